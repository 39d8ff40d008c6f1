import { coerceBoolean, coerceNumber, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type ShapeOf } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';
import { VERSION_PATTERN, VERSION_PATTERN_WORDS } from '../../core/cookies/versioned-cookie';
import { MAX_TIMER_MS } from '../../core/settings/seconds';

type PromoPopupEvent = 'scroll' | 'time';

/** A browser timer fires at once past MAX_TIMER_MS: a longer delay would show the popup at once. */
const timerDelay = (value: number) => (value < 0 || value > MAX_TIMER_MS ? `must be 0 to ${MAX_TIMER_MS} ms` : undefined);

/**
 * The page-settings keys the promo popup reads (widgets/popups/README.md). Numbers are read and
 * compared as numbers: "10" pages viewed is more than "2".
 */
export const PROMO_POPUP_SETTINGS_SCHEMA = {
  /** Only active when set. Default false. */
  enable_popup: field(coerceBoolean, false),
  /** Skipped below 768 px wide when set. Default true (ours). */
  promo_popup_hide_mobile: field(coerceBoolean, true),
  /** Pages the visitor must have viewed before the popup may show. Default 0 (ours): the first page. */
  popup_pages: field(coerceNumber, 0, atLeast(0)),
  /** What shows it: `time` (after popup_delay) or `scroll` (past popup_scroll). Default `time` (ours). */
  popup_event: field<PromoPopupEvent>(coerceOneOf(['scroll', 'time'] as const), 'time'),
  /** Scroll distance, px, for `scroll`. Default 1000 (ours). */
  popup_scroll: field(coerceNumber, 1000, atLeast(0)),
  /** Delay, ms, for `time`, up to MAX_TIMER_MS (a browser timer's longest). Default 5000 (ours). */
  popup_delay: field(coerceNumber, 5000, timerDelay),
  /** A new version shows the popup again to visitors who closed it. Default "1" (ours). */
  promo_version: field(coerceString, '1'),
  /** Name of the dialog when its markup names none (no heading, no aria-label). */
  promo_popup_label: field(coerceString, 'Newsletter'),
};
export type PromoPopupSettings = ShapeOf<typeof PROMO_POPUP_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const PROMO_POPUP_SETTINGS_TEXTS: FieldTexts<PromoPopupSettings> = {
  enable_popup: { label: 'Enable the promo popup', help: 'The promo popup is active only when this is set.' },
  promo_popup_hide_mobile: { label: 'Hide on phones', help: 'Skipped below 768 px wide: no interstitial on phones unless asked for.' },
  popup_pages: {
    label: 'Pages before it shows',
    help: 'Pages the visitor must have viewed before the popup may show; 0: from the first page.',
    minimum: 0,
    integer: true,
  },
  popup_event: {
    label: 'Show it',
    help: 'After the delay below, or once the page has scrolled the distance below.',
    choices: { time: 'After a delay', scroll: 'After scrolling' },
  },
  popup_scroll: {
    label: 'Scroll distance',
    help: 'How far the page must have scrolled when it shows after scrolling, px.',
    minimum: 0,
    integer: true,
  },
  popup_delay: {
    label: 'Delay',
    help: 'How long after the page loads it shows when it shows after a delay, ms.',
    minimum: 0,
    maximum: MAX_TIMER_MS,
    integer: true,
  },
  promo_version: {
    label: 'Popup version',
    help: `A new version shows the popup again to visitors who closed it (${VERSION_PATTERN_WORDS}).`,
    pattern: VERSION_PATTERN,
  },
  promo_popup_label: {
    label: 'Popup name',
    help: "The dialog's name when its markup names none (no heading, no aria-label).",
    format: 'text',
  },
};

/** Visitor-facing texts of every popup (README): English defaults, each replaceable from the settings global. */
export const POPUP_TEXTS_SCHEMA = {
  popup_close_text: field(coerceString, 'Close'),
  /** Name of a popup whose opener has no text, label or data-popup-label. */
  popup_label_text: field(coerceString, 'Popup'),
  popup_loading_text: field(coerceString, 'Loading…'),
  /** The fetched content or the iframe could not be loaded (README, "Errors"). */
  popup_content_error_text: field(coerceString, 'The content could not be loaded'),
  /** The lightbox image could not be loaded. */
  popup_image_error_text: field(coerceString, 'The image could not be loaded'),
  /** The inline content the popup names is not on the page. */
  popup_not_found_text: field(coerceString, 'Content not found'),
};
export type PopupTexts = ShapeOf<typeof POPUP_TEXTS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const POPUP_TEXTS_TEXTS: FieldTexts<PopupTexts> = {
  popup_close_text: { label: 'Close button', help: 'Name of the close button.', format: 'text' },
  popup_label_text: { label: 'Popup name', help: 'Name of a popup whose opener has no text, label or data-popup-label.', format: 'text' },
  popup_loading_text: { label: 'Loading', help: 'Said while the content loads.', format: 'text' },
  popup_content_error_text: {
    label: 'Content failed',
    help: 'Shown when the content or the page in a frame cannot be loaded.',
    format: 'text',
  },
  popup_image_error_text: { label: 'Image failed', help: 'Shown when the image cannot be loaded.', format: 'text' },
  popup_not_found_text: {
    label: 'Target missing',
    help: 'Shown when the content of this page a popup names is not there.',
    format: 'text',
  },
};
