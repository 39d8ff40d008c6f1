/** README: the button appears once the page has scrolled more than 100 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;
/** README: the way up takes 800 ms. */
export const SCROLL_TO_TOP_MS = 800;
