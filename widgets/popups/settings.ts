import { coerceBoolean, coerceNumber, coerceOneOf, coerceString } from '../../src/core/settings/coerce';
import { atLeast, field, type Schema } from '../../src/core/settings/schema';
import { MAX_TIMER_MS } from '../../src/core/settings/seconds';

export type PromoPopupEvent = 'scroll' | 'time';

/**
 * The page-settings keys the promo popup reads (widgets/popups/README.md). Numbers are read and
 * compared as numbers: "10" pages viewed is more than "2".
 */
export interface PromoPopupSettings {
  /** Only active when set. Default false. */
  enable_popup: boolean;
  /** Skipped below 768 px wide when set. Default true (ours). */
  promo_popup_hide_mobile: boolean;
  /** Pages the visitor must have viewed before the popup may show. Default 0 (ours): the first page. */
  popup_pages: number;
  /** What shows it: `time` (after popup_delay) or `scroll` (past popup_scroll). Default `time` (ours). */
  popup_event: PromoPopupEvent;
  /** Scroll distance, px, for `scroll`. Default 1000 (ours). */
  popup_scroll: number;
  /** Delay, ms, for `time`, up to MAX_TIMER_MS (a browser timer's longest). Default 5000 (ours). */
  popup_delay: number;
  /** A new version shows the popup again to visitors who closed it. Default "1" (ours). */
  promo_version: string;
  /** Name of the dialog when its markup names none (no heading, no aria-label). */
  promo_popup_label: string;
}

/** A browser timer fires at once past MAX_TIMER_MS: a longer delay would show the popup at once. */
const timerDelay = (value: number) => (value < 0 || value > MAX_TIMER_MS ? `must be 0 to ${MAX_TIMER_MS} ms` : undefined);

export const PROMO_POPUP_SETTINGS_SCHEMA: Schema<PromoPopupSettings> = {
  enable_popup: field(coerceBoolean, false),
  promo_popup_hide_mobile: field(coerceBoolean, true),
  popup_pages: field(coerceNumber, 0, atLeast(0)),
  popup_event: field(coerceOneOf(['scroll', 'time'] as const), 'time'),
  popup_scroll: field(coerceNumber, 1000, atLeast(0)),
  popup_delay: field(coerceNumber, 5000, timerDelay),
  promo_version: field(coerceString, '1'),
  promo_popup_label: field(coerceString, 'Newsletter'),
};

/** Visitor-facing texts of every popup (README): English defaults, each replaceable from the settings global. */
export interface PopupTexts {
  popup_close_text: string;
  /** Name of a popup whose opener has no text, label or data-popup-label. */
  popup_label_text: string;
  popup_loading_text: string;
  /** The fetched content or the iframe could not be loaded (README, "Errors"). */
  popup_content_error_text: string;
  /** The lightbox image could not be loaded. */
  popup_image_error_text: string;
  /** The inline content the popup names is not on the page. */
  popup_not_found_text: string;
}

export const POPUP_TEXTS_SCHEMA: Schema<PopupTexts> = {
  popup_close_text: field(coerceString, 'Close'),
  popup_label_text: field(coerceString, 'Popup'),
  popup_loading_text: field(coerceString, 'Loading…'),
  popup_content_error_text: field(coerceString, 'The content could not be loaded'),
  popup_image_error_text: field(coerceString, 'The image could not be loaded'),
  popup_not_found_text: field(coerceString, 'Content not found'),
};
