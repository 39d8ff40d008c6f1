import { describe, expect, it } from 'vitest';
import { KNOWN_STATUS_CLASSES, statusClass, statusEventName } from './status';

describe('submission statuses and their classes', () => {
  it.each([
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['payment_required', 'payment-required'],
    ['submitting', 'submitting'],
    ['validating', 'validating'],
    ['resetting', 'resetting'],
  ])('%s puts the class %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
  });

  it('every listed class is cleared before the next status, unaccepted and aborted included', () => {
    expect(KNOWN_STATUS_CLASSES).toEqual(
      expect.arrayContaining([
        'init',
        'submitting',
        'validating',
        'resetting',
        'invalid',
        'unaccepted',
        'spam',
        'aborted',
        'sent',
        'failed',
        'payment-required',
      ]),
    );
  });

  it('a custom status gets custom- and its name in lower case, other characters turned into single dashes', () => {
    expect(statusClass('payment required')).toBe('custom-payment-required');
    expect(statusClass('On Hold!!')).toBe('custom-on-hold');
    expect(statusClass('__x__y__')).toBe('custom-x-y');
    expect(statusClass('???')).toBe('custom-status');
  });

  it('names the event each status dispatches, as Contact Form 7 does', () => {
    expect(statusEventName('validation_failed')).toBe('wpcf7invalid');
    expect(statusEventName('acceptance_missing')).toBe('wpcf7unaccepted');
    expect(statusEventName('spam')).toBe('wpcf7spam');
    expect(statusEventName('aborted')).toBe('wpcf7aborted');
    expect(statusEventName('mail_sent')).toBe('wpcf7mailsent');
    expect(statusEventName('mail_failed')).toBe('wpcf7mailfailed');
    expect(statusEventName('payment_required')).toBeNull();
  });
});
