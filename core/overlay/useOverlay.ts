import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLatest } from '../hooks/useLatest';
import { useIslandsStoreApi } from '../store/react';
import { showOverlay, type OverlaySpec } from './overlay';

export interface OverlayArgs extends Omit<OverlaySpec, 'store' | 'root' | 'opener' | 'onDismiss'> {
  /** The modal element (null until rendered). */
  readonly root: HTMLElement | null;
  /** Open while true (the family's state, or the store's `openOverlayId === id`). */
  readonly open: boolean;
  /** Who opened it, asked once as it opens; default: what had focus then. */
  readonly opener?: () => HTMLElement | null;
}

/**
 * The overlay protocol (overlay.ts; README, "Overlays") for a React widget: the overlay is shown while
 * `open` is true and `root` is rendered, and closed (with everything it did undone) when either goes
 * or the widget unmounts. When it closes on its own (Escape, the backdrop, another overlay), the
 * family hears it through `onClosed` and its state follows.
 */
export function useOverlay(args: OverlayArgs): void {
  const store = useIslandsStoreApi();
  const latest = useLatest(args);
  const giveFocusBack = useRef<(() => void) | null>(null);
  const { root, open, id } = args;

  useLayoutEffect(() => {
    if (!open || !root) return;
    const current = latest.current;
    const session = showOverlay({
      store,
      id,
      root,
      opener: current.opener?.() ?? null,
      initialFocus: current.initialFocus ?? null,
      closeOnBackdrop: current.closeOnBackdrop ?? false,
      returnFocusTo: () => latest.current.returnFocusTo?.(),
      fallbackFocus: () => latest.current.fallbackFocus?.(),
      onClosed: (reason) => latest.current.onClosed?.(reason),
    });
    return () => {
      giveFocusBack.current = session.end();
    };
  }, [open, root, id, store, latest]);

  // Focus goes back in a passive cleanup, after the commit: React puts focus back on the element that
  // had it before a commit, which would undo a focus() made while the commit runs.
  useEffect(() => {
    if (!open || !root) return;
    return () => {
      giveFocusBack.current?.();
      giveFocusBack.current = null;
    };
  }, [open, root]);
}
