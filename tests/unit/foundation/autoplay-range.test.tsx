import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from '../../../core/hooks/useAutoplay';
import { MAX_TIMER_MS, MIN_AUTOPLAY_MS, isSchedulableInterval } from '../../../core/settings/seconds';

function Autoplayed({ element, intervalMs, advance }: { element: HTMLElement; intervalMs: number; advance: () => void }) {
  useAutoplay(element, intervalMs, advance);
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAutoplay(intervalMs: number) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const element = document.createElement('div');
  document.body.append(element);
  const advance = vi.fn();
  render(<Autoplayed element={element} intervalMs={intervalMs} advance={advance} />);
  return { advance, warnSpy };
}

describe('useAutoplay refuses an interval a browser timer cannot keep (last line of defence)', () => {
  it('the range is 1000 ms to 2^31−1 ms', () => {
    expect([MIN_AUTOPLAY_MS, MAX_TIMER_MS]).toEqual([1000, 2_147_483_647]);
    expect([999, 1000, MAX_TIMER_MS, MAX_TIMER_MS + 1, NaN, Infinity].map(isSchedulableInterval)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['0.1 ms', 0.1],
    ['999 ms', 999],
    ['2^31 ms, which setInterval wraps round to ~0', 2 ** 31],
    ['3e9 ms', 3e9],
    ['negative', -5000],
    ['NaN', NaN],
    ['Infinity', Infinity],
  ])('%s: no timer is scheduled, nothing advances, one warning', (_label, intervalMs) => {
    const { advance, warnSpy } = renderAutoplay(intervalMs);
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(advance).not.toHaveBeenCalled();
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toMatch(/^\[cms-islands\] autoplay every .* ms refused/);
  });

  it('the ends of the range are scheduled, silently', () => {
    const { advance, warnSpy } = renderAutoplay(1000);
    act(() => void vi.advanceTimersByTime(3000));
    expect(advance).toHaveBeenCalledTimes(3);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('0 stays "no autoplay", silently', () => {
    const { advance, warnSpy } = renderAutoplay(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(advance).not.toHaveBeenCalled();
    expect(warnSpy).not.toHaveBeenCalled();
  });
});
