import type { IslandsStore } from '../store/store';

/**
 * The overlay protocol's scroll lock (README, "Overlays"): while the store names an open overlay, the
 * page behind it does not scroll. The scrollbar's width is kept as padding so the page does not shift
 * sideways when the scrollbar disappears. Started once by the shell, in the main bundle.
 */
export function startScrollLock(store: IslandsStore, root: HTMLElement = document.documentElement): () => void {
  let saved: { overflow: string; paddingRight: string } | null = null;
  const apply = (locked: boolean) => {
    if (locked && !saved) {
      saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
      const scrollbarWidthPx = window.innerWidth - root.clientWidth;
      root.style.overflow = 'hidden';
      if (scrollbarWidthPx > 0) root.style.paddingRight = `${scrollbarWidthPx}px`;
    } else if (!locked && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
  apply(store.getState().openOverlayId !== null);
  return store.subscribe((state) => apply(state.openOverlayId !== null));
}
