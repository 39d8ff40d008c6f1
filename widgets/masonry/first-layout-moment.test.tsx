import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../tests/support/fake-intersection-observer';
import { useFirstLayoutMoment } from './useFirstLayoutMoment';

let Observer: ReturnType<typeof installFakeIntersectionObserver>;
let grid: HTMLElement;

beforeEach(() => {
  Observer = installFakeIntersectionObserver();
  grid = document.body.appendChild(document.createElement('div'));
  // On screen, further down the page than its first screen: the first layout waits (README, "Markup").
  vi.stubGlobal('scrollY', 2000);
  vi.spyOn(grid, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 100, width: 600, height: 400 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const watching = () => Observer.instances.filter((observer) => observer.observed.has(grid));

describe('masonry: nothing late moves a grid under the visitor’s eyes (README, "Markup")', () => {
  it('a grid on screen keeps its rows; it is laid out once off screen, and stays so', () => {
    const { result, unmount } = renderHook(() => useFirstLayoutMoment(grid, true));
    expect(result.current).toBe(false);
    expect(watching()).toHaveLength(1);
    act(() => watching()[0]!.report(grid, true));
    expect(result.current).toBe(false);
    act(() => watching()[0]!.report(grid, false));
    expect(result.current).toBe(true);
    expect(watching()).toHaveLength(0);
    unmount();
  });

  it('reports that come together count by the last: off screen and back on screen is on screen', () => {
    const { result, unmount } = renderHook(() => useFirstLayoutMoment(grid, true));
    act(() =>
      watching()[0]!.reportAtOnce([
        [grid, false],
        [grid, true],
      ]),
    );
    expect(result.current).toBe(false);
    act(() => watching()[0]!.reportAtOnce([[grid, false]]));
    expect(result.current).toBe(true);
    unmount();
  });
});
