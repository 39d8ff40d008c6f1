import { optionsParser } from '../../mount/options';
import { coerceNumber, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { atLeast, cssSelector, field, type ShapeOf } from '../../core/settings/schema';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';
import { POPUP_TEXTS_SCHEMA, POPUP_TEXTS_TEXTS, PROMO_POPUP_SETTINGS_SCHEMA, PROMO_POPUP_SETTINGS_TEXTS } from './settings';

export type PopupKind = 'auto' | 'inline' | 'image' | 'iframe' | 'ajax';

/** Options of a popup opener, by dataset name (`data-popup-type` is `popupType`). README lists them. */
export const POPUP_OPTIONS_SCHEMA = {
  /**
   * `data-popup-type`: what the popup shows. `auto` (default): a `#id` source is inline content, an
   * image file address an image, anything else an iframe; `ajax` is only used when asked for.
   */
  popupType: field<PopupKind>(coerceOneOf(['auto', 'inline', 'image', 'iframe', 'ajax'] as const), 'auto'),
  /** `data-popup-src`: the source; default the opener's `href`. */
  popupSrc: field(coerceString, ''),
  /** `data-popup-label`: the dialog's name; default the opener's aria-label or text. */
  popupLabel: field(coerceString, ''),
  /** `data-popup-selector`: for `ajax`, the element of the answer to show; default the whole answer. */
  popupSelector: field(coerceString, '', cssSelector({ emptyAllowed: true })),
  /** `data-popup-title`: caption under an image; default the opener's `title`. */
  popupTitle: field(coerceString, ''),
  /** `data-popup-width` / `data-popup-height`: an image's size in px, so its box is reserved while it loads; 0 = unknown. */
  popupWidth: field(coerceNumber, 0, atLeast(0)),
  popupHeight: field(coerceNumber, 0, atLeast(0)),
};
export type PopupOptions = ShapeOf<typeof POPUP_OPTIONS_SCHEMA>;

export const parsePopupOptions = optionsParser('popup', POPUP_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const POPUP_OPTIONS_TEXTS: FieldTexts<PopupOptions> = {
  popupType: {
    label: 'Type',
    help: 'What the popup shows. `auto`: a `#id` source is inline content, an image file (avif, bmp, gif, jpg, png, svg, webp) an image, anything else an iframe; `ajax` only when asked for.',
    choices: {
      auto: 'Told by the source',
      inline: 'Content of this page',
      image: 'Image',
      iframe: 'Page in a frame',
      ajax: 'HTML from the server',
    },
  },
  popupSrc: { label: 'Source', help: 'A `#id` on this page, an image or a page address.', defaultText: "the opener's `href`" },
  popupLabel: {
    label: 'Name',
    help: "The dialog's accessible name.",
    format: 'text',
    defaultText: "the opener's `aria-label`, text, image alt or title, else the `popup_label_text` setting",
  },
  popupSelector: {
    label: 'Part to show',
    help: 'For `ajax`: the element of the answer to show.',
    format: 'selector',
    defaultText: 'the whole answer',
  },
  popupTitle: { label: 'Caption', help: 'Caption under an image.', format: 'text', defaultText: "the opener's `title`" },
  popupWidth: { label: 'Image width', help: "An image's width, px, so its box is reserved while it loads; 0: unknown.", minimum: 0 },
  popupHeight: { label: 'Image height', help: "An image's height, px, so its box is reserved while it loads; 0: unknown.", minimum: 0 },
};

/**
 * What the popups family reads, described (README, "Options and settings: one source"); build time
 * only. Its page settings, two sections of them, are settings.ts's.
 */
export function schemas(): FamilySchemas {
  return {
    options: {
      popup: described(POPUP_OPTIONS_SCHEMA, POPUP_OPTIONS_TEXTS),
    },
    settings: {
      'promo-popup': describedSettings('Promo popup', PROMO_POPUP_SETTINGS_SCHEMA, PROMO_POPUP_SETTINGS_TEXTS),
      popup: describedSettings('Content and lightbox popups', POPUP_TEXTS_SCHEMA, POPUP_TEXTS_TEXTS),
    },
  };
}
