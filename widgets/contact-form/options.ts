import { optionsParser } from '../../mount/options';
import { coerceBoolean, coerceOneOf } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

type RefillMode = 'auto' | 'always' | 'never';

export interface ContactFormOptions {
  /**
   * `data-refill`: when the form asks for its refill on page load (README). `auto` (default): only
   * when it has a quiz or a captcha, the only things a refill carries; `always`; `never`.
   */
  refill: RefillMode;
  /**
   * `data-fallback-pickers`: date and number inputs become stepping text inputs in browsers that lack
   * those input types (README). Default true.
   */
  fallbackPickers: boolean;
}

export const CONTACT_FORM_OPTIONS_SCHEMA: Schema<ContactFormOptions> = {
  refill: field(coerceOneOf(['auto', 'always', 'never'] as const), 'auto'),
  fallbackPickers: field(coerceBoolean, true),
};

export const parseContactFormOptions = optionsParser('contact-form', CONTACT_FORM_OPTIONS_SCHEMA);
