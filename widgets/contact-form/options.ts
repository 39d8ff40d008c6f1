import { optionsParser } from '../../mount/options';
import { coerceBoolean, coerceOneOf } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

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

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const CONTACT_FORM_OPTIONS_TEXTS: FieldTexts<ContactFormOptions> = {
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
