import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_VIEWPORT, mountMarkup } from '../../tests/support/islands';
import { countdownWidget } from '.';
import type * as ServerAttributes from '../../core/hooks/useServerAttributes';

/** Each render of a countdown's root calls useServerAttributes once: counted here. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../core/hooks/useServerAttributes', async (importOriginal) => {
  const original = await importOriginal<typeof ServerAttributes>();
  return {
    ...original,
    useServerAttributes: (...args: Parameters<typeof original.useServerAttributes>) => {
      renders.count += 1;
      return original.useServerAttributes(...args);
    },
  };
});

const COUNTDOWN = `
<div data-island="countdown" data-end="2027-01-01T00:00:00Z">
  <span><span data-countdown="days">9</span> <span data-countdown-label="days">days</span></span>
  <span><span data-countdown="hours">9</span> <span data-countdown-label="hours">hr</span></span>
  <span><span data-countdown="minutes">9</span> <span data-countdown-label="minutes">min</span></span>
  <span><span data-countdown="seconds">9</span> <span data-countdown-label="seconds">sc</span></span>
</div>`;
const value = (part: string) => document.querySelector(`[data-countdown="${part}"]`)!.textContent;

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
});

describe('countdown: what each second costs (README, "Countdown")', () => {
  it('writes the digits in the tick itself; its root renders only when the minute (its name) changes', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-31T23:57:30Z') });
    stop = mountMarkup(COUNTDOWN, { countdown: countdownWidget }, { viewport: DESKTOP_VIEWPORT, strategy: 'load' }).stop;
    const element = document.querySelector<HTMLElement>('[data-island="countdown"]')!;
    expect([value('minutes'), value('seconds')]).toEqual(['02', '30']);
    const rendersAtMount = renders.count;
    // 29 seconds within the same minute: the digits move each second, the root never renders.
    for (let second = 29; second >= 1; second -= 1) {
      act(() => vi.advanceTimersByTime(1000));
      expect(value('seconds')).toBe(String(second).padStart(2, '0'));
    }
    expect(renders.count).toBe(rendersAtMount);
    expect(element.getAttribute('aria-label')).toBe('0 days, 0 hr, 2 min, 0 sc');
    // The minute changes: one render, for the timer's new name.
    act(() => vi.advanceTimersByTime(2000));
    expect([value('minutes'), value('seconds')]).toEqual(['01', '59']);
    expect(element.getAttribute('aria-label')).toBe('0 days, 0 hr, 1 min, 0 sc');
    expect(renders.count).toBe(rendersAtMount + 1);
  });
});
