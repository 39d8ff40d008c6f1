import type { ContactFormEventName } from './events';
import { CONTACT_FORM_MARKUP } from '../markup';

/**
 * Submission statuses and the CSS class each puts on the form and on the response box
 * (widgets/contact-form/README.md, "Statuses"). `init` and `submitting` are the form's own states
 * before and during a call, as in Contact Form 7.
 *
 * A Map, not an object literal: a status comes from the server, and `constructor` or `__proto__` must
 * not find a property every object inherits.
 */
const STATUS_CLASSES: ReadonlyMap<string, string> = new Map([
  ['init', 'init'],
  ['submitting', 'submitting'],
  ['validating', 'validating'],
  ['resetting', 'resetting'],
  ['payment_required', 'payment-required'],
  ['validation_failed', 'invalid'],
  ['acceptance_missing', 'unaccepted'],
  ['spam', 'spam'],
  ['aborted', 'aborted'],
  ['mail_sent', 'sent'],
  ['mail_failed', 'failed'],
]);

/** Prefix of the class of a status the README does not list. */
const CUSTOM_STATUS_PREFIX = 'custom-';

/** Every class a listed status puts on the form: all of them go before the next status lands. */
export const KNOWN_STATUS_CLASSES: readonly string[] = [...new Set(STATUS_CLASSES.values())];

/**
 * The class for a status: always exactly one class token. Any other status is custom: `custom-` + the
 * status in lower case, each run of characters other than a-z and 0-9 turned into one dash, leading
 * and trailing dashes dropped (`On Hold!!` gives `custom-on-hold`, an unreadable one `custom-status`).
 */
export function statusClass(status: string): string {
  const known = STATUS_CLASSES.get(status);
  if (known !== undefined) return known;
  const slug = status
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return CUSTOM_STATUS_PREFIX + (slug || 'status');
}

/**
 * The class of a status the server printed in `data-status` (which holds a class, `init` or `sent`,
 * not a status name): a listed class is kept, anything else becomes a single custom token.
 */
export function printedStatusClass(printed: string | null): string {
  if (!printed) return 'init';
  return KNOWN_STATUS_CLASSES.includes(printed) ? printed : statusClass(printed);
}

/** The DOM event each answered status dispatches before `wpcf7submit`, as Contact Form 7 names them. */
export function statusEventName(status: string): ContactFormEventName | null {
  switch (statusClass(status)) {
    case 'invalid':
      return CONTACT_FORM_MARKUP.events.invalid;
    case 'unaccepted':
      return CONTACT_FORM_MARKUP.events.unaccepted;
    case 'spam':
      return CONTACT_FORM_MARKUP.events.spam;
    case 'aborted':
      return CONTACT_FORM_MARKUP.events.aborted;
    case 'sent':
      return CONTACT_FORM_MARKUP.events.mailSent;
    case 'failed':
      return CONTACT_FORM_MARKUP.events.mailFailed;
    default:
      return null;
  }
}
