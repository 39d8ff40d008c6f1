import { vi } from 'vitest';

/** requestAnimationFrame driven by the test, with the frame times it chooses; window.scrollTo recorded. */
export interface TimedFrames {
  /** Runs the frames queued so far at time `atMs`. */
  frameAt(atMs: number): void;
  /** Runs frames every 16 ms from `fromMs` until none is queued or `untilMs` passes. */
  runUntil(fromMs: number, untilMs: number): void;
  pending(): number;
  /** Every y the page was scrolled to. */
  scrolledTo(): number[];
}

export function installTimedFrames(): TimedFrames {
  let queue = new Map<number, FrameRequestCallback>();
  let handle = 0;
  const positions: number[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queue.set(++handle, callback);
    return handle;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void queue.delete(id));
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    positions.push(options.top ?? 0);
    Object.defineProperty(window, 'scrollY', { value: options.top ?? 0, configurable: true });
  }) as typeof window.scrollTo);
  const frames: TimedFrames = {
    frameAt(atMs) {
      const frame = queue;
      queue = new Map();
      for (const callback of frame.values()) callback(atMs);
    },
    runUntil(fromMs, untilMs) {
      for (let at = fromMs; at <= untilMs && queue.size > 0; at += 16) frames.frameAt(at);
    },
    pending: () => queue.size,
    scrolledTo: () => positions,
  };
  return frames;
}
