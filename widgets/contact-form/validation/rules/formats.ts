import { readCalendarDate } from './dates';
import { textsOf, type RuleCheck } from './types';

/**
 * Format rules: every value must read as the type; an empty field passes (`required` is its own rule).
 * Each checks what the plugin's server checks, written from its documented behaviour.
 */

const EMAIL_LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** Shortest address WordPress's is_email() takes: a@b.co. */
const MIN_EMAIL_LENGTH = 6;

/** WordPress's is_email() rules: one @ after the first character, a plain local part, two or more dot-separated labels. */
function isEmailAddress(text: string): boolean {
  if (text.length < MIN_EMAIL_LENGTH) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return EMAIL_LOCAL_PART.test(local) && labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

/** Schemes WordPress allows in links (wp_allowed_protocols()). */
const ALLOWED_URL_SCHEMES = new Set(
  'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(' '),
);

function isAbsoluteUrl(text: string): boolean {
  try {
    return ALLOWED_URL_SCHEMES.has(new URL(text).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

/** Digits with an optional leading +, once brackets, slashes, dots, stars, hashes, dashes and spaces are left out. */
const isTelephoneNumber = (text: string) => /^\+?\d+$/.test(text.replace(/[()/.*#\s-]+/g, ''));

/** HTML's valid floating-point number: -1, 0.5, .5, 1e3; not +1, 1., 0x10 or Infinity. */
const isFloatingPointNumber = (text: string) => /^-?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/.test(text);

/** hh:mm or hh:mm:ss on a 24-hour clock. */
function isTimeOfDay(text: string): boolean {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  return !!match && Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60;
}

const everyText =
  (test: (text: string) => boolean): RuleCheck =>
  (values) =>
    textsOf(values).every(test);

export const email = everyText(isEmailAddress);
export const url = everyText(isAbsoluteUrl);
export const tel = everyText(isTelephoneNumber);
export const number = everyText(isFloatingPointNumber);
export const date = everyText((text) => readCalendarDate(text) !== null);
export const time = everyText(isTimeOfDay);
