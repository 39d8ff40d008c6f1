import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { masonryParams, parseMasonryOptions } from './options';
import { MASONRY_MARKUP } from './markup';

function grid(attributes: string, inner = '', dir = 'ltr'): HTMLElement {
  document.body.innerHTML = `<div dir="${dir}"><div data-island="masonry" ${attributes}>${inner}</div></div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('masonry options', () => {
  it('defaults: .grid-item, no column width, gutter 0', () => {
    expect(parseMasonryOptions(grid(''))).toEqual({ itemSelector: '.grid-item', columnWidth: '', gutter: 0 });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads data-item-selector, data-column-width and data-gutter', () => {
    expect(parseMasonryOptions(grid('data-item-selector=".card" data-column-width="240" data-gutter="20"'))).toEqual({
      itemSelector: '.card',
      columnWidth: '240',
      gutter: 20,
    });
  });

  it('malformed values fall back to their defaults with one warning', () => {
    expect(parseMasonryOptions(grid('data-gutter="-4" data-item-selector=" "'))).toEqual({
      itemSelector: '.grid-item',
      columnWidth: '',
      gutter: 0,
    });
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('a selector the browser cannot parse falls back to its default with one warning (a crafted or imported post: the block editor offers neither)', () => {
    expect(parseMasonryOptions(grid('data-item-selector="div[" data-column-width="}"'))).toEqual({
      itemSelector: '.grid-item',
      columnWidth: '',
      gutter: 0,
    });
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toMatch(/itemSelector="div\[".*columnWidth="}"/);
  });

  it('a column width is a width above 0 px or a selector: "0" or "-5" would be neither to masonry-layout', () => {
    for (const width of ['0', '-5', '12px']) expect(parseMasonryOptions(grid(`data-column-width="${width}"`)).columnWidth, width).toBe('');
    expect(warnSpy).toHaveBeenCalledTimes(3);
    expect(parseMasonryOptions(grid('data-column-width=".card-sizer"')).columnWidth).toBe('.card-sizer');
    expect(parseMasonryOptions(grid('data-column-width="240.5"')).columnWidth).toBe('240.5');
    expect(warnSpy).toHaveBeenCalledTimes(3);
  });

  it('the append event name', () => {
    expect(MASONRY_MARKUP.events.append).toBe('islands:append');
  });
});

describe("masonry-layout's parameters", () => {
  it('a .grid-sizer gives the column width, as percentages', () => {
    const element = grid('', '<div class="grid-sizer"></div>');
    expect(masonryParams(element, parseMasonryOptions(element), false)).toEqual({
      itemSelector: '.grid-item',
      columnWidth: '.grid-sizer',
      gutter: 0,
      percentPosition: true,
      originLeft: true,
      transitionDuration: '0.3s',
    });
  });

  it('px column width; no sizer and no width leaves masonry the first item', () => {
    const element = grid('data-column-width="200"');
    expect(masonryParams(element, parseMasonryOptions(element), false)).toMatchObject({ columnWidth: 200, percentPosition: false });
    const bare = grid('');
    expect(masonryParams(bare, parseMasonryOptions(bare), false)).not.toHaveProperty('columnWidth');
  });

  it('right to left under dir="rtl"; no animation under reduced motion', () => {
    const element = grid('', '', 'rtl');
    expect(masonryParams(element, parseMasonryOptions(element), true)).toMatchObject({ originLeft: false, transitionDuration: 0 });
  });
});
