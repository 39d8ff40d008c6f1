import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { reportError } from '../../core/log';
import { useFamilySettings, useIslandsStoreApi } from '../../core/store/react';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useOverlay } from '../../core/overlay/useOverlay';
import type { AttributeValues } from '../../core/dom/attributes';
import { isMaintenancePage, rememberPromoShown, startPromo, type PromoPhase } from './promo-rules';
import { POPUP_TEXTS_SCHEMA, PROMO_POPUP_SETTINGS_SCHEMA } from './settings';
import { useCloseButton } from './useCloseButton';
import { usePromoTrigger } from './usePromoTrigger';
import { POPUPS_MARKUP } from './markup';

/** Any element with this attribute opens the promo popup: the theme's newsletter button (README). */
const PROMO_OPEN_SELECTOR = `[${POPUPS_MARKUP.attributes.promoOpen}]`;

/**
 * The promo (newsletter) popup (README): a `<dialog>` the server printed, shown once per promo_version
 * after popup_delay or past popup_scroll once the visitor has viewed popup_pages pages, and whenever
 * a newsletter button asks for it.
 */
export function PromoPopupWidget({ element }: WidgetProps<unknown>) {
  const settings = useFamilySettings(PROMO_POPUP_SETTINGS_SCHEMA, 'promo-popup');
  const texts = useFamilySettings(POPUP_TEXTS_SCHEMA, 'popup');
  const store = useIslandsStoreApi();
  const dialog = element instanceof HTMLDialogElement ? element : null;
  const overlayId = `promo-popup${useId()}`;
  const [phase, setPhase] = useState<PromoPhase>('inactive');
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!dialog) reportError('widget "promo-popup" must be a <dialog> element; it stays as the server printed it', element);
  }, [dialog, element]);

  // Once per page view: this page is counted, and the phase decided.
  useEffect(() => {
    if (started.current || !dialog) return;
    started.current = true;
    setPhase(startPromo(settings, { maintenance: isMaintenancePage(), widthPx: store.getState().viewport.widthPx }));
  }, [dialog, settings, store]);

  const show = useCallback((from: HTMLElement | null) => {
    setOpener(from);
    setPhase('open');
  }, []);

  usePromoTrigger(phase === 'armed', settings, show);

  // The newsletter button: one delegated listener for the page.
  useDomListener(document, 'click', (event) => {
    if (!dialog || event.defaultPrevented || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>(PROMO_OPEN_SELECTOR);
    if (!button) return;
    event.preventDefault();
    show(button);
  });

  const close = useCallback(() => {
    setPhase((current) => {
      if (current !== 'open') return current;
      rememberPromoShown(settings);
      return 'closed';
    });
  }, [settings]);

  const open = phase === 'open';
  useOverlay({
    id: overlayId,
    root: dialog,
    open,
    opener: () => opener,
    // The newsletter button re-rendered by the theme meanwhile: the one on the page now.
    fallbackFocus: () => (opener ? document.querySelector<HTMLElement>(PROMO_OPEN_SELECTOR) : null),
    closeOnBackdrop: true,
    onClosed: close,
  });
  useCloseButton(dialog, texts.popup_close_text, close);

  // A name for the dialog: its aria-label or aria-labelledby, else its first heading, else the setting.
  const named = dialog && (dialog.hasAttribute('aria-label') || dialog.hasAttribute('aria-labelledby'));
  const headingElement = dialog && !named ? dialog.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') : null;
  const headingId = `${overlayId.replace(/[^a-zA-Z0-9_-]/g, '')}-title`;
  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (dialog && !named) {
    if (headingElement) {
      if (!headingElement.id) plan.push([headingElement, { id: headingId }]);
      plan.push([dialog, { 'aria-labelledby': headingElement.id || headingId }]);
    } else plan.push([dialog, { 'aria-label': settings.promo_popup_label }]);
  }
  if (dialog) plan.push([dialog, { [POPUPS_MARKUP.attributes.promoPhase]: phase }]);
  useServerAttributes(plan);
  return null;
}
