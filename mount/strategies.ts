import { whenNear } from '../core/dom/when-near';
import { MOUNT_SLICE_BUDGET_MS } from './scheduler';
import { isFromHtmlAnswer } from '../core/html/html-answer';
import { holdClick, holdSubmit, isClickOnScriptOnlyControl, swallow, type HeldAction } from './replay';
import type { IntentSources } from './types';

/**
 * Each strategy waits for its moment, then calls `ready`, which starts the mount and returns a promise
 * of whether the widget mounted; the returned function cancels the wait. `intent` is the widget's
 * intent sources (openers elsewhere on the page), read by the `interaction` strategy only.
 */
export type StrategyWaiter = (element: HTMLElement, ready: () => Promise<boolean>, intent?: IntentSources) => () => void;

/** Longest wait for an idle moment before mounting anyway. */
export const IDLE_MOUNT_TIMEOUT_MS = 2000;

export const waitForNothing: StrategyWaiter = (_element, ready) => {
  void ready();
  return () => {};
};

export const waitForIdle: StrategyWaiter = (_element, ready) => {
  const start = () => void ready();
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: IDLE_MOUNT_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 1);
  return () => clearTimeout(handle);
};

/**
 * The `visible` strategy: mounts when the element comes within `marginPx` of the viewport (above or
 * below), so widgets are ready before they scroll into sight. Every lazily mounted element of the page
 * is watched by the page's one observer for that margin (core/dom/when-near.ts), which widgets waiting
 * for the same margin share. Without IntersectionObserver, at once.
 */
export function createVisibleWaiter(marginPx: number): StrategyWaiter {
  const near = { rootMargin: `${marginPx}px 0px` };
  return (element, ready) => whenNear(element, () => void ready(), near);
}

/** Where the browser has no requestIdleCallback: how long after an element came within the wider margin its mount is tried (ours). */
export const IDLE_FALLBACK_DELAY_MS = 50;

/** The idle-time waiter: `take` says whether it could start the mount now; `retry` offers again those it could not. */
export interface SoonWaiter {
  (element: HTMLElement, take: () => boolean): () => void;
  retry(): void;
}

/**
 * Idle time used for what is about to come near (README, "Mount strategies"): elements waiting for
 * `visible` that are within one more viewport height beyond `marginPx` are offered to `take` when the
 * browser is idle (never before: no timeout), so scrolling to them finds them mounted and its frames
 * stay free. `take` decides whether this one can go early (its code already here, nothing to fetch);
 * one that cannot stays offered, and `retry()` (a family's file has come) offers it again in idle
 * time. The element's `visible` wait stays meanwhile. Without IntersectionObserver it does nothing.
 */
export function createSoonWaiter(marginPx: number): SoonWaiter {
  if (typeof IntersectionObserver !== 'function') return Object.assign(() => () => {}, { retry() {} });
  // Where the browser has no requestIdleCallback (Safari), a timer: a slice of MOUNT_SLICE_BUDGET_MS.
  const whenIdle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback
      : (run: (deadline: IdleDeadline) => void) =>
          setTimeout(() => {
            const endMs = performance.now() + MOUNT_SLICE_BUDGET_MS;
            run({ didTimeout: false, timeRemaining: () => endMs - performance.now() });
          }, IDLE_FALLBACK_DELAY_MS);
  /** Came within the wider margin, in the order they did; `parked`: offered and not taken, until retry(). */
  const soon = new Map<Element, { take: () => boolean; parked: boolean }>();
  let idle = false;
  const schedule = () => {
    if (idle || ![...soon.values()].some((entry) => !entry.parked)) return;
    idle = true;
    whenIdle(mountWhileIdle);
  };
  const mountWhileIdle = (deadline: IdleDeadline) => {
    idle = false;
    for (const [element, entry] of soon) {
      if (deadline.timeRemaining() <= 0) break;
      if (entry.parked) continue;
      if (entry.take()) soon.delete(element);
      else entry.parked = true;
    }
    schedule();
  };
  // innerHeight reads no layout (unlike scrollY or clientHeight).
  const near = { rootMargin: `${marginPx + window.innerHeight}px 0px` };
  const wait = (element: HTMLElement, take: () => boolean) => {
    const stopWaiting = whenNear(
      element,
      () => {
        soon.set(element, { take, parked: false });
        schedule();
      },
      near,
    );
    return () => {
      stopWaiting();
      soon.delete(element);
    };
  };
  const retry = () => {
    for (const entry of soon.values()) entry.parked = false;
    schedule();
  };
  return Object.assign(wait, { retry });
}

/**
 * Signs of intent: the pointer moving over it or going down on it, a touch, focus, a key. Passive: they
 * only start a mount. A pointer the page merely scrolls under is no sign: the browser sends it
 * `pointerover` but no `pointermove`, so a move is what counts.
 */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/**
 * Longest a held link or form waits for its widget's file before the browser is let do what it would
 * have done (README, "Mount strategies"): a click that shows nothing for longer reads as broken, and
 * the page the link leads to, or the classic post, is the better answer then.
 */
export const HELD_ACTION_LIMIT_MS = 3000;

/** Actions held while the widget mounts, then replayed (mount/replay.ts): they may be cancelled, so not passive. */
const HELD_EVENTS = ['click', 'submit'] as const;

interface Waiting {
  readonly element: HTMLElement;
  readonly intent: IntentSources | undefined;
  readonly ready: () => Promise<boolean>;
  /** Once the visitor showed intent: settles when the mount has (mounted or not). */
  mounting: Promise<boolean> | null;
  /** Whether the visitor's first click or submit is held already (later ones are swallowed). */
  held: boolean;
  /**
   * A widget of another strategy whose file is on its way (`holdWhileMounting`): only clicks on its
   * controls that do nothing without it are held; its links and forms work on their own and go.
   */
  readonly scriptOnlyControls: boolean;
}

/** The `interaction` waiter, which also holds the clicks on widgets of other strategies while their file comes. */
export interface InteractionWaiter extends StrategyWaiter {
  /**
   * Holds the first click on a control of `element` that does nothing without its widget (a carousel's
   * arrow, a list's filter button) until `mounting` settles, then replays it (README, "Before a widget
   * mounts"). Links and forms are the browser's: they work without the widget.
   */
  holdWhileMounting(element: HTMLElement, mounting: Promise<boolean>): void;
}

/** An element on an event's path that names a waiting widget: the element itself, or one of its openers. */
interface Match {
  readonly waiting: Waiting;
  readonly node: Element;
  readonly isOpener: boolean;
}

/** `#id` (a link) or `id`: the ids an opener's attribute names (aria-controls may list several). */
function namedIds(value: string | null): string[] {
  return (value?.match(/\S+/g) ?? []).map((token) => token.replace(/^#/, ''));
}

/**
 * The `interaction` strategy (README, "Mount strategies"): a widget whose markup works on its own until
 * used mounts on the visitor's first sign of intent on its element or one of its openers, and the first
 * click or submit meanwhile is held and replayed once it has mounted (or, if it cannot, let through to
 * the browser). ONE set of listeners on the document, in the capture phase (passive where they only
 * start a mount), for every waiting widget of the page, and none once nothing waits.
 */
export function createInteractionWaiter(root: Document = document): InteractionWaiter {
  const waiting = new Set<Waiting>();
  const byElement = new Map<Element, Set<Waiting>>();
  /** Attribute relations in use, with how many waiting widgets use each (so events look only at those). */
  const attributes = new Map<string, number>();
  const bySelector = new Map<string, Set<Waiting>>();
  const onScroll = new Set<Waiting>();
  let listening = false;

  const count = (name: string, by: number) => {
    const next = (attributes.get(name) ?? 0) + by;
    if (next > 0) attributes.set(name, next);
    else attributes.delete(name);
  };
  const openersOf = (entry: Waiting) => entry.intent?.openers ?? [];

  /** Puts an entry in the set a map holds for a key (making the set). */
  const join = <Key>(map: Map<Key, Set<Waiting>>, key: Key, entry: Waiting) => {
    map.set(key, (map.get(key) ?? new Set()).add(entry));
  };
  /** Takes an entry out of a set in a map, and the set out of the map once empty. */
  const leave = <Key>(map: Map<Key, Set<Waiting>>, key: Key, entry: Waiting) => {
    const entries = map.get(key);
    entries?.delete(entry);
    if (entries?.size === 0) map.delete(key);
  };

  function forget(entry: Waiting): void {
    if (!waiting.delete(entry)) return;
    leave(byElement, entry.element, entry);
    for (const relation of openersOf(entry)) {
      if ('attribute' in relation) count(relation.attribute, -1);
      else leave(bySelector, relation.selector, entry);
    }
    onScroll.delete(entry);
    if (onScroll.size === 0) listenToScroll(false);
    if (waiting.size === 0) listen(false);
  }

  function start(entry: Waiting): Promise<boolean> {
    if (!entry.mounting) {
      onScroll.delete(entry);
      if (onScroll.size === 0) listenToScroll(false);
      entry.mounting = entry.ready();
      // Forgotten once settled, before any held action is replayed: the replay must pass unheld.
      void entry.mounting.then(() => forget(entry));
    }
    return entry.mounting;
  }

  function matchesOf(event: Event): Match[] {
    const matches: Match[] = [];
    const add = (entries: Iterable<Waiting> | undefined, node: Element, isOpener: boolean) => {
      for (const entry of entries ?? [])
        if (!matches.some((match) => match.waiting === entry)) matches.push({ waiting: entry, node, isOpener });
    };
    for (const node of event.composedPath()) {
      if (!(node instanceof Element)) continue;
      add(byElement.get(node), node, false);
      for (const attribute of attributes.keys()) {
        for (const id of namedIds(node.getAttribute(attribute))) {
          // The waiting widgets with that id, not the document's first element with it: anything
          // printed earlier on the page (an HTML answer, a post) may carry the same id. The page's own
          // widgets first: an HTML answer's widget with the same id is not the one its openers name.
          const named = [...waiting].filter(
            (entry) =>
              entry.element.id === id && openersOf(entry).some((relation) => 'attribute' in relation && relation.attribute === attribute),
          );
          const pages = named.filter((entry) => !isFromHtmlAnswer(entry.element));
          add(pages.length > 0 ? pages : named, node, true);
        }
      }
      for (const [selector, entries] of bySelector) if (node.matches(selector)) add(entries, node, true);
    }
    return matches;
  }

  /** The element a pointer last moved over: a move within it is no news (pointermove comes every frame). */
  let lastMovedOver: EventTarget | null = null;

  function onIntent(event: Event): void {
    if (event.type === 'pointermove') {
      if (event.target === lastMovedOver) return;
      lastMovedOver = event.target;
    }
    for (const match of matchesOf(event)) void start(match.waiting);
  }

  function onHeldEvent(event: Event): void {
    const matches = matchesOf(event).filter(
      (match) => !match.waiting.scriptOnlyControls || isClickOnScriptOnlyControl(event, match.waiting.element),
    );
    if (matches.length === 0) return;
    const first = matches.find((match) => !match.waiting.held);
    let replay: HeldAction | null = null;
    if (!first) swallow(event);
    else if (event.type === 'submit') replay = holdSubmit(event as SubmitEvent);
    else replay = holdClick(event as MouseEvent, first.node, first.isOpener);
    const mounts = matches.map((match) => start(match.waiting));
    if (!replay) return;
    for (const match of matches) match.waiting.held = true;
    const action = replay;
    let replayed = false;
    const replayOnce = () => {
      if (replayed) return;
      replayed = true;
      clearTimeout(limit);
      action();
    };
    // A link or form held longer than this is let through to the browser (a stalled file must not keep
    // the visitor from the page it leads to); a plain button has nothing to let through and waits on.
    const limit = event.defaultPrevented
      ? setTimeout(() => {
          for (const match of matches) forget(match.waiting); // the replay and later clicks pass unheld
          replayOnce();
        }, HELD_ACTION_LIMIT_MS)
      : undefined;
    void Promise.all(mounts).then(replayOnce);
  }

  const scrolled = () => {
    for (const entry of [...onScroll]) void start(entry);
  };

  function listen(on: boolean): void {
    if (on === listening) return;
    listening = on;
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of INTENT_EVENTS) root[method](type, onIntent, { capture: true, passive: true });
    for (const type of HELD_EVENTS) root[method](type, onHeldEvent, { capture: true });
  }
  /** Only while a widget waits for the page to scroll: no listener per scroll event otherwise. */
  let listeningToScroll = false;
  function listenToScroll(on: boolean): void {
    if (on === listeningToScroll) return;
    listeningToScroll = on;
    root[on ? 'addEventListener' : 'removeEventListener']('scroll', scrolled, { passive: true });
  }

  const wait: StrategyWaiter = (element, ready, intent) => {
    const entry: Waiting = { element, intent, ready, mounting: null, held: false, scriptOnlyControls: false };
    waiting.add(entry);
    join(byElement, element, entry);
    for (const relation of openersOf(entry)) {
      if ('attribute' in relation) count(relation.attribute, 1);
      else join(bySelector, relation.selector, entry);
    }
    if (intent?.scroll) {
      onScroll.add(entry);
      listenToScroll(true);
    }
    listen(true);
    // Focus already inside (an autofocused field): that is intent shown before we listened.
    if (element.contains(root.activeElement) && root.activeElement !== root.body) void start(entry);
    return () => forget(entry);
  };

  const holdWhileMounting = (element: HTMLElement, mounting: Promise<boolean>) => {
    const entry: Waiting = { element, intent: undefined, ready: () => mounting, mounting, held: false, scriptOnlyControls: true };
    waiting.add(entry);
    join(byElement, element, entry);
    listen(true);
    void mounting.then(() => forget(entry));
  };
  return Object.assign(wait, { holdWhileMounting });
}
