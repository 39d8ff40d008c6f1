import { afterEach, describe, expect, it, vi } from 'vitest';
import { EQUAL_COLUMNS_CSS, isFlexOrGrid, parseEqualColumnsOptions, tallest } from './options';

/** Equal columns (widgets/equal-columns/README.md): option schema and the rules the widget's CSS/script choice rests on. */

afterEach(() => vi.restoreAllMocks());

describe('equal-columns options', () => {
  it('defaults: direct children, no fill box', () => {
    expect(parseEqualColumnsOptions(document.createElement('div'))).toEqual({ columnSelector: '', fillSelector: '' });
  });

  it('reads selectors; one that is not CSS falls back with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('div');
    element.dataset.columnSelector = '.wpb_column';
    element.dataset.fillSelector = '> > nonsense[';
    expect(parseEqualColumnsOptions(element)).toEqual({ columnSelector: '.wpb_column', fillSelector: '' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('equal-columns rules', () => {
  it('CSS only for flex and grid rows (and their inline forms)', () => {
    for (const display of ['flex', 'grid', 'inline-flex', 'inline-grid', ' flex ']) expect(isFlexOrGrid(display)).toBe(true);
    for (const display of ['block', 'table', 'flow-root', 'contents', '', 'flexbox']) expect(isFlexOrGrid(display)).toBe(false);
  });

  it('the stylesheet applies only from 768 px (above 767)', () => {
    expect(EQUAL_COLUMNS_CSS.startsWith('@media (min-width: 768px) {')).toBe(true);
    expect(EQUAL_COLUMNS_CSS).toContain('align-items: stretch');
  });

  it('tallest keeps fractions (no rounding)', () => {
    expect(tallest([10.25, 99.75, 40])).toBe(99.75);
    expect(tallest([])).toBe(0);
  });
});
