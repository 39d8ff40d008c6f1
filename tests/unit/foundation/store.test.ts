import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScrollLock } from '../../../core/overlay/scroll-lock';
import { postTask } from '../../../core/dom/post-task';
import { SCROLL_THROTTLE_MS, startPageTrackers } from '../../../core/store/page-trackers';
import { viewportNameForWidth } from '../../../core/store/viewport';
import { createTestStore } from '../../support/islands';
import { installFakeFrames } from '../../support/fake-frames';

function setWindowValue(name: 'scrollY' | 'innerWidth' | 'innerHeight', value: number) {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

const running: Array<() => void> = [];
/** Starts the trackers and stops them after the test, so no test sees another's listeners. */
function track(store: ReturnType<typeof createTestStore>): () => void {
  const stop = startPageTrackers(store);
  running.push(stop);
  return stop;
}

afterEach(() => {
  for (const stop of running.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setWindowValue('scrollY', 0);
  setWindowValue('innerWidth', 1024);
  setWindowValue('innerHeight', 768);
  document.documentElement.removeAttribute('style');
  for (const restore of restoreScrollEnd.splice(0)) restore();
});

/** A scroll event at `timeStampMs` (the throttle compares event times), the page at `yPx`. */
function scrollAt(yPx: number, timeStampMs: number) {
  setWindowValue('scrollY', yPx);
  const event = new Event('scroll');
  Object.defineProperty(event, 'timeStamp', { value: timeStampMs });
  window.dispatchEvent(event);
}

const restoreScrollEnd: Array<() => void> = [];
/** A browser without the scrollend event (jsdom has it): the `onscrollend` property taken away until the test ends. */
function withoutScrollEnd() {
  let owner: object | null = window;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner) as object | null;
  if (!owner) return;
  const holder = owner;
  const descriptor = Object.getOwnPropertyDescriptor(holder, 'onscrollend')!;
  delete (holder as Record<string, unknown>).onscrollend;
  restoreScrollEnd.push(() => Object.defineProperty(holder, 'onscrollend', descriptor));
}

/** The trackers read in a task posted after the frame: a task posted now runs after it. */
const afterPostedTasks = () => new Promise<void>((resolve) => postTask(resolve));

describe('overlays in the shared store', () => {
  it('at most one overlay is open: opening one closes the other', () => {
    const store = createTestStore();
    expect(store.getState().openOverlayId).toBeNull();
    store.getState().openOverlay('promo-popup');
    store.getState().openOverlay('search');
    expect(store.getState().openOverlayId).toBe('search');
  });

  it('closing a stale overlay id does nothing', () => {
    const store = createTestStore();
    store.getState().openOverlay('promo-popup');
    store.getState().openOverlay('lightbox');
    store.getState().closeOverlay('promo-popup');
    expect(store.getState().openOverlayId).toBe('lightbox');
    store.getState().closeOverlay('lightbox');
    expect(store.getState().openOverlayId).toBeNull();
  });

  it('the page does not scroll while an overlay is open, and scrolls again after', () => {
    const root = document.documentElement;
    root.style.overflow = 'auto';
    const store = createTestStore();
    const stop = startScrollLock(store, root);
    expect(root.style.overflow).toBe('auto');
    store.getState().openOverlay('menu');
    expect(root.style.overflow).toBe('hidden');
    store.getState().openOverlay('search'); // switching overlays keeps the lock
    expect(root.style.overflow).toBe('hidden');
    store.getState().closeOverlay('search');
    expect(root.style.overflow).toBe('auto');
    stop();
    store.getState().openOverlay('menu');
    expect(root.style.overflow).toBe('auto');
  });

  it('keeps the scrollbar width as padding so the page does not shift', () => {
    const root = document.documentElement;
    setWindowValue('innerWidth', 1024);
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(1009);
    const store = createTestStore();
    startScrollLock(store, root);
    store.getState().openOverlay('lightbox');
    expect(root.style.paddingRight).toBe('15px');
    store.getState().closeOverlay('lightbox');
    expect(root.style.paddingRight).toBe('');
  });

  it('locks at once when an overlay is already open at start', () => {
    const store = createTestStore();
    store.getState().openOverlay('popup');
    startScrollLock(store);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });
});

describe('page trackers: one scroll and one resize listener for the page', () => {
  it('adds ONE passive scroll and ONE passive resize listener however many widgets subscribe', () => {
    const added = vi.spyOn(window, 'addEventListener');
    installFakeFrames();
    const store = createTestStore();
    track(store);
    for (let subscriber = 0; subscriber < 10; subscriber += 1) store.subscribe(() => {});
    const calls = (type: string) => added.mock.calls.filter(([eventType]) => eventType === type);
    expect(calls('scroll')).toHaveLength(1);
    expect(calls('scrollend')).toHaveLength(1);
    expect(calls('resize')).toHaveLength(1);
    expect(calls('scroll')[0]![2]).toMatchObject({ passive: true });
    expect(calls('resize')[0]![2]).toMatchObject({ passive: true });
  });

  it('the scroll position reaches the store at most once per 30 ms (the spec scroll throttle), read in a task after the frame, with no animation frame and no timer of its own; scrollend brings the last position', async () => {
    expect(SCROLL_THROTTLE_MS).toBe(30);
    expect('onscrollend' in window).toBe(true);
    const frames = installFakeFrames();
    const timers = vi.spyOn(window, 'setTimeout');
    const clearedTimers = vi.spyOn(window, 'clearTimeout');
    const store = createTestStore();
    track(store);
    frames.runFrame(); // the first position, read once after the first frame
    await afterPostedTasks();
    const updates = vi.fn();
    store.subscribe(updates);
    scrollAt(10, 1000);
    // Not inside the frame that dispatched it, where layout may still be dirty: in a task after it.
    expect(updates).not.toHaveBeenCalled();
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(store.getState().scroll).toEqual({ yPx: 10, direction: 'down' });
    // Sooner than 30 ms after the read's event: no read.
    scrollAt(50, 1010);
    scrollAt(120, 1020);
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(1);
    // Scrolling on: an event 30 ms after the last read's reads again.
    scrollAt(180, 1000 + SCROLL_THROTTLE_MS);
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(2);
    expect(store.getState().scroll).toEqual({ yPx: 180, direction: 'down' });
    // The scroll stops between reads: scrollend brings where it stopped.
    scrollAt(200, 1040);
    window.dispatchEvent(new Event('scrollend'));
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(3);
    expect(store.getState().scroll).toEqual({ yPx: 200, direction: 'down' });
    // A scrollend after a position already read reads nothing more.
    window.dispatchEvent(new Event('scrollend'));
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(3);
    expect(frames.pending()).toBe(0);
    expect(timers).not.toHaveBeenCalled();
    // Nor a clear per read of a timer never set (each is a call into the page's timers, on every
    // other frame of a scroll).
    expect(clearedTimers).not.toHaveBeenCalled();
  });

  it('without scrollend, a timer brings the last position, cleared by the next read', async () => {
    withoutScrollEnd();
    expect('onscrollend' in window).toBe(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = createTestStore();
    track(store);
    const updates = vi.fn();
    store.subscribe(updates);
    scrollAt(10, 1000);
    await afterPostedTasks();
    scrollAt(50, 1010);
    scrollAt(120, 1020);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 1);
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(2);
    expect(store.getState().scroll).toEqual({ yPx: 120, direction: 'down' });
    // Scrolling on: the read 30 ms after the last one clears the timer a skipped event set.
    scrollAt(150, 1045);
    scrollAt(180, 1000 + 2 * SCROLL_THROTTLE_MS);
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(3);
    expect(store.getState().scroll).toEqual({ yPx: 180, direction: 'down' });
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(3);
  });

  it('tells the scroll direction: down, then up', async () => {
    const store = createTestStore();
    track(store);
    expect(store.getState().scroll.direction).toBe('none');
    scrollAt(400, 1000);
    await afterPostedTasks();
    expect(store.getState().scroll).toEqual({ yPx: 400, direction: 'down' });
    scrollAt(250, 1100);
    await afterPostedTasks();
    expect(store.getState().scroll).toEqual({ yPx: 250, direction: 'up' });
  });

  it('a scroll event that did not move the page updates nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = createTestStore();
    track(store);
    const updates = vi.fn();
    store.subscribe(updates);
    scrollAt(0, 1000);
    scrollAt(0, 1010);
    await afterPostedTasks();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(updates).not.toHaveBeenCalled();
  });

  it('updates the viewport size and name on resize, once per frame', async () => {
    const frames = installFakeFrames();
    setWindowValue('innerWidth', 1280);
    const store = createTestStore();
    expect(store.getState().viewport.name).toBe('desktop_wide');
    track(store);
    const updates = vi.fn();
    store.subscribe(updates);
    setWindowValue('innerWidth', 900);
    window.dispatchEvent(new Event('resize'));
    setWindowValue('innerWidth', 767);
    setWindowValue('innerHeight', 600);
    window.dispatchEvent(new Event('resize'));
    frames.runFrame();
    await afterPostedTasks();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(store.getState().viewport).toEqual({ widthPx: 767, heightPx: 600, name: 'mobile' });
  });

  it('the returned stop function removes its listeners, any pending frame and the pending scroll read', async () => {
    const frames = installFakeFrames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const store = createTestStore();
    const stop = track(store);
    scrollAt(80, 1000); // a read posted
    scrollAt(90, 1010); // and a position missed
    stop();
    for (const type of ['scroll', 'scrollend', 'resize']) {
      const listener = added.mock.calls.find(([eventType]) => eventType === type)![1];
      expect(removed.mock.calls.some(([eventType, removedListener]) => eventType === type && removedListener === listener)).toBe(true);
    }
    expect(frames.pending()).toBe(0);
    const updates = vi.fn();
    store.subscribe(updates);
    scrollAt(300, 2000);
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('resize'));
    frames.runFrame();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    await afterPostedTasks();
    expect(updates).not.toHaveBeenCalled();
    expect(store.getState().scroll.yPx).toBe(0); // the read pending at stop never came
  });
});

describe("the page's load time (page trackers)", () => {
  const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });
  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).readyState;
  });

  it('is null until the load event, then the time it fired (performance.now)', () => {
    setReadyState('interactive');
    const store = createTestStore();
    track(store);
    expect(store.getState().loadedAtMs).toBeNull();
    vi.spyOn(performance, 'now').mockReturnValue(1234.5);
    window.dispatchEvent(new Event('load'));
    expect(store.getState().loadedAtMs).toBe(1234.5);
  });

  it('when the bundle ran after the load event: now', () => {
    setReadyState('complete');
    vi.spyOn(performance, 'now').mockReturnValue(99);
    const store = createTestStore();
    track(store);
    expect(store.getState().loadedAtMs).toBe(99);
  });
});

describe('viewport names', () => {
  it.each([
    // desktop_wide above 1170 (the spec leaves 1170 itself unnamed; it counts as desktop_wide)
    [1920, 'desktop_wide'],
    [1171, 'desktop_wide'],
    [1170, 'desktop_wide'],
    // desktop 960-1169
    [1169, 'desktop'],
    [960, 'desktop'],
    // tablet 768-959
    [959, 'tablet'],
    [768, 'tablet'],
    // mobile 300-767
    [767, 'mobile'],
    [300, 'mobile'],
    // mobile_portrait below 300
    [299, 'mobile_portrait'],
    [0, 'mobile_portrait'],
  ] as const)('a %i px wide viewport is %s', (widthPx, name) => {
    expect(viewportNameForWidth(widthPx)).toBe(name);
  });
});

/**
 * A browser with view timelines, as far as the scroll probe uses them: each timeline's progress over
 * its subject as the spec computes it, (scrollY − top + viewport) / (height + viewport), from the
 * subject's printed height, `scrollY`, `innerHeight` and the root element's `marginTop` (jsdom lays
 * nothing out). `frame()` is a frame: every timeline sampled, as a browser does once per frame (reads
 * in between see the last sample), then the animation frame callbacks; `frames` runs frames alone.
 */
function installViewTimelines() {
  const frames = installFakeFrames();
  class FakeUnitValue {
    constructor(
      readonly value: number,
      readonly unit: string,
    ) {}
  }
  const timelines: Array<{ sample: () => void }> = [];
  class FakeViewTimeline {
    currentTime: FakeUnitValue | null = null;
    constructor({ subject }: { subject: HTMLElement }) {
      timelines.push({
        sample: () => {
          if (!subject.isConnected) {
            this.currentTime = null;
            return;
          }
          const heightPx = Number.parseFloat(subject.style.height);
          const topPx = Number.parseFloat(document.documentElement.style.marginTop || '0');
          const progress = (window.scrollY - topPx + window.innerHeight) / (heightPx + window.innerHeight);
          this.currentTime = new FakeUnitValue(progress * 100, 'percent');
        },
      });
    }
  }
  vi.stubGlobal('CSSUnitValue', FakeUnitValue);
  vi.stubGlobal('ViewTimeline', FakeViewTimeline);
  return {
    frame: () => {
      timelines.forEach((timeline) => timeline.sample());
      frames.runFrame();
    },
    frames,
    count: () => timelines.length,
  };
}

describe('the scroll position from the scroll probe (browsers with view timelines)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.querySelector('[data-islands-scroll-probe]')?.remove();
  });

  it('the first scroll event hands over to ONE 30 ms interval with no listener; the store gets the position the probe reads, at most once per 30 ms; scrollend brings the listener back and reads scrollY', async () => {
    const timelines = installViewTimelines();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const intervals = vi.spyOn(window, 'setInterval');
    const store = createTestStore();
    track(store);
    timelines.frame(); // the page's first frame: the position at rest, 0
    await afterPostedTasks();
    const updates = vi.fn();
    store.subscribe(updates);
    scrollAt(40, 1000);
    const listener = added.mock.calls.find(([type]) => type === 'scroll')![1];
    expect(removed.mock.calls.some(([type, removedListener]) => type === 'scroll' && removedListener === listener)).toBe(true);
    expect(intervals).toHaveBeenCalledTimes(1);
    expect(intervals.mock.calls[0]![1]).toBe(SCROLL_THROTTLE_MS);
    // The probe: one box of no size at the end of <html>, two timelines.
    const box = document.documentElement.lastElementChild as HTMLElement;
    expect(box.hasAttribute('data-islands-scroll-probe')).toBe(true);
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.overflow).toBe('clip');
    expect(timelines.count()).toBe(2);
    // The page scrolls on: nothing runs per event; each interval reads the last frame's position.
    setWindowValue('scrollY', 120);
    timelines.frame();
    await afterPostedTasks();
    expect(updates).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 1);
    expect(updates).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.getState().scroll).toEqual({ yPx: 120, direction: 'down' });
    // The page grows and the viewport changes height (a mobile address bar): the probe reads neither.
    document.body.style.height = '9000px';
    setWindowValue('innerHeight', 600);
    setWindowValue('scrollY', 300);
    timelines.frame();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(store.getState().scroll).toEqual({ yPx: 300, direction: 'down' });
    setWindowValue('scrollY', 250);
    timelines.frame();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(store.getState().scroll).toEqual({ yPx: 250, direction: 'up' });
    expect(updates).toHaveBeenCalledTimes(3);
    // The scroll ends between two reads: the interval goes, the listener comes back, scrollY is read
    // in a task after the next frame (not before it, where layout may be out of date).
    setWindowValue('scrollY', 240);
    window.dispatchEvent(new Event('scrollend'));
    expect(vi.getTimerCount()).toBe(0);
    expect(added.mock.calls.filter(([type, addedListener]) => type === 'scroll' && addedListener === listener)).toHaveLength(2);
    await afterPostedTasks();
    expect(store.getState().scroll.yPx).toBe(250);
    timelines.frame();
    await afterPostedTasks();
    expect(store.getState().scroll).toEqual({ yPx: 240, direction: 'up' });
    // The next scroll starts a new interval with the same probe.
    scrollAt(260, 5000);
    expect(intervals).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('[data-islands-scroll-probe]')).toHaveLength(1);
    document.body.style.height = '';
  });

  it('without scrollend: two reads without a move end the interval', async () => {
    withoutScrollEnd();
    const timelines = installViewTimelines();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const store = createTestStore();
    track(store);
    scrollAt(70, 1000);
    timelines.frame();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(store.getState().scroll.yPx).toBe(70);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(vi.getTimerCount()).toBe(0);
    setWindowValue('scrollY', 72); // a last move after the last read: read after the next frame
    timelines.frame();
    await afterPostedTasks();
    expect(store.getState().scroll.yPx).toBe(72);
  });

  it('a root element moved down (an admin bar margin on a positioned <html>): learned where the page rests, then read right', async () => {
    const timelines = installViewTimelines();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    document.documentElement.style.marginTop = '32px';
    const store = createTestStore();
    track(store);
    scrollAt(100, 1000);
    setWindowValue('scrollY', 100);
    timelines.frame();
    window.dispatchEvent(new Event('scrollend'));
    timelines.frame();
    await afterPostedTasks(); // at rest: scrollY read after the frame, and the probe learns the offset
    expect(store.getState().scroll.yPx).toBe(100);
    scrollAt(150, 2000);
    setWindowValue('scrollY', 400);
    timelines.frame();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(store.getState().scroll).toEqual({ yPx: 400, direction: 'down' });
  });

  it('a probe that gives no position three scrolls in a row is removed: the listener tracks the page alone', async () => {
    const { frames } = installViewTimelines(); // never sampled: no progress
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const intervals = vi.spyOn(window, 'setInterval');
    const store = createTestStore();
    track(store);
    for (let scroll = 0; scroll < 3; scroll += 1) {
      scrollAt(10 * (scroll + 1), 1000 + 100 * scroll);
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
      frames.runFrame();
      await afterPostedTasks();
      // Each failed read still gives the store the position, read after the frame.
      expect(store.getState().scroll.yPx).toBe(10 * (scroll + 1));
    }
    expect(document.querySelector('[data-islands-scroll-probe]')).toBeNull();
    scrollAt(90, 2000);
    await afterPostedTasks();
    expect(intervals).toHaveBeenCalledTimes(3);
    expect(store.getState().scroll.yPx).toBe(90);
  });

  it('the stop function clears the interval and removes the probe', () => {
    installViewTimelines();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const store = createTestStore();
    const stop = track(store);
    scrollAt(10, 1000);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(document.querySelector('[data-islands-scroll-probe]')).toBeNull();
  });
});
