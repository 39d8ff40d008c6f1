/** Viewport names (README), widest first. */
export type ViewportName = 'desktop_wide' | 'desktop' | 'tablet' | 'mobile' | 'mobile_portrait';

/**
 * README: desktop_wide above 1170; desktop 960-1169; tablet 768-959; mobile 300-767;
 * mobile_portrait below 300. The spec leaves exactly 1170 px unnamed; it counts as desktop_wide here.
 */
const DESKTOP_WIDE_MIN_WIDTH_PX = 1170;
const DESKTOP_MIN_WIDTH_PX = 960;
const TABLET_MIN_WIDTH_PX = 768;
const MOBILE_MIN_WIDTH_PX = 300;

export function viewportNameForWidth(widthPx: number): ViewportName {
  if (widthPx >= DESKTOP_WIDE_MIN_WIDTH_PX) return 'desktop_wide';
  if (widthPx >= DESKTOP_MIN_WIDTH_PX) return 'desktop';
  if (widthPx >= TABLET_MIN_WIDTH_PX) return 'tablet';
  if (widthPx >= MOBILE_MIN_WIDTH_PX) return 'mobile';
  return 'mobile_portrait';
}
