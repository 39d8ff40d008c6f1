import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScrollLock } from '../../../src/core/overlay/scroll-lock';
import { startPageTrackers } from '../../../src/core/store/page-trackers';
import { viewportNameForWidth } from '../../../src/core/store/viewport';
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
  vi.restoreAllMocks();
  setWindowValue('scrollY', 0);
  setWindowValue('innerWidth', 1024);
  setWindowValue('innerHeight', 768);
  document.documentElement.removeAttribute('style');
});

/** The trackers read in a task after the frame (a MessageChannel message): let it run. */
const afterFrameTask = () => new Promise<void>((resolve) => setTimeout(resolve, 10));

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
    expect(calls('resize')).toHaveLength(1);
    expect(calls('scroll')[0]![2]).toMatchObject({ passive: true });
    expect(calls('resize')[0]![2]).toMatchObject({ passive: true });
  });

  it('coalesces scroll events into one store update, read in a task after them (after the frame: no forced layout), with no animation frame of its own', async () => {
    const frames = installFakeFrames();
    const store = createTestStore();
    track(store);
    frames.runFrame(); // the first position, read once after the first frame
    await afterFrameTask();
    const updates = vi.fn();
    store.subscribe(updates);
    for (const yPx of [10, 50, 120]) {
      setWindowValue('scrollY', yPx);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(updates).not.toHaveBeenCalled(); // not inside the frame that dispatched them, where layout may still be dirty
    expect(frames.pending()).toBe(0);
    await afterFrameTask();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(store.getState().scroll).toEqual({ yPx: 120, direction: 'down' });
  });

  it('tells the scroll direction: down, then up', async () => {
    const frames = installFakeFrames();
    const store = createTestStore();
    track(store);
    expect(store.getState().scroll.direction).toBe('none');
    setWindowValue('scrollY', 400);
    window.dispatchEvent(new Event('scroll'));
    frames.runFrame();
    await afterFrameTask();
    expect(store.getState().scroll).toEqual({ yPx: 400, direction: 'down' });
    setWindowValue('scrollY', 250);
    window.dispatchEvent(new Event('scroll'));
    frames.runFrame();
    await afterFrameTask();
    expect(store.getState().scroll).toEqual({ yPx: 250, direction: 'up' });
  });

  it('a scroll event that did not move the page updates nothing', async () => {
    const frames = installFakeFrames();
    const store = createTestStore();
    track(store);
    const updates = vi.fn();
    store.subscribe(updates);
    window.dispatchEvent(new Event('scroll'));
    frames.runFrame();
    await afterFrameTask();
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
    await afterFrameTask();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(store.getState().viewport).toEqual({ widthPx: 767, heightPx: 600, name: 'mobile' });
  });

  it('the returned stop function removes both listeners and any pending frame', () => {
    const frames = installFakeFrames();
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const store = createTestStore();
    const stop = track(store);
    setWindowValue('scrollY', 80);
    window.dispatchEvent(new Event('scroll'));
    stop();
    for (const type of ['scroll', 'resize']) {
      const listener = added.mock.calls.find(([eventType]) => eventType === type)![1];
      expect(removed.mock.calls.some(([eventType, removedListener]) => eventType === type && removedListener === listener)).toBe(true);
    }
    expect(frames.pending()).toBe(0);
    const updates = vi.fn();
    store.subscribe(updates);
    setWindowValue('scrollY', 300);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    frames.runFrame();
    expect(updates).not.toHaveBeenCalled();
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
