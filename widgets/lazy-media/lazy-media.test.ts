import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyElementsIn, loadNow, watchLazyMedia } from './lazy-media';

/** A stand-in IntersectionObserver: the test says which elements came near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  near(element: Element) {
    this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function container(html: string): HTMLElement {
  document.body.innerHTML = `<main data-island="lazy-media">${html}</main>`;
  return document.body.firstElementChild as HTMLElement;
}

describe('lazy media', () => {
  it('finds data-src images, iframes and picture images; leaves native loading="lazy" images alone', () => {
    const root = container(
      '<img id="a" data-src="/a.jpg" width="10" height="10" alt=""><img id="n" src="/n.jpg" loading="lazy" alt="">' +
        '<iframe id="f" data-src="/map.html" title="Map"></iframe><picture><source data-srcset="/p.webp" type="image/webp"><img id="p" src="/p.jpg" alt=""></picture>',
    );
    expect(lazyElementsIn(root).map((element) => element.id)).toEqual(['a', 'f', 'p']);
  });

  it('one shared observer with the lazy_loading_offset margin; loads only what comes near', () => {
    const root = container(
      '<img id="a" data-src="/a.jpg" data-srcset="/a.jpg 1x, /a2.jpg 2x" data-sizes="100px" alt=""><img id="b" data-src="/b.jpg" alt="">',
    );
    const stop = watchLazyMedia(root, 300);
    const second = container('<img id="c" data-src="/c.jpg" alt="">');
    const stopSecond = watchLazyMedia(second, 300);
    expect(FakeObserver.instances).toHaveLength(1);
    const [observer] = FakeObserver.instances;
    expect(observer!.options.rootMargin).toBe('300px 0px');
    const a = root.querySelector('#a')!;
    observer!.near(a);
    expect(a.getAttribute('src')).toBe('/a.jpg');
    expect(a.getAttribute('srcset')).toBe('/a.jpg 1x, /a2.jpg 2x');
    expect(a.getAttribute('sizes')).toBe('100px');
    expect(a.hasAttribute('data-src')).toBe(false);
    expect(a.getAttribute('data-lazy-state')).toBe('loading');
    expect(root.querySelector('#b')!.hasAttribute('src')).toBe(false);
    a.dispatchEvent(new Event('load'));
    expect(a.getAttribute('data-lazy-state')).toBe('loaded');
    stop();
    stopSecond();
  });

  it('a failing image is marked error; iframes and picture sources get their addresses', () => {
    const root = container(
      '<iframe id="f" data-src="/map.html" title="Map"></iframe><picture><source data-srcset="/p.webp" data-sizes="50vw"><img id="p" src="/p.jpg" alt=""></picture>',
    );
    const frame = root.querySelector<HTMLIFrameElement>('#f')!;
    loadNow(frame);
    expect(frame.getAttribute('src')).toBe('/map.html');
    const image = root.querySelector<HTMLImageElement>('#p')!;
    loadNow(image);
    expect(root.querySelector('source')!.getAttribute('srcset')).toBe('/p.webp');
    expect(root.querySelector('source')!.getAttribute('sizes')).toBe('50vw');
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('data-lazy-state')).toBe('error');
  });

  it('an address that is not http(s) is never copied into src: one warning, state error', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = container(
      '<iframe id="f" data-src="java&#9;script:parent.__lazyRan = 1" title="Map"></iframe>' +
        '<img id="i" data-src="data:text/html,<script>parent.__lazyRan = 2</script>" alt="">',
    );
    for (const element of lazyElementsIn(root)) loadNow(element);
    for (const id of ['f', 'i']) {
      const element = root.querySelector(`#${id}`)!;
      expect(element.hasAttribute('src')).toBe(false);
      expect(element.hasAttribute('data-src')).toBe(false);
      expect(element.getAttribute('data-lazy-state')).toBe('error');
    }
    expect(warnings).toHaveBeenCalledTimes(2);
    expect(String(warnings.mock.calls[0]![0])).toContain('is not an http(s) address');
  });

  it('images added later are watched; cleanup unobserves', async () => {
    const root = container('');
    const stop = watchLazyMedia(root, 0);
    expect(FakeObserver.instances).toHaveLength(0); // nothing to watch yet: no observer
    const added = document.createElement('img');
    added.setAttribute('data-src', '/late.jpg');
    root.append(added);
    await Promise.resolve();
    const [observer] = FakeObserver.instances;
    expect(observer!.observed.has(added)).toBe(true);
    stop();
    expect(observer!.observed.size).toBe(0);
  });

  it('without IntersectionObserver everything loads at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const root = container('<img id="a" data-src="/a.jpg" alt="">');
    watchLazyMedia(root, 300);
    expect(root.querySelector('#a')!.getAttribute('src')).toBe('/a.jpg');
  });
});
