/** Space kept between a dropdown and the viewport's edge, px (ours). */
const VIEWPORT_MARGIN_PX = 8;

/**
 * How far (px, + = towards the right) a box must move to sit inside [margin, width - margin]; a box
 * wider than that is aligned with the start edge of the reading direction.
 */
export function shiftIntoView(left: number, right: number, viewportWidth: number, rtl: boolean, margin = VIEWPORT_MARGIN_PX): number {
  const minLeft = margin;
  const maxRight = viewportWidth - margin;
  if (right - left > maxRight - minLeft) return rtl ? maxRight - right : minLeft - left;
  if (left < minLeft) return minLeft - left;
  if (right > maxRight) return maxRight - right;
  return 0;
}

/**
 * Keeps a positioned (absolute or fixed) dropdown on screen: measured once as it opens (one layout
 * read, no loop), moved with the `translate` property so the theme's own transforms are untouched.
 * Sub-menus in the flow (a drawer's) are left alone. Returns the function that takes the move back.
 */
export function keepInView(dropdown: HTMLElement): () => void {
  const position = getComputedStyle(dropdown).position;
  if (position !== 'absolute' && position !== 'fixed') return () => {};
  const previous = dropdown.style.translate;
  dropdown.style.translate = '';
  const box = dropdown.getBoundingClientRect();
  const rtl = getComputedStyle(dropdown).direction === 'rtl';
  const shift = shiftIntoView(box.left, box.right, document.documentElement.clientWidth, rtl);
  if (shift !== 0) dropdown.style.translate = `${Math.round(shift)}px 0`;
  return () => {
    dropdown.style.translate = previous;
  };
}
