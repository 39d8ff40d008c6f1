import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { parallaxRangePx, parallaxScale, parallaxShiftPx } from './geometry';
import { PARALLAX_DEFAULT_SPEED, parseParallaxOptions } from './options';

const VIEWPORT_PX = 800;
const ROW_PX = 400;

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('parallax options', () => {
  it('data-speed: 0.5 by default (ours), 0 to 1; anything else is refused with one warning', () => {
    const element = (speed?: string) => {
      const node = document.createElement('section');
      if (speed !== undefined) node.setAttribute('data-speed', speed);
      return node;
    };
    expect(parseParallaxOptions(element()).speed).toBe(PARALLAX_DEFAULT_SPEED);
    expect(PARALLAX_DEFAULT_SPEED).toBe(0.5);
    expect(parseParallaxOptions(element('0')).speed).toBe(0);
    expect(parseParallaxOptions(element('1')).speed).toBe(1);
    expect(parseParallaxOptions(element(' 0.2 ')).speed).toBe(0.2);
    expect(warnSpy).not.toHaveBeenCalled();
    for (const bad of ['-0.1', '1.5', 'slow', '', 'NaN']) {
      warnSpy.mockClear();
      expect(parseParallaxOptions(element(bad)).speed).toBe(PARALLAX_DEFAULT_SPEED);
      expect(warnSpy).toHaveBeenCalledTimes(1);
    }
  });
});

describe('parallax geometry', () => {
  it('the background moves (1 − speed) of the scroll inside the row: speed times the page', () => {
    for (const speed of [0, 0.2, 0.5, 0.8, 1]) {
      const centred = (VIEWPORT_PX - ROW_PX) / 2;
      expect(parallaxShiftPx(speed, centred, ROW_PX, VIEWPORT_PX)).toBeCloseTo(0);
      // Scrolling 100 px down: the row rises 100 px; the background rises speed × 100 px.
      const shift = parallaxShiftPx(speed, centred - 100, ROW_PX, VIEWPORT_PX);
      expect(-100 + shift).toBeCloseTo(-speed * 100);
    }
  });

  it('the shift stays within ±range, and the scale makes the background cover the row all the way', () => {
    for (const speed of [0, 0.3, 0.5, 1]) {
      const range = parallaxRangePx(speed, ROW_PX, VIEWPORT_PX);
      expect(range).toBeCloseTo(((1 - speed) * (VIEWPORT_PX + ROW_PX)) / 2);
      // Entering (top at the viewport's bottom) and leaving (bottom at its top): the ends of the range.
      expect(parallaxShiftPx(speed, VIEWPORT_PX, ROW_PX, VIEWPORT_PX)).toBeCloseTo(-range);
      expect(parallaxShiftPx(speed, -ROW_PX, ROW_PX, VIEWPORT_PX)).toBeCloseTo(range);
      expect(parallaxShiftPx(speed, 10 * VIEWPORT_PX, ROW_PX, VIEWPORT_PX)).toBeCloseTo(-range);
      const scale = parallaxScale(range, ROW_PX);
      // Scaled from the middle, the layer reaches range px beyond the row on both sides.
      expect(((scale - 1) * ROW_PX) / 2).toBeCloseTo(range);
    }
    expect(parallaxScale(100, 0)).toBe(1);
    expect(parallaxScale(100, 5e-324)).toBe(1); // fuzz: a sub-pixel row once scaled to Infinity
  });
});
