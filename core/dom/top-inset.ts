import { TOP_INSET_MARKUP } from '../markup';

/**
 * How much of the top of the viewport something pinned there (a sticky header) will cover at a given
 * scroll position, so an in-page jump lands below it (README of widgets/one-page-menu and
 * widgets/sticky-header). The pinned element describes itself with attributes (TOP_INSET_MARKUP:
 * its height, the scroll position it is pinned from, whether it hides on scrolling down), not with
 * module state, so a widget in an on-demand file reads what a widget of the main bundle wrote.
 *
 * The px covered at the top once the page has scrolled to `targetY`, going `direction`. Reads attributes only.
 */
export function topInsetAt(targetY: number, direction: 'up' | 'down'): number {
  let inset = 0;
  for (const pinned of document.querySelectorAll(`[${TOP_INSET_MARKUP.heightPx}]`)) {
    const heightPx = Number(pinned.getAttribute(TOP_INSET_MARKUP.heightPx));
    const fromPx = Number(pinned.getAttribute(TOP_INSET_MARKUP.fromPx) ?? 0);
    if (!Number.isFinite(heightPx) || heightPx <= 0 || !(targetY >= fromPx)) continue;
    if (direction === 'down' && pinned.hasAttribute(TOP_INSET_MARKUP.hidesDown)) continue;
    inset = Math.max(inset, heightPx);
  }
  return inset;
}
