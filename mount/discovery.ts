/**
 * Watches the document for added and removed markup with ONE MutationObserver, batched per animation
 * frame: a script that inserts 100 items causes one scan, not 100. Removals are reported before
 * additions, so a widget moved within the page is kept rather than released and mounted again.
 */
export interface DiscoveryCallbacks {
  /** Something was removed: release whatever is no longer connected. */
  removed(): void;
  /** An element or fragment was added (and is still connected): scan it. */
  added(node: HTMLElement | DocumentFragment): void;
}

export interface Discovery {
  start(): void;
  /** Handles what happened so far at once, instead of at the next frame. */
  flush(): void;
  stop(): void;
}

export function createDiscovery(callbacks: DiscoveryCallbacks): Discovery {
  let observer: MutationObserver | null = null;
  let frame = 0;
  let addedInFrame: Node[] = [];
  let removedInFrame = false;

  function processBatch(): void {
    frame = 0;
    const added = addedInFrame;
    addedInFrame = [];
    if (removedInFrame) {
      removedInFrame = false;
      callbacks.removed();
    }
    for (const node of added) {
      if (node.isConnected && (node instanceof HTMLElement || node instanceof DocumentFragment)) callbacks.added(node);
    }
  }

  function onMutations(records: MutationRecord[]): void {
    // Only elements count: a widget that rewrites its text (a counter every frame, a countdown every
    // second) changes text nodes, which hold no widget, so it costs no batch and no release scan.
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) addedInFrame.push(node);
      for (const node of record.removedNodes) if (node.nodeType === Node.ELEMENT_NODE) removedInFrame = true;
    }
    if (!frame && (addedInFrame.length > 0 || removedInFrame)) frame = requestAnimationFrame(processBatch);
  }

  return {
    start() {
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
    },
    stop() {
      observer?.disconnect();
      observer = null;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      addedInFrame = [];
      removedInFrame = false;
    },
  };
}
