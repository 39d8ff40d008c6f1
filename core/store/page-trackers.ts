import type { IslandsStore } from './store';
import { viewportNameForWidth } from './viewport';
import { taskAfterEvents } from '../dom/post-task';
import { createScrollProbe, type ScrollProbe } from '../dom/scroll-probe';

/** SPEC "Waypoint throttles": scroll 30 ms. The store's scroll position is at most this old while scrolling. */
export const SCROLL_THROTTLE_MS = 30;
/** Reads of the probe without a move after which a scroll counts as over (the listener is back): 60 ms. */
const SETTLED_POLLS = 2;
/** Scrolls in a row whose probe read gave nothing, after which the listener alone tracks the page. */
const PROBE_FAILURES_ALLOWED = 3;

/**
 * ONE passive scroll listener and ONE resize listener for the whole page: the scroll position reaches
 * the store at most once per SCROLL_THROTTLE_MS, the viewport once per animation frame of resizing.
 * Widgets subscribe to the store instead of adding listeners of their own. Also the page's load time
 * (`loadedAtMs`, performance.now() ms): when the window's `load` event fires, or now when the bundle
 * ran after it. The main bundle takes it, so a family file that arrives late still counts from the
 * page's load (the cookie notice). Returns a function that removes the scroll, scrollend and resize
 * listeners (the load listener goes by itself).
 */
export function startPageTrackers(store: IslandsStore, view: Window = window): () => void {
  let stopped = false;

  const setScroll = (yPx: number) => {
    const previous = store.getState().scroll;
    if (yPx === previous.yPx) return;
    store.setState({ scroll: { yPx, direction: yPx > previous.yPx ? 'down' : 'up' } });
  };
  const readScroll = () => setScroll(view.scrollY);
  const readViewport = () => {
    const widthPx = view.innerWidth;
    const heightPx = view.innerHeight;
    const previous = store.getState().viewport;
    if (widthPx === previous.widthPx && heightPx === previous.heightPx) return;
    store.setState({ viewport: { widthPx, heightPx, name: viewportNameForWidth(widthPx) } });
  };
  // The store learns the scroll position at most once per SCROLL_THROTTLE_MS (README, "One scroll and
  // one resize listener"): hide-on-scroll, thresholds and close-on-scroll need no more, and each update
  // wakes every subscriber. At rest one passive scroll listener waits. Where the browser has view timelines, the
  // first scroll event hands over to ONE interval of SCROLL_THROTTLE_MS that reads the position from
  // the scroll probe (core/dom/scroll-probe.ts: no layout, no listener called each frame) until the
  // scroll ends (`scrollend`, or SETTLED_POLLS reads without a move); then the listener comes back.
  // Elsewhere the listener stays: its reads run in a task posted after the frame, where `scrollY`
  // costs no layout (read in the scroll event itself, it forced one each frame). An event too soon
  // after the last read is only noted: the `scrollend` event reads the position the scroll stopped at.
  // Where the browser has no `scrollend`, a timer does, cleared by the next read. No timer is set while
  // a page scrolls on. A layer that moves with every frame subscribes to onScrollFrames
  // (core/dom/scroll-frames.ts).
  const hasScrollEnd = Reflect.has(view, 'onscrollend');
  let lastReadEventMs = -Infinity;
  let missedPosition = false;
  let trailingTimer = 0;
  let probe: ScrollProbe | null | undefined;
  let pollTimer = 0;
  let unmovedPolls = 0;
  let probeFailures = 0;
  let restFrame = 0;
  const readAfterFrame = taskAfterEvents(readScroll, () => stopped);
  // The probe's reads start where the page's root element does: learned where the page rests.
  const readAtRest = taskAfterEvents(
    () => {
      readScroll();
      probe?.calibrate(view.scrollY);
    },
    () => stopped,
  );
  const poll = () => {
    const yPx = probe?.readPx() ?? null;
    if (yPx === null) {
      // The browser gave no progress (the probe's box taken out of the page, say): back to the listener,
      // and for good after PROBE_FAILURES_ALLOWED scrolls in a row without one.
      stopPolling();
      probeFailures += 1;
      if (probeFailures >= PROBE_FAILURES_ALLOWED) {
        probe?.remove();
        probe = null;
      }
      return;
    }
    probeFailures = 0;
    if (yPx === store.getState().scroll.yPx) {
      unmovedPolls += 1;
      if (unmovedPolls >= SETTLED_POLLS) stopPolling();
      return;
    }
    unmovedPolls = 0;
    setScroll(yPx);
  };
  const stopPolling = () => {
    if (pollTimer === 0) return;
    view.clearInterval(pollTimer);
    pollTimer = 0;
    view.addEventListener('scroll', onScroll, { passive: true });
    // Where the scroll stopped, exactly: scrollY read in a task after the next frame (this may run in
    // a timer, between frames, where the page's layout may be out of date and the read would force it).
    view.cancelAnimationFrame(restFrame);
    restFrame = view.requestAnimationFrame(readAtRest);
  };
  const onScroll = (event: Event) => {
    if (probe === undefined) probe = createScrollProbe(view);
    if (probe) {
      view.removeEventListener('scroll', onScroll);
      unmovedPolls = 0;
      // The first read comes with the interval: the timeline has not seen this frame's scroll yet.
      pollTimer = view.setInterval(poll, SCROLL_THROTTLE_MS);
      return;
    }
    if (event.timeStamp - lastReadEventMs >= SCROLL_THROTTLE_MS) {
      lastReadEventMs = event.timeStamp;
      missedPosition = false;
      // Only a timer that was set is cleared: with `scrollend` none ever is, and a clear per read was
      // a call into the page's timers on every other frame of a scroll (README, "Benchmark").
      if (trailingTimer !== 0) {
        view.clearTimeout(trailingTimer);
        trailingTimer = 0;
      }
      readAfterFrame();
      return;
    }
    missedPosition = true;
    if (hasScrollEnd || trailingTimer !== 0) return;
    trailingTimer = view.setTimeout(() => {
      trailingTimer = 0;
      onScrollEnd();
    }, SCROLL_THROTTLE_MS);
  };
  const onScrollEnd = () => {
    if (pollTimer !== 0) {
      stopPolling();
      return;
    }
    if (!missedPosition) return;
    missedPosition = false;
    readAfterFrame();
  };
  const onResize = taskAfterEvents(readViewport, () => stopped);
  // The store starts at scroll 0 (boot must not force the page's first layout): the real position,
  // e.g. after a reload half-way down, arrives after the first frame.
  const firstFrame = view.requestAnimationFrame(readAfterFrame);

  const onLoad = () => store.setState({ loadedAtMs: view.performance.now() });
  if (view.document.readyState === 'complete') onLoad();
  else view.addEventListener('load', onLoad, { once: true });

  view.addEventListener('scroll', onScroll, { passive: true });
  if (hasScrollEnd) view.addEventListener('scrollend', onScrollEnd, { passive: true });
  view.addEventListener('resize', onResize, { passive: true });
  return () => {
    stopped = true;
    view.removeEventListener('scroll', onScroll);
    view.removeEventListener('scrollend', onScrollEnd);
    view.removeEventListener('resize', onResize);
    view.cancelAnimationFrame(firstFrame);
    view.cancelAnimationFrame(restFrame);
    view.clearTimeout(trailingTimer);
    view.clearInterval(pollTimer);
    probe?.remove();
  };
}
