import { describe, expect, it } from 'vitest';
import { readFeedbackAnswer, restErrorMessage } from './answer';
import { fixtureAnswer } from '../test-support';

describe('reading the feedback answer, in both shapes', () => {
  it("reads the plugin's current shape: invalid_fields {field, message, idref, error_id}, into at the top", () => {
    const answer = readFeedbackAnswer(fixtureAnswer('all-validation-failed'))!;
    expect(answer.status).toBe('validation_failed');
    expect(answer.message).toBe('One or more fields have an error. Please check and try again.');
    expect(answer.into).toBe('#wpcf7-f6-p7-o1');
    expect(answer.invalidFields).toHaveLength(8);
    expect(answer.invalidFields[3]).toEqual({
      field: 'your-name',
      into: null,
      message: 'Please fill out this field.',
      idref: 'rig-name',
      errorId: 'wpcf7-f6-p7-o1-ve-your-name',
    });
    expect(answer.invalidFields[0]).toMatchObject({ field: 'rig-radio', idref: null });
    expect(answer.quiz).toEqual({ 'rig-quiz': ['1+1=?', 'fe062b200101ae77bc2fc3c18e86464e'] });
  });

  it("reads the spec's shape: invalidFields {into, message, idref}", () => {
    const answer = readFeedbackAnswer({
      status: 'validation_failed',
      message: 'Check the fields.',
      into: '#wpcf7-f4-p5-o1',
      invalidFields: [{ into: 'span.wpcf7-form-control-wrap.your-email', message: 'Please enter an email address.', idref: null }],
      captcha: { 'captcha-1': 'https://example.test/wp-content/uploads/wpcf7_captcha/2718281828.png' },
    })!;
    expect(answer.invalidFields).toEqual([
      {
        field: null,
        into: 'span.wpcf7-form-control-wrap.your-email',
        message: 'Please enter an email address.',
        idref: null,
        errorId: null,
      },
    ]);
    expect(answer.captcha).toEqual({ 'captcha-1': 'https://example.test/wp-content/uploads/wpcf7_captcha/2718281828.png' });
  });

  it.each([
    'feedback-mail-sent',
    'feedback-mail-failed',
    'feedback-spam-short-ua',
    'all-acceptance-missing',
    'feedback-invalid-email',
    'extra-validation-failed',
  ])('reads the captured answer %s', (name) => {
    const raw = fixtureAnswer(name);
    const answer = readFeedbackAnswer(raw)!;
    expect(answer.status).toBe(raw.status);
    expect(answer.message).toBe(raw.message);
    expect(answer.invalidFields).toHaveLength((raw.invalid_fields as unknown[]).length);
    expect(answer.raw).toBe(raw);
  });

  it('is no answer without a status: the REST error shapes, an empty list, text', () => {
    expect(readFeedbackAnswer(fixtureAnswer('feedback-error-404'))).toBeNull();
    expect(readFeedbackAnswer([])).toBeNull();
    expect(readFeedbackAnswer('<html>')).toBeNull();
    expect(readFeedbackAnswer({ status: '' })).toBeNull();
  });

  it('drops malformed items and refill entries instead of failing', () => {
    const answer = readFeedbackAnswer({
      status: 'validation_failed',
      invalid_fields: [null, { message: 'no field' }, { field: 'a', message: 5 }],
      quiz: { q: ['only a label'], r: ['Q', 'hash'] },
      captcha: { c: 3 },
    })!;
    expect(answer.invalidFields).toEqual([{ field: 'a', into: null, message: '5', idref: null, errorId: null }]);
    expect(answer.quiz).toEqual({ r: ['Q', 'hash'] });
    expect(answer.captcha).toBeNull();
  });

  it('reads the message of the REST error shape {code, message, data: {status}}', () => {
    expect(restErrorMessage(fixtureAnswer('nonce-loggedin-bad-nonce-403'))).toBe('Cookie check failed');
    expect(restErrorMessage(fixtureAnswer('feedback-error-415-urlencoded'))).toBe('The request payload format is not supported.');
    expect(restErrorMessage({ message: 'no code' })).toBeNull();
    expect(restErrorMessage('text')).toBeNull();
  });
});
