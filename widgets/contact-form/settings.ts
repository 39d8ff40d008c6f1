import { coerceBoolean, coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/**
 * The page-settings keys the contact form reads (widgets/contact-form/README.md): where the REST API
 * is when the plugin's own `wpcf7.api` global is absent (it goes with the plugin's dequeued script).
 * An empty rest_url means the root WordPress announces in the page's head, else /wp-json/.
 */
export interface ContactFormSettings {
  rest_url: string;
  cf7_namespace: string;
  /** The pages may come from a page cache: reset each form on load (README, "Reset"). */
  cf7_cached: boolean;
}

export const CONTACT_FORM_SETTINGS_SCHEMA: Schema<ContactFormSettings> = {
  rest_url: field(coerceString, ''),
  cf7_namespace: field(coerceString, 'contact-form-7/v1'),
  cf7_cached: field(coerceBoolean, false),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const CONTACT_FORM_SETTINGS_TEXTS: FieldTexts<ContactFormSettings> = {
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
