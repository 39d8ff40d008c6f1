import { CAROUSEL_MARKUP } from './markup';

/** Swiper's arrow icon's outline (its navigation-icon SVG), to a hundredth of its 11 × 20 box. */
const ARROW_PATH =
  'M.38 20.08c-.27-.28-.27-.71 0-.99l8.82-8.81L.38 1.46c-.27-.27-.27-.71 0-.98s.71-.27.98 0l9.07 9.07c.41.4.41 1.06 0 1.46l-9.07 9.07c-.27.27-.71.27-.98 0z';

/**
 * Swiper's own arrow, built by React. Swiper would otherwise write it with innerHTML through a Trusted
 * Types policy named "html" that a strict Content-Security-Policy refuses (README,
 * "Content-Security-Policy"); `addIcons: false` keeps it from trying. Its CSS styles this icon.
 */
export function ArrowIcon() {
  return (
    <svg
      className={CAROUSEL_MARKUP.classes.arrowIcon}
      width="11"
      height="20"
      viewBox="0 0 11 20"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={ARROW_PATH} />
    </svg>
  );
}
