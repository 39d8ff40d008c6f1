/**
 * How much of the top of the viewport something pinned there (a sticky header) will cover at a given
 * scroll position, so an in-page jump lands below it (README of widgets/one-page-menu and
 * widgets/sticky-header). The pinned element describes itself with attributes, not with module
 * state, so a widget in an on-demand file reads what a widget of the main bundle wrote:
 * - `data-top-inset-px`: its height once pinned;
 * - `data-top-inset-from-px`: the scroll position from which it is pinned;
 * - `data-top-inset-hides-down`: present when it hides while the page scrolls down.
 */
export const TOP_INSET_ATTRIBUTES = {
  heightPx: 'data-top-inset-px',
  fromPx: 'data-top-inset-from-px',
  hidesDown: 'data-top-inset-hides-down',
} as const;

/** The px covered at the top once the page has scrolled to `targetY`, going `direction`. Reads attributes only. */
export function topInsetAt(targetY: number, direction: 'up' | 'down'): number {
  let inset = 0;
  for (const pinned of document.querySelectorAll(`[${TOP_INSET_ATTRIBUTES.heightPx}]`)) {
    const heightPx = Number(pinned.getAttribute(TOP_INSET_ATTRIBUTES.heightPx));
    const fromPx = Number(pinned.getAttribute(TOP_INSET_ATTRIBUTES.fromPx) ?? 0);
    if (!Number.isFinite(heightPx) || heightPx <= 0 || !(targetY >= fromPx)) continue;
    if (direction === 'down' && pinned.hasAttribute(TOP_INSET_ATTRIBUTES.hidesDown)) continue;
    inset = Math.max(inset, heightPx);
  }
  return inset;
}
