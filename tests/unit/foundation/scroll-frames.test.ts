import { afterEach, describe, expect, it, vi } from 'vitest';
import { postTask } from '../../../core/dom/post-task';
import { onScrollFrames } from '../../../core/dom/scroll-frames';

const afterPostedTasks = () => new Promise<void>((resolve) => postTask(resolve));
const scrollTo = (yPx: number) => {
  Object.defineProperty(window, 'scrollY', { value: yPx, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('onScrollFrames: the scroll position once per frame, for layers that move with the page', () => {
  it('one passive listener for every subscriber, there only while something subscribes', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const scrollCalls = (spy: typeof added | typeof removed) => spy.mock.calls.filter(([type]) => type === 'scroll');
    const first = onScrollFrames(() => {});
    const second = onScrollFrames(() => {});
    expect(scrollCalls(added)).toHaveLength(1);
    expect(scrollCalls(added)[0]![2]).toMatchObject({ passive: true });
    first();
    expect(scrollCalls(removed)).toHaveLength(0);
    second();
    expect(scrollCalls(removed)).toHaveLength(1);
    expect(scrollCalls(removed)[0]![1]).toBe(scrollCalls(added)[0]![1]);
  });

  it('a burst of scroll events is read once, in a task after them, with the last position', async () => {
    const seen: number[] = [];
    const stop = onScrollFrames((yPx) => seen.push(yPx));
    scrollTo(10);
    scrollTo(40);
    expect(seen).toEqual([]); // not inside the frame that dispatched them
    await afterPostedTasks();
    expect(seen).toEqual([40]);
    scrollTo(90);
    await afterPostedTasks();
    expect(seen).toEqual([40, 90]);
    stop();
    scrollTo(200);
    await afterPostedTasks();
    expect(seen).toEqual([40, 90]);
  });
});
