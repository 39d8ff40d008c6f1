import { decodeFragment } from '../../core/dom/url-fragment';
import { ownElements } from '../../core/dom/own-elements';
import { pageElementById } from '../../core/dom/element-by-id';

/**
 * Markup contract (README): links inside `data-island="one-page-menu"` whose href points at an
 * element of this page (`#id`, or this page's address with `#id`). Other links are left alone.
 */
export interface OnePageLink {
  link: HTMLAnchorElement;
  target: HTMLElement;
}

/** The id a link names on the current page, or null for a link elsewhere. */
function samePageTargetId(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href');
  if (!href || !href.includes('#')) return null;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  const here = window.location;
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  const id = decodeFragment(url.hash.slice(1));
  return id || null;
}

export function readOnePageLinks(widget: HTMLElement): OnePageLink[] {
  return ownElements<HTMLAnchorElement>(widget, 'a[href]').flatMap((link) => {
    const id = samePageTargetId(link);
    // The page's own section with that id, not an HTML answer's element printed earlier with the same id.
    const target = id ? pageElementById(id, link) : null;
    return target ? [{ link, target }] : [];
  });
}

/**
 * The link to mark current: of the sections in the band, the last in menu order (the one the visitor
 * has scrolled into; the one before may still show its end there), else the previous one.
 */
export function currentLinkIndex(inBand: ReadonlySet<number>, previous: number): number {
  if (inBand.size === 0) return previous;
  return Math.max(...inBand);
}
