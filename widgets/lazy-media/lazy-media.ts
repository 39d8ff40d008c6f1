import { safeUrl } from '../../core/dom/safe-url';
import { whenNear } from '../../core/dom/when-near';
import { warn } from '../../core/log';
import { LAZY_MEDIA_MARKUP } from './markup';

/**
 * Lazy images and iframes (widgets/lazy-media/README.md). The page's one IntersectionObserver per
 * margin (core/dom/when-near.ts), shared by every lazy-media container and whatever else waits for the
 * same margin: no listener and no React root per image, and no layout read anywhere (the observer
 * reports: a lazy loader's 100 ms throttle is met by construction).
 */

/** What the server marks lazy: images, picture sources and iframes with their address in data-src/srcset. */
const LAZY_SELECTOR = `img[${LAZY_MEDIA_MARKUP.attributes.src}], img[${LAZY_MEDIA_MARKUP.attributes.srcset}], iframe[${LAZY_MEDIA_MARKUP.attributes.src}]`;
/** A <picture> whose sources wait: its img is what the observer watches. */
const LAZY_SOURCE = `picture > source[${LAZY_MEDIA_MARKUP.attributes.srcset}]`;
/**
 * Each real attribute with the one holding its value until then: sizes before srcset before src, as
 * the browser picks its candidate when src/srcset change.
 */
const MOVED_ATTRIBUTES = [
  ['sizes', LAZY_MEDIA_MARKUP.attributes.sizes],
  ['srcset', LAZY_MEDIA_MARKUP.attributes.srcset],
  ['src', LAZY_MEDIA_MARKUP.attributes.src],
] as const;
type LazyState = 'loading' | 'loaded' | 'error';

type LazyElement = HTMLImageElement | HTMLIFrameElement;

function setState(element: Element, state: LazyState): void {
  element.setAttribute(LAZY_MEDIA_MARKUP.attributes.state, state);
}

/** Moves data-src / data-srcset / data-sizes into the real attributes: the browser loads it now. */
export function loadNow(element: LazyElement): void {
  if (element.hasAttribute(LAZY_MEDIA_MARKUP.attributes.state)) return;
  setState(element, 'loading');
  const settle = (state: LazyState) => () => setState(element, state);
  element.addEventListener('load', settle('loaded'), { once: true });
  element.addEventListener('error', settle('error'), { once: true });
  const picture = element.parentElement instanceof HTMLPictureElement ? element.parentElement : null;
  for (const source of picture?.querySelectorAll(`:scope > source[${LAZY_MEDIA_MARKUP.attributes.srcset}]`) ?? []) {
    const sizes = source.getAttribute(LAZY_MEDIA_MARKUP.attributes.sizes);
    if (sizes !== null) source.setAttribute('sizes', sizes);
    source.setAttribute('srcset', source.getAttribute(LAZY_MEDIA_MARKUP.attributes.srcset)!);
    source.removeAttribute(LAZY_MEDIA_MARKUP.attributes.srcset);
  }
  for (const [name, lazyName] of MOVED_ATTRIBUTES) {
    const value = element.getAttribute(lazyName);
    if (value === null) continue;
    element.removeAttribute(lazyName);
    // The one URL check (README, "Markup"): `data-src="javascript:…"` on an iframe would run.
    if (name === 'src' && safeUrl(value) === null) {
      warn(`lazy-media: ${lazyName} "${value}" is not an http(s) address; it is not loaded`, element);
      setState(element, 'error');
      continue;
    }
    element.setAttribute(name, value);
  }
  // An image already complete (cached, or no new address) fires no load event.
  if (element instanceof HTMLImageElement && element.complete && element.naturalWidth) setState(element, 'loaded');
}

/** The lazy elements in a subtree (the subtree itself included) not yet handed over. */
export function lazyElementsIn(root: Element): LazyElement[] {
  const found = new Set<Element>(root.matches(LAZY_SELECTOR) ? [root] : []);
  for (const element of root.querySelectorAll(LAZY_SELECTOR)) found.add(element);
  for (const source of root.querySelectorAll(LAZY_SOURCE)) {
    const image = source.parentElement?.querySelector(':scope > img');
    if (image) found.add(image);
  }
  return [...found].filter((element): element is LazyElement => !element.hasAttribute(LAZY_MEDIA_MARKUP.attributes.state));
}

/**
 * Starts lazy loading inside one container: what is there now and what is added later (load more,
 * filters). Returns the cleanup. Without IntersectionObserver everything loads at once.
 */
export function watchLazyMedia(container: HTMLElement, marginPx: number): () => void {
  if (typeof IntersectionObserver !== 'function') {
    for (const element of lazyElementsIn(container)) loadNow(element);
    return () => {};
  }
  const near = { rootMargin: `${marginPx}px 0px` };
  /** Each element handed to the observer, with what stops its wait. */
  const watched = new Map<Element, () => void>();
  const watch = (root: Element) => {
    for (const element of lazyElementsIn(root))
      if (!watched.has(element))
        watched.set(
          element,
          whenNear(element, () => loadNow(element), near),
        );
  };
  watch(container);
  const mutations = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node);
  });
  mutations.observe(container, { childList: true, subtree: true });
  return () => {
    mutations.disconnect();
    for (const stopWaiting of watched.values()) stopWaiting();
  };
}
