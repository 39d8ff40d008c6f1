import { loadVendor } from '../core/files/load-file';
import { journal, warn, reportError } from '../core/log';
import { MARKUP } from '../core/markup';
import { createOnceReporter } from '../core/report-once';
import type { IslandsStore } from '../core/store/store';
import { createDiscovery } from './discovery';
import { mountIsland, type MountedIsland } from './island';
import { REACT_DOM_GATE } from './react-dom-client';
import { restorePrinted, restoreRemoved } from './premount';
import type { WidgetRegistry } from './registry';
import { createMountScheduler, FIRST_SLICE_BUDGET_MS, type MountScheduler } from './scheduler';
import {
  createInteractionWaiter,
  createSoonWaiter,
  createVisibleWaiter,
  waitForIdle,
  waitForNothing,
  type StrategyWaiter,
} from './strategies';
import { MOUNT_STRATEGIES, type AnyWidgetDefinition, type MountStrategy } from './types';

/**
 * Where a widget on an element is: waiting for its strategy's moment (`load`: for its turn, at once),
 * loading its family's file, mounted, or failed (its file did not load, or it threw while mounting; a
 * widget that throws later is marked on its element instead, `data-island-failed`).
 */
export type ClaimState = MountStrategy | 'loading' | 'mounted' | 'failed';

/** One widget on one element, as the inspector reads it (README, "Inspector"). */
export interface ClaimView {
  readonly element: HTMLElement;
  readonly name: string;
  readonly strategy: MountStrategy;
  readonly state: ClaimState;
  /** When it reached its state, `performance.now()` ms; 0 while it waits. */
  readonly changedAtMs: number;
}

/** One widget on one element: waiting for its moment, queued, or mounted. */
interface Claim extends ClaimView {
  state: ClaimState;
  changedAtMs: number;
  cancelWait: () => void;
  island: MountedIsland | null;
  /** It holds its widget's `load` or `idle` for the page (strategyFor): the next one may once it is released. */
  first: boolean;
}

export interface RuntimeOptions {
  registry: WidgetRegistry;
  store: IslandsStore;
  /** Distance (px) beyond the viewport at which `visible` widgets mount. */
  visibleMarginPx: number;
  scheduler?: MountScheduler;
}

export interface Runtime {
  /**
   * Finds and mounts (by each widget's strategy) every widget in the subtree, the subtree root included;
   * the first time slice of those due at once runs in the caller's task (the header, first in document
   * order, is ready before the browser paints again), the rest in slices of their own.
   */
  mount(subtree?: ParentNode): void;
  /**
   * As mount(), for subtrees the parser has finished before the ready event (README, "Mount strategies"):
   * a name not registered yet is no mistake here, as a theme registers in the ready listener; the scan
   * after it claims those, or warns.
   */
  mountBeforeReady(subtrees: readonly Element[]): void;
  /** Unmounts every widget in the subtree and forgets it, so a later mount() mounts it afresh. */
  unmount(subtree?: ParentNode): void;
  /** Starts watching the document for added and removed markup. */
  observe(): void;
  /** Runs every queued mount at once. */
  flush(): void;
  /** Mounted (not merely waiting) widgets, for the API and tests. */
  mountedCount(): number;
  /** Every widget claimed and not released, in the order claimed: what the inspector lists. */
  readonly claims: ReadonlySet<ClaimView>;
  disconnect(): void;
}

/**
 * The lifecycle of widgets on elements: claim (once per element and name), wait for the strategy's
 * moment, resolve the definition (loading the family's file when it has one), mount, release.
 */
export function createRuntime({
  registry,
  store,
  visibleMarginPx,
  scheduler = createMountScheduler(undefined, REACT_DOM_GATE),
}: RuntimeOptions): Runtime {
  const claimsByElement = new WeakMap<Element, Map<string, Claim>>();
  const claims = new Set<Claim>();
  const interaction = createInteractionWaiter();
  const waiters: Record<MountStrategy, StrategyWaiter> = {
    load: waitForNothing,
    idle: waitForIdle,
    visible: createVisibleWaiter(visibleMarginPx),
    interaction,
  };
  const waitForSoon = createSoonWaiter(visibleMarginPx);
  /** Widgets whose element on the page holds their `load` or `idle`: further elements wait (strategyFor). */
  const firstClaimed = new Set<string>();
  const warnOnce = createOnceReporter('warn');
  const reportOnce = createOnceReporter('error');
  /** Families being fetched, by widget name: every claim due meanwhile waits on the same promise. */
  const loading = new Map<string, Promise<AnyWidgetDefinition>>();

  /**
   * The element's own `data-island-load`, else the widget's strategy; but `load` and `idle` mean the
   * widget's first element on the page (a header, a page's one form; again once that one is gone, as
   * when a theme re-renders its header): its further elements wait to be near, or, when the widget
   * names its intent sources, for the visitor (README, "Mount strategies").
   */
  function strategyFor(element: HTMLElement, name: string, definition: AnyWidgetDefinition): { strategy: MountStrategy; first: boolean } {
    const requested = element.getAttribute(MARKUP.strategy);
    if (requested) {
      if ((MOUNT_STRATEGIES as readonly string[]).includes(requested)) return { strategy: requested as MountStrategy, first: false };
      warn(`${MARKUP.strategy}="${requested}" is not one of ${MOUNT_STRATEGIES.join(', ')}; using the widget's default`, element);
    }
    const strategy = definition.strategy ?? 'visible';
    if (strategy !== 'load' && strategy !== 'idle') return { strategy, first: false };
    if (!firstClaimed.has(name)) {
      firstClaimed.add(name);
      return { strategy, first: true };
    }
    return { strategy: definition.intent ? 'interaction' : 'visible', first: false };
  }

  const isDue = (claim: Claim) => claims.has(claim) && !claim.island && claim.element.isConnected;

  /** Moves a claim on, and tells the inspector, if it listens (the journal, core/log.ts). */
  function moveTo(claim: Claim, state: ClaimState): void {
    claim.state = state;
    claim.changedAtMs = performance.now();
    journal.changed();
  }

  /**
   * A definition ready to mount, or a promise of one when the widget's family is a file of its own
   * (fetched once, when its first element is due). The loaded definition keeps the stub's selector and
   * strategy and replaces the stub, so later elements mount without waiting.
   */
  function resolveDefinition(name: string): AnyWidgetDefinition | Promise<AnyWidgetDefinition> | undefined {
    const definition = registry.get(name);
    if (!definition?.load) return definition;
    let pending = loading.get(name);
    if (!pending) {
      const { load, ...stub } = definition;
      // Its vendors' files come side by side with its own, not after it (the widget waits for them anyway).
      for (const vendor of stub.vendors ?? []) loadVendor(vendor).catch(() => {}); // useVendor reports a failure
      pending = load().then((loaded) => {
        const complete = { ...loaded, ...stub, load: undefined };
        registry.replace(name, complete);
        // Its further elements about to come near may now mount in idle time.
        waitForSoon.retry();
        return complete;
      });
      pending.catch(() => {}).finally(() => loading.delete(name)); // a failure may be retried by a later element
      loading.set(name, pending);
    }
    return pending;
  }

  /** Mounts a claim that is due, then says whether it is mounted (`settle`: what the strategy waits on). */
  function mountClaim(claim: Claim, settle: (mounted: boolean) => void): void {
    if (!isDue(claim)) return settle(claim.island !== null);
    const definition = resolveDefinition(claim.name);
    if (!definition) return settle(false);
    if (definition instanceof Promise) {
      moveTo(claim, 'loading');
      // A click on a control that does nothing without the widget is held until it has mounted
      // (README, "Before a widget mounts"); a widget on `interaction` holds its own already.
      if (claim.strategy !== 'interaction') {
        const settleClaim = settle;
        const mounting = new Promise<boolean>((resolve) => {
          settle = (mounted) => {
            resolve(mounted);
            settleClaim(mounted);
          };
        });
        interaction.holdWhileMounting(claim.element, mounting);
      }
      definition.then(
        (loaded) => scheduler.enqueue(() => settle(isDue(claim) && mountWith(claim, loaded)), true),
        // The server markup keeps working without us (a form posts the classic way); said once per name.
        (error: unknown) => {
          moveTo(claim, 'failed');
          reportOnce(
            `load:${claim.name}`,
            `widget "${claim.name}" could not be loaded; the server markup works on without it`,
            claim.element,
            error,
          );
          settle(false);
        },
      );
      return;
    }
    settle(mountWith(claim, definition));
  }

  function mountWith(claim: Claim, definition: AnyWidgetDefinition): boolean {
    let island: MountedIsland;
    try {
      island = mountIsland(claim.element, claim.name, definition, store);
    } catch (error) {
      // Errors outside React's render (the first commit) are contained here.
      moveTo(claim, 'failed');
      reportError(`widget "${claim.name}" failed to mount`, claim.element, error);
      return false;
    }
    // The widget may have been released while it mounted (a setup that unmounts its own element).
    if (claims.has(claim)) {
      claim.island = island;
      moveTo(claim, 'mounted');
    } else unmountIsland(claim, island);
    return claim.island === island;
  }

  function claim(element: HTMLElement, warnUnknown: boolean): void {
    for (const name of registry.namesFor(element)) {
      let byName = claimsByElement.get(element);
      if (byName?.has(name)) continue; // idempotent: scanning twice mounts nothing twice
      const definition = registry.get(name);
      if (!definition) {
        if (warnUnknown) warnOnce(`unknown:${name}`, `no widget is registered as "${name}"`, element);
        continue;
      }
      if (!byName) claimsByElement.set(element, (byName = new Map()));
      const { strategy, first } = strategyFor(element, name, definition);
      const entry: Claim = { element, name, strategy, state: strategy, changedAtMs: 0, cancelWait: () => {}, island: null, first };
      byName.set(name, entry);
      claims.add(entry);
      journal.changed();
      // A widget that came near, or that the visitor reached for, goes before those mounted anyway; one
      // due at once (no IntersectionObserver) keeps its place in document order: outer widgets first.
      let claiming = true;
      const urgent = strategy === 'visible' || strategy === 'interaction';
      const ready = () => new Promise<boolean>((settle) => scheduler.enqueue(() => mountClaim(entry, settle), urgent && !claiming));
      const cancelWait = waiters[strategy](element, ready, definition.intent);
      claiming = false;
      entry.cancelWait = cancelWait;
      if (strategy !== 'visible') continue;
      // About to come near: mounted in idle time if its code is here and it fetches nothing as it
      // mounts (a file of its own, or a vendor, would be bytes the first screen does not need).
      const cancelSoon = waitForSoon(element, () => {
        const current = registry.get(name);
        if (!current || current.load || current.vendors?.length) return false;
        scheduler.enqueue(() => mountClaim(entry, () => {}));
        return true;
      });
      entry.cancelWait = () => {
        cancelWait();
        cancelSoon();
      };
    }
  }

  function unmountIsland(entry: Claim, island: MountedIsland): void {
    try {
      island.unmount();
    } catch (error) {
      reportError(`widget "${entry.name}" failed to unmount`, entry.element, error);
    }
  }

  function release(entry: Claim): void {
    entry.cancelWait();
    if (entry.first) firstClaimed.delete(entry.name);
    claims.delete(entry);
    journal.changed();
    claimsByElement.get(entry.element)?.delete(entry.name);
    const island = entry.island;
    entry.island = null;
    if (island) unmountIsland(entry, island);
  }

  function scan(subtree: ParentNode, warnUnknown = true): void {
    const selector = registry.discoverySelector();
    // Document order puts outer widgets before the widgets nested in them: outer-first mounting.
    if (subtree instanceof HTMLElement && subtree.matches(selector)) claim(subtree, warnUnknown);
    for (const element of subtree.querySelectorAll<HTMLElement>(selector)) claim(element, warnUnknown);
    premount(subtree);
  }

  /** What must hold before the widgets' files have come, on the markup just scanned (README, "Before a widget mounts"). */
  function premount(subtree: ParentNode): void {
    for (const [apply, name] of registry.premounts()) {
      try {
        apply(subtree);
      } catch (error) {
        reportOnce(`premount:${name}`, `widget "${name}" could not prepare the page before its file came`, subtree, error);
      }
    }
  }

  const discovery = createDiscovery({
    // A node moved within the page is still connected after the batch: only really removed ones go.
    removed: () => {
      for (const entry of [...claims]) if (!entry.element.isConnected) release(entry);
      restoreRemoved();
    },
    added: scan,
  });

  return {
    mount(subtree = document) {
      scan(subtree);
      scheduler.runSlice(FIRST_SLICE_BUDGET_MS);
    },
    mountBeforeReady(subtrees) {
      for (const subtree of subtrees) scan(subtree, false);
      scheduler.runSlice(FIRST_SLICE_BUDGET_MS);
    },
    unmount(subtree = document) {
      for (const entry of [...claims]) {
        if (subtree === entry.element || subtree.contains(entry.element)) release(entry);
      }
      restorePrinted(subtree);
    },
    observe: discovery.start,
    flush() {
      discovery.flush();
      scheduler.flush();
    },
    claims,
    mountedCount() {
      let count = 0;
      for (const entry of claims) if (entry.island) count += 1;
      return count;
    },
    disconnect() {
      discovery.stop();
      for (const entry of [...claims]) release(entry);
      restorePrinted(document);
    },
  };
}
