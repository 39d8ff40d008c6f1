import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutCubic, timedScrollTo } from '../../../core/dom/timed-scroll';
import { installTimedFrames, type TimedFrames } from '../../support/timed-frames';

let frames: TimedFrames;
beforeEach(() => {
  frames = installTimedFrames();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('timed scroll (core/dom/timed-scroll.ts)', () => {
  it('eases from the start to the target in exactly the given time', () => {
    const onDone = vi.fn();
    timedScrollTo(0, 1000, { durationMs: 800, onDone });
    frames.frameAt(1000); // the first frame fixes the start time
    frames.frameAt(1400); // half-way in time: half-way in distance (symmetric easing)
    expect(frames.scrolledTo().at(-1)).toBe(500);
    frames.frameAt(1100);
    expect(frames.scrolledTo().at(-1)).toBeLessThan(125); // slow start
    expect(onDone).not.toHaveBeenCalled();
    frames.frameAt(1799);
    expect(onDone).not.toHaveBeenCalled();
    frames.frameAt(1800);
    expect(frames.scrolledTo().at(-1)).toBe(1000);
    expect(onDone).toHaveBeenCalledWith(true);
    expect(frames.pending()).toBe(0);
  });

  it('the easing starts at 0, ends at 1 and never overshoots', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    for (let t = 0; t <= 1; t += 0.05) expect(easeInOutCubic(t)).toBeGreaterThanOrEqual(0);
  });

  it('jumps at once when instant (reduced motion)', () => {
    const onDone = vi.fn();
    timedScrollTo(900, 0, { durationMs: 800, instant: true, onDone });
    expect(frames.scrolledTo()).toEqual([0]);
    expect(onDone).toHaveBeenCalledWith(true);
    expect(frames.pending()).toBe(0);
  });

  it.each([
    ['wheel', new WheelEvent('wheel')],
    ['touchstart', new Event('touchstart')],
    ['a scrolling key', new KeyboardEvent('keydown', { key: 'PageDown' })],
  ])('stops where it is when the visitor scrolls (%s)', (_name, event) => {
    const onDone = vi.fn();
    timedScrollTo(0, 1000, { durationMs: 800, onDone });
    frames.frameAt(0);
    frames.frameAt(200);
    const reached = frames.scrolledTo().length;
    window.dispatchEvent(event);
    expect(onDone).toHaveBeenCalledWith(false);
    frames.runUntil(216, 2000);
    expect(frames.scrolledTo()).toHaveLength(reached);
  });

  it('a key that does not scroll (Tab) does not stop it', () => {
    const onDone = vi.fn();
    timedScrollTo(0, 1000, { durationMs: 800, onDone });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    frames.runUntil(0, 1000);
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('a new animation replaces the running one, which reports nothing', () => {
    const first = vi.fn();
    const second = vi.fn();
    timedScrollTo(0, 1000, { durationMs: 800, onDone: first });
    frames.frameAt(0);
    timedScrollTo(0, 300, { durationMs: 800, onDone: second });
    frames.runUntil(16, 2000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(true);
    expect(frames.scrolledTo().at(-1)).toBe(300);
  });
});
