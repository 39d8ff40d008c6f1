import { warn, reportError } from '../src/log';
import type { IslandsStore } from '../src/store/store';
import { mountIsland, type MountedIsland } from './island';
import { STRATEGY_ATTRIBUTE, type WidgetRegistry } from './registry';
import { createMountScheduler, type MountScheduler } from './scheduler';
import { createVisibleWaiter, waitForIdle, waitForNothing, type StrategyWaiter } from './strategies';
import { MOUNT_STRATEGIES, type AnyWidgetDefinition, type MountStrategy } from './types';

/** One widget on one element: waiting for its moment, queued, or mounted. */
interface Claim {
  readonly element: HTMLElement;
  readonly name: string;
  cancelWait: () => void;
  island: MountedIsland | null;
}

export interface RuntimeOptions {
  registry: WidgetRegistry;
  store: IslandsStore;
  /** Distance (px) beyond the viewport at which `visible` widgets mount. */
  visibleMarginPx: number;
  scheduler?: MountScheduler;
}

export interface Runtime {
  /** Finds and mounts (by each widget's strategy) every widget in the subtree, the subtree root included. */
  mount(subtree?: ParentNode): void;
  /** Unmounts every widget in the subtree and forgets it, so a later mount() mounts it afresh. */
  unmount(subtree?: ParentNode): void;
  /** Starts watching the document for added and removed markup. */
  observe(): void;
  /** Runs every queued mount at once. */
  flush(): void;
  /** Mounted (not merely waiting) widgets, for the API and tests. */
  mountedCount(): number;
  disconnect(): void;
}

export function createRuntime({ registry, store, visibleMarginPx, scheduler = createMountScheduler() }: RuntimeOptions): Runtime {
  const claimsByElement = new WeakMap<Element, Map<string, Claim>>();
  const claims = new Set<Claim>();
  const waiters: Record<MountStrategy, StrategyWaiter> = {
    load: waitForNothing,
    idle: waitForIdle,
    visible: createVisibleWaiter(visibleMarginPx),
  };
  const unknownNamesWarned = new Set<string>();
  let observer: MutationObserver | null = null;
  let frame = 0;
  let addedInFrame: Node[] = [];
  let removedInFrame = false;

  function strategyFor(element: HTMLElement, name: string): MountStrategy {
    const requested = element.getAttribute(STRATEGY_ATTRIBUTE);
    if (requested) {
      if ((MOUNT_STRATEGIES as readonly string[]).includes(requested)) return requested as MountStrategy;
      warn(`${STRATEGY_ATTRIBUTE}="${requested}" is not one of ${MOUNT_STRATEGIES.join(', ')}; using the widget's default`, element);
    }
    return registry.get(name)?.strategy ?? 'visible';
  }

  function mountClaim(claim: Claim): void {
    if (!claims.has(claim) || claim.island || !claim.element.isConnected) return;
    const definition = registry.get(claim.name);
    if (!definition) return;
    if (definition.load) {
      loadThenMount(claim, definition);
      return;
    }
    try {
      claim.island = mountIsland(claim.element, claim.name, definition, store);
    } catch (error) {
      // Errors outside React's render (options parsing, the first commit) are contained here.
      reportError(`widget "${claim.name}" failed to mount`, claim.element, error);
    }
  }

  /**
   * A widget family in a file of its own: the file is fetched when its first element is due, then
   * every waiting element mounts. If it cannot be fetched, the server markup keeps working without
   * us (a form posts the classic way). Each element due later tries again; the console hears of the
   * failure once per widget name, however many elements and attempts there are.
   */
  const loadFailuresReported = new Set<string>();
  function loadThenMount(claim: Claim, stub: AnyWidgetDefinition): void {
    stub.load!().then(
      (loaded) => {
        const { load: _stubLoader, ...stubRest } = stub;
        scheduler.enqueue(() => {
          if (!claims.has(claim) || claim.island || !claim.element.isConnected) return;
          try {
            claim.island = mountIsland(claim.element, claim.name, { ...loaded, ...stubRest, load: undefined }, store);
          } catch (error) {
            reportError(`widget "${claim.name}" failed to mount`, claim.element, error);
          }
        }, true);
      },
      (error: unknown) => {
        if (loadFailuresReported.has(claim.name)) return;
        loadFailuresReported.add(claim.name);
        reportError(`widget "${claim.name}" could not be loaded; the server markup works on without it`, claim.element, error);
      },
    );
  }

  function claim(element: HTMLElement): void {
    for (const name of registry.namesFor(element)) {
      let byName = claimsByElement.get(element);
      if (byName?.has(name)) continue; // idempotent: scanning twice mounts nothing twice
      if (!registry.get(name)) {
        if (!unknownNamesWarned.has(name)) warn(`no widget is registered as "${name}"`, element);
        unknownNamesWarned.add(name); // once per name: a page may carry many of them
        continue;
      }
      if (!byName) claimsByElement.set(element, (byName = new Map()));
      const entry: Claim = { element, name, cancelWait: () => {}, island: null };
      byName.set(name, entry);
      claims.add(entry);
      const strategy = strategyFor(element, name);
      entry.cancelWait = waiters[strategy](element, () => scheduler.enqueue(() => mountClaim(entry), strategy === 'visible'));
    }
  }

  function release(entry: Claim): void {
    entry.cancelWait();
    claims.delete(entry);
    claimsByElement.get(entry.element)?.delete(entry.name);
    if (entry.island) {
      try {
        entry.island.unmount();
      } catch (error) {
        reportError(`widget "${entry.name}" failed to unmount`, entry.element, error);
      }
      entry.island = null;
    }
  }

  function scan(subtree: ParentNode): void {
    const selector = registry.discoverySelector();
    // Document order puts outer widgets before the widgets nested in them: outer-first mounting.
    if (subtree instanceof HTMLElement && subtree.matches(selector)) claim(subtree);
    for (const element of subtree.querySelectorAll<HTMLElement>(selector)) claim(element);
  }

  function releaseDisconnected(): void {
    // A node moved within the page is still connected after the batch: only really removed ones go.
    for (const entry of [...claims]) if (!entry.element.isConnected) release(entry);
  }

  function processBatch(): void {
    frame = 0;
    const added = addedInFrame;
    addedInFrame = [];
    if (removedInFrame) {
      removedInFrame = false;
      releaseDisconnected(); // removals first, as Stimulus does, so a moved widget is not released after re-adding
    }
    for (const node of added) {
      if (node.isConnected && (node instanceof HTMLElement || node instanceof DocumentFragment)) scan(node);
    }
  }

  function onMutations(records: MutationRecord[]): void {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) addedInFrame.push(node);
      if (record.removedNodes.length > 0) removedInFrame = true;
    }
    if (!frame && (addedInFrame.length > 0 || removedInFrame)) frame = requestAnimationFrame(processBatch);
  }

  return {
    mount(subtree = document) {
      scan(subtree);
    },
    unmount(subtree = document) {
      for (const entry of [...claims]) {
        if (subtree === entry.element || subtree.contains(entry.element)) release(entry);
      }
    },
    observe() {
      if (observer) return;
      observer = new MutationObserver(onMutations);
      observer.observe(document.documentElement, { childList: true, subtree: true });
    },
    flush() {
      if (observer) onMutations(observer.takeRecords());
      if (frame) {
        cancelAnimationFrame(frame);
        processBatch();
      }
      scheduler.flush();
    },
    mountedCount() {
      let count = 0;
      for (const entry of claims) if (entry.island) count += 1;
      return count;
    },
    disconnect() {
      observer?.disconnect();
      observer = null;
      if (frame) cancelAnimationFrame(frame);
      for (const entry of [...claims]) release(entry);
    },
  };
}
