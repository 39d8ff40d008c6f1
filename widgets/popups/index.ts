import { defineWidget } from '../../mount/types';
import { parsePopupOptions, type PopupOptions } from './options';
import { PopupWidget } from './PopupWidget';
import { PromoPopupWidget } from './PromoPopupWidget';
import styleCss from './style.css?inline';

/** Promo popup: a newsletter dialog shown once per version, after some pages and a delay or a scroll. */
export const promoPopupWidget = defineWidget<unknown>({
  style: styleCss,
  component: PromoPopupWidget,
});

/** Popup: a link or button opening inline content, an image, an iframe or server HTML in a modal dialog. */
export const popupWidget = defineWidget<PopupOptions>({
  parseOptions: parsePopupOptions,
  style: styleCss,
  component: PopupWidget,
});

export const widgets = { 'promo-popup': promoPopupWidget, popup: popupWidget };
