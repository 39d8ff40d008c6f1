import { coerceBoolean, coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

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
