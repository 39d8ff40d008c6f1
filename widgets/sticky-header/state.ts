import type { ScrollDirection } from '../../src/core/store/store';

/** README: normal; sticked; and, with hide-on-scroll, scroll-up or scroll-down. */
export type StickyState = 'normal' | 'sticked' | 'scroll-up' | 'scroll-down';

/** Classes for theme CSS, one per state besides normal; `is-sticked` stays on while scroll-up/-down. */
export const STICKY_CLASSES = { sticked: 'is-sticked', scrollUp: 'is-scroll-up', scrollDown: 'is-scroll-down' } as const;
export const STICKY_STATE_ATTRIBUTE = 'data-sticky-state';

export function stickyState(pastThreshold: boolean, hideOnScroll: boolean, direction: ScrollDirection): StickyState {
  if (!pastThreshold) return 'normal';
  if (!hideOnScroll || direction === 'none') return 'sticked';
  return direction === 'down' ? 'scroll-down' : 'scroll-up';
}
