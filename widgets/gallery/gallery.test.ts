import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isGalleryLink, readGalleryItems } from './items';
import { LIGHTBOX_ATTEMPT_INTERVAL_MS, LIGHTBOX_IMAGE_ATTEMPTS } from './image-loading';
import { parseGalleryOptions, GALLERY_SETTINGS_SCHEMA, counterText } from './options';
import { parseWithSchema } from '../../core/settings/schema';

function gallery(html: string, attributes = ''): HTMLElement {
  document.body.innerHTML = `<div data-island="gallery" ${attributes}>${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('gallery options', () => {
  it('defaults: loop and zoom on, no label', () => {
    expect(parseGalleryOptions(gallery(''))).toEqual({ loop: true, zoom: true, label: '' });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads data-loop="false", data-zoom="false" and data-label', () => {
    expect(parseGalleryOptions(gallery('', 'data-loop="false" data-zoom="no" data-label="Photos"'))).toEqual({
      loop: false,
      zoom: false,
      label: 'Photos',
    });
  });

  it('a malformed value falls back to its default with one warning', () => {
    expect(parseGalleryOptions(gallery('', 'data-loop="sometimes"')).loop).toBe(true);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });
});

describe('gallery settings', () => {
  it("English defaults, 'The image could not be loaded' among them, each replaceable", () => {
    const defaults = parseWithSchema(GALLERY_SETTINGS_SCHEMA, {}).value;
    expect(defaults.gallery_image_error).toBe('The image could not be loaded');
    expect(parseWithSchema(GALLERY_SETTINGS_SCHEMA, { gallery_image_error: 'Bild fehlt' }).value.gallery_image_error).toBe('Bild fehlt');
  });

  it('the counter template', () => {
    expect(counterText('{index} of {count}', 2, 5)).toBe('2 of 5');
    expect(counterText('{index}/{count}', 1, 1)).toBe('1/1');
  });

  it('gives up after about 200 attempts, one every 100 ms', () => {
    expect(LIGHTBOX_IMAGE_ATTEMPTS).toBe(200);
    expect(LIGHTBOX_ATTEMPT_INTERVAL_MS).toBe(100);
  });
});

describe('gallery items from the markup', () => {
  it('links with sizes: src, size and title from data-title, else the alt text', () => {
    const element = gallery(
      '<a href="/big/a.jpg" data-pswp-width="1500" data-pswp-height="1000" data-title="First"><img src="/t/a.jpg" alt="Alt A" width="300" height="200"></a>' +
        '<a href="/big/b.jpg" data-pswp-width="800" data-pswp-height="1200"><img src="/t/b.jpg" alt="Alt B"></a>',
    );
    const items = readGalleryItems(element);
    expect(
      items.map(({ src, width, height, title, sizeGuessed }) => ({ src: new URL(src).pathname, width, height, title, sizeGuessed })),
    ).toEqual([
      { src: '/big/a.jpg', width: 1500, height: 1000, title: 'First', sizeGuessed: false },
      { src: '/big/b.jpg', width: 800, height: 1200, title: 'Alt B', sizeGuessed: false },
    ]);
  });

  it('WordPress block gallery: titles from each figure caption; sizes guessed from the thumbnail shape', () => {
    document.body.innerHTML =
      '<figure class="wp-block-gallery"><figure class="wp-block-image"><a href="/m/one.png"><img src="/m/one-300x150.png" width="300" height="150" alt="one"></a><figcaption>Caption one</figcaption></figure>' +
      '<figure class="wp-block-image"><a href="/m/two.webp?v=2"><img src="/m/two-s.webp" alt="Alt two"></a></figure>' +
      '<figcaption class="blocks-gallery-caption">Gallery caption</figcaption></figure>';
    const items = readGalleryItems(document.body.firstElementChild as HTMLElement);
    expect(items.map(({ title, width, height, sizeGuessed }) => ({ title, width, height, sizeGuessed }))).toEqual([
      { title: 'Caption one', width: 1200, height: 600, sizeGuessed: true },
      { title: 'Alt two', width: 1200, height: 1200, sizeGuessed: true },
    ]);
  });

  it('only links to image files or with data-pswp-* are gallery images', () => {
    const element = gallery(
      '<a href="/attachment/page/"><img alt="x"></a><a href="/big/c.avif"><img alt="c"></a><a href="/anything" data-pswp-width="10" data-pswp-height="10">d</a><a>none</a>',
    );
    expect([...element.querySelectorAll('a')].map((link) => isGalleryLink(link))).toEqual([false, true, true, false]);
    expect(readGalleryItems(element)).toHaveLength(2);
  });

  it('bad sizes are guessed, not trusted', () => {
    const element = gallery('<a href="/x.jpg" data-pswp-width="-5" data-pswp-height="abc"><img alt="x" width="0" height="0"></a>');
    const [item] = readGalleryItems(element);
    expect(item).toMatchObject({ width: 1200, height: 1200, sizeGuessed: true });
  });
});
