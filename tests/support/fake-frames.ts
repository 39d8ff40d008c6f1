import { vi } from 'vitest';

/**
 * A hand-cranked requestAnimationFrame: callbacks wait until the test runs the next frame, so a test
 * can see what happens before the frame and after it.
 */
export interface FakeFrames {
  /** Callbacks waiting for the next frame. */
  pending(): number;
  /** Runs every callback queued so far, as one frame. */
  runFrame(): void;
}

export function installFakeFrames(): FakeFrames {
  let nextHandle = 1;
  let queue = new Map<number, FrameRequestCallback>();
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    const handle = nextHandle++;
    queue.set(handle, callback);
    return handle;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => {
    queue.delete(handle);
  });
  return {
    pending: () => queue.size,
    runFrame() {
      const frame = queue;
      queue = new Map();
      for (const callback of frame.values()) callback(performance.now());
    },
  };
}
