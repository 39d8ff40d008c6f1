import { useEffect } from 'react';
import { useIslandsStoreApi } from '../../core/store/react';
import type { PromoPopupSettings } from './settings';

/**
 * The armed promo popup's trigger (README, "Promo popup"): popup_delay ms after mount (popup_event
 * time), or the page scrolled to popup_scroll px (popup_event scroll, from the store's one scroll
 * listener); then `show`, but never over another open overlay: the popup waits until the visitor has
 * closed it.
 */
export function usePromoTrigger(armed: boolean, settings: PromoPopupSettings, show: (from: HTMLElement | null) => void): void {
  const store = useIslandsStoreApi();
  useEffect(() => {
    if (!armed) return;
    let triggered = false;
    let stopWaiting = () => {};
    const trigger = () => {
      if (triggered) return;
      triggered = true;
      const showWhenFree = () => {
        if (store.getState().openOverlayId !== null) return false;
        show(null);
        return true;
      };
      if (showWhenFree()) return;
      stopWaiting = store.subscribe(() => {
        if (showWhenFree()) stopWaiting();
      });
    };
    let stopTrigger: () => void;
    if (settings.popup_event === 'scroll') {
      const check = () => {
        if (store.getState().scroll.yPx >= settings.popup_scroll) trigger();
      };
      check();
      stopTrigger = store.subscribe((state, before) => {
        if (state.scroll !== before.scroll) check();
      });
    } else {
      const timer = window.setTimeout(trigger, settings.popup_delay);
      stopTrigger = () => window.clearTimeout(timer);
    }
    return () => {
      stopTrigger();
      stopWaiting();
    };
  }, [armed, settings, store, show]);
}
