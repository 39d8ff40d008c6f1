/**
 * Submission statuses (README) and the CSS class each puts on the form and on the response box.
 * `init` and `submitting` are the form's own states before and during a call, as in Contact Form 7.
 */
export const STATUS_CLASSES: Readonly<Record<string, string>> = {
  init: 'init',
  submitting: 'submitting',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
};

/** Prefix of the class of a status the spec does not list. */
export const CUSTOM_STATUS_PREFIX = 'custom-';

/**
 * The class for a status. Any other status is custom (README leaves its class open); our rule:
 * `custom-` + the status in lower case, each run of characters other than a-z and 0-9 turned into one
 * dash, leading and trailing dashes dropped. `payment_required` gives `custom-payment-required`.
 */
export function statusClass(status: string): string {
  const known = STATUS_CLASSES[status];
  if (known) return known;
  const slug = status
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return CUSTOM_STATUS_PREFIX + (slug || 'status');
}

/** Every class a listed status puts on the form: all of them go before the next status lands. */
export const KNOWN_STATUS_CLASSES: readonly string[] = Object.values(STATUS_CLASSES);

/** The DOM event each answered status dispatches before `wpcf7submit`, as Contact Form 7 names them. */
export function statusEventName(status: string): string | null {
  switch (statusClass(status)) {
    case 'invalid':
    case 'unaccepted':
    case 'spam':
    case 'aborted':
      return `wpcf7${statusClass(status)}`;
    case 'sent':
    case 'failed':
      return `wpcf7mail${statusClass(status)}`;
    default:
      return null;
  }
}
