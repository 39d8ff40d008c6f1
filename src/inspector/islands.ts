import type { ClaimState, ClaimView } from '../../mount/runtime';
import type { MountStrategy } from '../../mount/types';
import type { LogEntry } from '../../core/log';
import { MARKUP } from '../../core/markup';
import { closestName } from './closest-name';
import { DATA_ATTRIBUTE_PREFIX } from './markup';

/**
 * What the inspector says of a widget on an element (README, "Inspector"): the runtime's state, or
 * `unknown` (no widget has its name), `unmounted` (released, still on the page) or `removed` (its
 * element left the page while the panel was open).
 */
export type IslandState = ClaimState | 'unknown' | 'unmounted' | 'removed';

export interface IslandRow {
  /** Stable while the panel is open: rows keep their order, new ones come last. */
  readonly key: number;
  readonly element: HTMLElement;
  readonly name: string;
  /** Its family's folder (widgets/<family>/), or undefined for a theme's own widget or an unknown name. */
  readonly family: string | undefined;
  readonly strategy: MountStrategy | undefined;
  readonly state: IslandState;
  /** From the bundle's start to the mount, ms. */
  readonly mountedAfterMs: number | undefined;
  /** The element has no box (`display: none` on it or above): a widget waiting to be near waits until it is shown. */
  readonly boxless: boolean;
  /** The bundle's messages about it: its options, its markup, its failure. */
  readonly messages: readonly LogEntry[];
  /** What the inspector noticed itself: a misspelt name, a data attribute a typo away from one of the widget's options. */
  readonly hints: readonly string[];
}

export interface IslandsReport {
  readonly islands: readonly IslandRow[];
  /** Messages about no widget on the page: settings that could not be read, a file that did not load. */
  readonly pageMessages: readonly LogEntry[];
  /** The theme's own widgets (no family of ours) that nothing on the page asks for: a name or selector that matched nothing. */
  readonly unusedThemeWidgets: readonly string[];
}

export interface IslandSources {
  readonly claims: ReadonlySet<ClaimView>;
  /** The messages so far (core/log.ts, the journal). */
  readonly entries: readonly LogEntry[];
  /** Names of the registered widgets. */
  readonly registered: () => readonly string[];
  readonly familyOf: (name: string) => string | undefined;
  /** The dataset names a widget's options schema reads, undefined when it has none described. */
  readonly optionNames: (name: string) => ReadonlySet<string> | undefined;
  readonly scriptStartMs: number;
}

interface TrackedRow {
  readonly key: number;
  readonly element: HTMLElement;
  readonly name: string;
  claim: ClaimView | undefined;
  mountedAfterMs: number | undefined;
}

/** Dataset names of the runtime's own attributes (README, "Markup contract"): `data-island…`. */
const RUNTIME_DATASET_PREFIX = 'island';

/** The attribute of a dataset name: `autoplayInterval` is `data-autoplay-interval`. */
const attributeOf = (datasetName: string) => DATA_ATTRIBUTE_PREFIX + datasetName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function stateOf(row: TrackedRow, claimed: boolean, registered: ReadonlySet<string>): IslandState {
  if (!row.element.isConnected) return 'removed';
  if (!claimed || !row.claim) return registered.has(row.name) ? 'unmounted' : 'unknown';
  // A widget that threw after its first render is marked on its element (mount/island.tsx).
  if (row.claim.state === 'mounted' && row.element.getAttribute(MARKUP.failed) === row.name) return 'failed';
  return row.claim.state;
}

function hintsFor(row: TrackedRow, state: IslandState, registered: ReadonlySet<string>, sources: IslandSources): string[] {
  if (state === 'unknown') {
    const meant = closestName(row.name, registered);
    return meant ? [`did you mean "${meant}"?`] : [];
  }
  // Only markup that names the widget itself carries its options (not Contact Form 7's or WordPress's own).
  if (row.element.getAttribute(MARKUP.widget) !== row.name) return [];
  const options = sources.optionNames(row.name);
  if (!options) return [];
  const hints: string[] = [];
  // Only what looks like a typo: widgets write state attributes of their own, and themes mark elements for their CSS.
  for (const key of Object.keys(row.element.dataset)) {
    if (key.startsWith(RUNTIME_DATASET_PREFIX) || options.has(key)) continue;
    const meant = closestName(key, options);
    if (meant) hints.push(`${attributeOf(key)} is no option of "${row.name}": did you mean ${attributeOf(meant)}?`);
  }
  return hints;
}

/** The first element among a message's details: what the message is about. */
function messageElement(entry: LogEntry): Element | undefined {
  return entry.details.find((detail): detail is Element => detail instanceof Element);
}

/**
 * Follows the widgets of the page while the panel is open: every claim of the runtime and every
 * element whose `data-island` names no widget, in the order first seen, so rows never move.
 */
export function createIslandTracker(sources: IslandSources) {
  const rows: TrackedRow[] = [];
  const byElement = new Map<Element, TrackedRow[]>();
  let nextKey = 0;

  function rowFor(element: HTMLElement, name: string): TrackedRow {
    let forElement = byElement.get(element);
    if (!forElement) byElement.set(element, (forElement = []));
    let row = forElement.find((candidate) => candidate.name === name);
    if (!row) {
      row = { key: nextKey++, element, name, claim: undefined, mountedAfterMs: undefined };
      forElement.push(row);
      rows.push(row);
    }
    return row;
  }

  /** The rows a message is about: its element's (or the nearest widget above it), the one it names first. */
  function rowsAbout(entry: LogEntry): TrackedRow[] {
    for (let element = messageElement(entry); element; element = element.parentElement ?? undefined) {
      const forElement = byElement.get(element);
      if (!forElement) continue;
      const named = forElement.filter((row) => entry.message.includes(`"${row.name}"`));
      return named.length > 0 ? named : forElement;
    }
    return [];
  }

  return function report(): IslandsReport {
    const registered = new Set(sources.registered());
    const claimed = new Set<TrackedRow>();
    for (const claim of sources.claims) {
      const row = rowFor(claim.element, claim.name);
      row.claim = claim;
      claimed.add(row);
      if (claim.state === 'mounted' && row.mountedAfterMs === undefined) row.mountedAfterMs = claim.changedAtMs - sources.scriptStartMs;
    }
    for (const element of document.querySelectorAll<HTMLElement>(`[${MARKUP.widget}]`)) {
      const name = element.getAttribute(MARKUP.widget)?.trim();
      if (name && !registered.has(name)) rowFor(element, name);
    }

    const messages = new Map<TrackedRow, LogEntry[]>();
    const pageMessages: LogEntry[] = [];
    for (const entry of sources.entries) {
      const about = rowsAbout(entry);
      if (about.length === 0) pageMessages.push(entry);
      for (const row of about) messages.set(row, [...(messages.get(row) ?? []), entry]);
    }

    const islands = rows.map((row): IslandRow => {
      const state = stateOf(row, claimed.has(row), registered);
      let own = messages.get(row) ?? [];
      // A family whose file did not load is reported once, on its first element: its others point there.
      if (state === 'failed' && own.length === 0) {
        own = sources.entries.filter((entry) => entry.level === 'error' && entry.message.includes(`widget "${row.name}"`));
      }
      return {
        key: row.key,
        element: row.element,
        name: row.name,
        family: sources.familyOf(row.name),
        strategy: row.claim?.strategy,
        state,
        mountedAfterMs: state === 'mounted' ? row.mountedAfterMs : undefined,
        boxless: state === 'visible' && row.element.getClientRects().length === 0,
        messages: own,
        hints: hintsFor(row, state, registered, sources),
      };
    });
    const onPage = new Set(rows.map((row) => row.name));
    const unusedThemeWidgets = [...registered].filter((name) => !onPage.has(name) && sources.familyOf(name) === undefined);
    return { islands, pageMessages, unusedThemeWidgets };
  };
}
