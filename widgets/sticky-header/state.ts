import type { ScrollDirection } from '../../core/store/store';

/** README: normal; sticked; and, with hide-on-scroll, scroll-up or scroll-down. */
export type StickyState = 'normal' | 'sticked' | 'scroll-up' | 'scroll-down';

export function stickyState(pastThreshold: boolean, hideOnScroll: boolean, direction: ScrollDirection): StickyState {
  if (!pastThreshold) return 'normal';
  if (!hideOnScroll || direction === 'none') return 'sticked';
  return direction === 'down' ? 'scroll-down' : 'scroll-up';
}
