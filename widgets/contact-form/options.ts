import { optionsParser } from '../../mount/options';
import { coerceBoolean, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

export const CONTACT_FORM_OPTIONS_SCHEMA = {
  /**
   * `data-refill`: when the form asks for its refill on page load (README). `auto` (default): only
   * when it has a quiz or a captcha, the only things a refill carries; `always`; `never`.
   */
  refill: field(coerceOneOf(['auto', 'always', 'never'] as const), 'auto'),
  /**
   * `data-fallback-pickers`: date and number inputs become stepping text inputs in browsers that lack
   * those input types (README). Default true.
   */
  fallbackPickers: field(coerceBoolean, true),
};
export type ContactFormOptions = ShapeOf<typeof CONTACT_FORM_OPTIONS_SCHEMA>;

export const parseContactFormOptions = optionsParser('contact-form', CONTACT_FORM_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const CONTACT_FORM_OPTIONS_TEXTS: FieldTexts<ContactFormOptions> = {
  refill: {
    label: 'Refill on load',
    help: 'When the form asks the server for its refill as the page loads; a refill carries only a quiz or a captcha.',
    choices: { auto: 'Only with a quiz or a captcha', always: 'Always', never: 'Never' },
  },
  fallbackPickers: {
    label: 'Fallback pickers',
    help: 'Date and number inputs become stepping text inputs in browsers that lack those input types.',
  },
};

/**
 * The page-settings keys the contact form reads (widgets/contact-form/README.md): where the REST API
 * is when the plugin's own `wpcf7.api` global is absent (it goes with the plugin's dequeued script).
 * An empty rest_url means the root WordPress announces in the page's head, else /wp-json/.
 */
export const CONTACT_FORM_SETTINGS_SCHEMA = {
  rest_url: field(coerceString, ''),
  cf7_namespace: field(coerceString, 'contact-form-7/v1'),
  /** The pages may come from a page cache: reset each form on load (README, "Reset"). */
  cf7_cached: field(coerceBoolean, false),
};
export type ContactFormSettings = ShapeOf<typeof CONTACT_FORM_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const CONTACT_FORM_SETTINGS_TEXTS: FieldTexts<ContactFormSettings> = {
  rest_url: {
    label: 'REST root',
    help: "The REST API's root, for when Contact Form 7's own script is off the page; empty: the root the page's head announces, else /wp-json/. The plugin prints it.",
    format: 'url',
    screen: false,
  },
  cf7_namespace: { label: 'Contact Form 7 namespace', help: "Contact Form 7's REST namespace. The plugin prints it.", screen: false },
  cf7_cached: {
    label: 'Pages are cached',
    help: 'The pages may come from a page cache: each form is reset on load. The plugin prints whether WP_CACHE is on.',
    screen: false,
  },
};

/** What the contact form family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'contact-form': described(CONTACT_FORM_OPTIONS_SCHEMA, CONTACT_FORM_OPTIONS_TEXTS),
    },
    settings: {
      'contact-form': describedSettings('Contact form', CONTACT_FORM_SETTINGS_SCHEMA, CONTACT_FORM_SETTINGS_TEXTS),
    },
  };
}
