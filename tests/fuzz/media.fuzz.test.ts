import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readGalleryItems } from '../../widgets/gallery/items';
import { parseGalleryOptions } from '../../widgets/gallery/options';
import { masonryParams, parseMasonryOptions } from '../../widgets/masonry/options';

/**
 * Random options for the media families (widgets/gallery/README.md, widgets/masonry/README.md): bad
 * sizes, odd flags, empty or hostile selectors. Parsing never throws, warns at most once per element,
 * and always yields usable values.
 */
const RUNS = 300;

const attributeValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    'true',
    'false',
    'yes',
    'no',
    '0',
    '1',
    '-1',
    'NaN',
    'Infinity',
    '1e400',
    '  12 ',
    '.grid-item',
    '[data-x]',
    '>>>',
    '"',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

function element(attributes: Record<string, string>, inner = ''): HTMLElement {
  const node = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(document.createRange().createContextualFragment(inner));
  document.body.replaceChildren(node);
  return node;
}

let warnSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('media options fuzz', () => {
  it('gallery options: booleans and a string, one warning at most', () => {
    fc.assert(
      fc.property(attributeValue, attributeValue, attributeValue, (loop, zoom, label) => {
        warnSpy.mockClear();
        const options = parseGalleryOptions(
          element({ 'data-island': 'gallery', 'data-loop': loop, 'data-zoom': zoom, 'data-label': label }),
        );
        expect(typeof options.loop).toBe('boolean');
        expect(typeof options.zoom).toBe('boolean');
        expect(typeof options.label).toBe('string');
        expect(warnSpy.mock.calls.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });

  it('gallery items: any sizes on the links give positive whole sizes', () => {
    fc.assert(
      fc.property(attributeValue, attributeValue, attributeValue, attributeValue, (width, height, thumbWidth, thumbHeight) => {
        const gallery = element({ 'data-island': 'gallery' });
        const link = document.createElement('a');
        link.href = '/big.jpg';
        link.setAttribute('data-pswp-width', width);
        link.setAttribute('data-pswp-height', height);
        const image = document.createElement('img');
        image.setAttribute('width', thumbWidth);
        image.setAttribute('height', thumbHeight);
        link.append(image);
        gallery.append(link);
        const [item] = readGalleryItems(gallery);
        expect(item).toBeDefined();
        for (const size of [item!.width, item!.height]) {
          expect(Number.isInteger(size)).toBe(true);
          expect(size).toBeGreaterThan(0);
          expect(Number.isFinite(size)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("masonry options: masonry-layout's parameters are always well formed", () => {
    fc.assert(
      fc.property(attributeValue, attributeValue, attributeValue, fc.boolean(), (itemSelector, columnWidth, gutter, rtl) => {
        warnSpy.mockClear();
        const grid = element({
          'data-island': 'masonry',
          'data-item-selector': itemSelector,
          'data-column-width': columnWidth,
          'data-gutter': gutter,
          dir: rtl ? 'rtl' : 'ltr',
        });
        const options = parseMasonryOptions(grid);
        expect(options.itemSelector.trim()).not.toBe('');
        expect(options.gutter).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(options.gutter)).toBe(true);
        const params = masonryParams(grid, options, false);
        expect(params.originLeft).toBe(!rtl);
        if (typeof params.columnWidth === 'number') expect(params.columnWidth).toBeGreaterThan(0);
        expect(warnSpy.mock.calls.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });
});
