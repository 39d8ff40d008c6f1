import { afterEach, describe, expect, it } from 'vitest';
import { RULE_CHECKS, isoDayOfWeek, readCalendarDate } from './rules';
import type { FieldValue } from './field-values';
import type { ValidationRule } from './schema';

/** Each rule of the plugin's schema, checked on the values the visitor entered (blank values are never passed in). */
function passes(name: string, values: FieldValue[], properties: Partial<ValidationRule> = {}): boolean {
  const check = RULE_CHECKS.get(name);
  if (!check) throw new Error(`no rule ${name}`);
  return check(values, { rule: name, field: 'f', error: 'e', ...properties });
}
const fileOf = (name: string, sizeBytes: number, type = '') => new File([new Uint8Array(sizeBytes)], name, { type });

describe('presence', () => {
  it('required: one value is enough, none fails; several values (a checkbox group) pass', () => {
    expect(passes('required', [])).toBe(false);
    expect(passes('required', ['x'])).toBe(true);
    expect(passes('required', ['A', 'B'])).toBe(true);
  });
  it('requiredfile: only a chosen file counts, not text', () => {
    expect(passes('requiredfile', [])).toBe(false);
    expect(passes('requiredfile', ['name.txt'])).toBe(false);
    expect(passes('requiredfile', [fileOf('a.txt', 1)])).toBe(true);
  });
});

describe('formats (an empty field passes; every value must read)', () => {
  it.each([
    ['ana@example.com', true],
    ['a@b.co', true],
    ["o'hara+tag@mail.example.org", true],
    ['a@b.c', false], // shorter than is_email() takes
    ['@example.com', false],
    ['ana@@example.com', false],
    ['ana@example', false],
    ['ana@exa..mple.com', false],
    ['ana@-example.com', false],
    ['ana@example-.com', false],
    ['ana example@example.com', false],
    ['ana@exämple.com', false],
  ])('email %j → %s', (value, expected) => {
    expect(passes('email', [value])).toBe(expected);
  });
  it('email: every value of several must be an address; no value passes', () => {
    expect(passes('email', [])).toBe(true);
    expect(passes('email', ['ana@example.com', 'nope'])).toBe(false);
  });

  it.each([
    ['https://example.com/path?q=1', true],
    ['mailto:ana@example.com', true],
    ['tel:+351123', true],
    ['example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/plain,hi', false],
    ['http://', false],
  ])('url %j → %s', (value, expected) => {
    expect(passes('url', [value])).toBe(expected);
  });

  it.each([
    ['+351 912 345 678', true],
    ['(555) 123-4567', true],
    ['555.123.4567 #12', true],
    ['12ab', false],
    ['++1', false],
    ['+', false],
  ])('tel %j → %s', (value, expected) => {
    expect(passes('tel', [value])).toBe(expected);
  });

  it.each([
    ['42', true],
    ['-3.5', true],
    ['.5', true],
    ['1e3', true],
    ['2E-2', true],
    ['+1', false],
    ['1.', false],
    ['0x10', false],
    ['Infinity', false],
    ['1,5', false],
  ])('number %j → %s', (value, expected) => {
    expect(passes('number', [value])).toBe(expected);
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-01', false],
    ['12026-01-01', true],
    ['0099-01-01', true],
  ])('date %j → %s', (value, expected) => {
    expect(passes('date', [value])).toBe(expected);
  });

  it.each([
    ['09:30', true],
    ['23:59:59', true],
    ['24:00', false],
    ['12:60', false],
    ['9:30', false],
    ['12:30:60', false],
  ])('time %j → %s', (value, expected) => {
    expect(passes('time', [value])).toBe(expected);
  });
});

describe('files', () => {
  it('file: by extension (with or without dot, any case) or by MIME type, wildcard included', () => {
    expect(passes('file', [fileOf('CV.PDF', 10)], { accept: ['.txt', '.pdf'] })).toBe(true);
    expect(passes('file', [fileOf('cv.exe', 10)], { accept: ['.txt', '.pdf'] })).toBe(false);
    expect(passes('file', [fileOf('cv.pdf', 10)], { accept: ['pdf'] })).toBe(true);
    expect(passes('file', [fileOf('photo.heic', 10, 'image/heic')], { accept: ['image/*'] })).toBe(true);
    expect(passes('file', [fileOf('notes.txt', 10, 'text/plain')], { accept: ['image/*'] })).toBe(false);
    expect(passes('file', [fileOf('a.pdf', 1, 'application/pdf')], { accept: ['application/pdf'] })).toBe(true);
  });
  it('file: no file passes; no accept list accepts any file; an empty list accepts none; every file of several counts', () => {
    expect(passes('file', [], { accept: ['.pdf'] })).toBe(true);
    expect(passes('file', [fileOf('a.exe', 1)])).toBe(true);
    expect(passes('file', [fileOf('a.pdf', 1)], { accept: [] })).toBe(false);
    expect(passes('file', [fileOf('a.pdf', 1), fileOf('b.exe', 1)], { accept: ['.pdf'] })).toBe(false);
  });
  it('minfilesize and maxfilesize: bytes of every file added up; no file passes', () => {
    expect(passes('maxfilesize', [fileOf('a.txt', 1024)], { threshold: '1024' })).toBe(true);
    expect(passes('maxfilesize', [fileOf('a.txt', 1025)], { threshold: '1024' })).toBe(false);
    expect(passes('maxfilesize', [fileOf('a.txt', 600), fileOf('b.txt', 600)], { threshold: '1024' })).toBe(false);
    expect(passes('minfilesize', [fileOf('a.txt', 10)], { threshold: '100' })).toBe(false);
    expect(passes('minfilesize', [], { threshold: '100' })).toBe(true);
    expect(passes('minfilesize', [fileOf('a.txt', 100)], { threshold: '100' })).toBe(true);
  });
});

describe('choices', () => {
  it('enum: every value exactly one of accept (case matters)', () => {
    expect(passes('enum', ['A', 'C'], { accept: ['A', 'B', 'C'] })).toBe(true);
    expect(passes('enum', ['a'], { accept: ['A'] })).toBe(false);
    expect(passes('enum', ['D'], { accept: ['A', 'B', 'C'] })).toBe(false);
    expect(passes('enum', [], { accept: ['A'] })).toBe(true);
    expect(passes('enum', ['A'])).toBe(false); // no accept list: nothing is accepted
  });
  it('minitems and maxitems count the chosen values', () => {
    expect(passes('maxitems', ['Red'], { threshold: '1' })).toBe(true);
    expect(passes('maxitems', ['Red', 'Green'], { threshold: '1' })).toBe(false);
    expect(passes('minitems', ['Red'], { threshold: '2' })).toBe(false);
    expect(passes('minitems', [], { threshold: '1' })).toBe(false);
    expect(passes('minitems', ['a', 'b'], { threshold: '2' })).toBe(true);
  });
  it('dayofweek: ISO days, 1 Monday … 7 Sunday; values that are no date pass', () => {
    // 2026-03-02 is a Monday, 2026-03-08 a Sunday.
    expect(passes('dayofweek', ['2026-03-02'], { accept: ['1', '2', '3', '4', '5'] })).toBe(true);
    expect(passes('dayofweek', ['2026-03-08'], { accept: ['1', '2', '3', '4', '5'] })).toBe(false);
    expect(passes('dayofweek', ['2026-03-08'], { accept: ['7'] })).toBe(true);
    expect(passes('dayofweek', ['someday'], { accept: ['1'] })).toBe(true);
  });
});

describe('dates do not move with the time zone', () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedZone;
  });
  it.each(['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu', 'UTC'])(
    'in %s, 2026-03-08 is a Sunday and 2026-01-01 is inside 2026',
    (zone) => {
      process.env.TZ = zone;
      expect(isoDayOfWeek(readCalendarDate('2026-03-08')!)).toBe(7);
      expect(passes('mindate', ['2026-01-01'], { threshold: '2026-01-01' })).toBe(true);
      expect(passes('maxdate', ['2026-12-31'], { threshold: '2026-12-31' })).toBe(true);
      expect(passes('mindate', ['2025-12-31'], { threshold: '2026-01-01' })).toBe(false);
    },
  );
});

describe('thresholds', () => {
  it('minlength and maxlength: UTF-16 code units of every value added up; an empty field passes minlength', () => {
    expect(passes('minlength', ['Hi'], { threshold: '5' })).toBe(false);
    expect(passes('minlength', [], { threshold: '5' })).toBe(true);
    expect(passes('minlength', ['Hel', 'lo'], { threshold: '5' })).toBe(true);
    expect(passes('maxlength', ['😀😀'], { threshold: '3' })).toBe(false); // 4 code units
    expect(passes('maxlength', ['abc'], { threshold: '3' })).toBe(true);
  });
  it('minnumber and maxnumber compare numbers, not text; values that are no number are left to the number rule', () => {
    expect(passes('minnumber', ['9'], { threshold: '18' })).toBe(false);
    expect(passes('minnumber', ['18'], { threshold: '18' })).toBe(true);
    expect(passes('maxnumber', ['121'], { threshold: '120' })).toBe(false);
    expect(passes('maxnumber', ['100'], { threshold: '120' })).toBe(true);
    expect(passes('minnumber', ['abc'], { threshold: '18' })).toBe(true);
  });
  it('mindate and maxdate compare calendar dates; a threshold that is no date checks nothing', () => {
    expect(passes('maxdate', ['2027-01-01'], { threshold: '2026-12-31' })).toBe(false);
    expect(passes('mindate', ['10000-01-01'], { threshold: '9999-12-31' })).toBe(true); // five-digit years order right
    expect(passes('mindate', ['2020-01-01'], { threshold: 'soon' })).toBe(true);
  });
  it('stepnumber: base plus whole intervals, decimals without float noise; no positive interval checks nothing', () => {
    expect(passes('stepnumber', ['6'], { base: '2', interval: '2' })).toBe(true);
    expect(passes('stepnumber', ['5'], { base: '2', interval: '2' })).toBe(false);
    expect(passes('stepnumber', ['0.3'], { interval: '0.1' })).toBe(true);
    expect(passes('stepnumber', ['-0.3'], { interval: '0.1' })).toBe(true);
    expect(passes('stepnumber', ['0.35'], { interval: '0.1' })).toBe(false);
    expect(passes('stepnumber', ['7'], { interval: '0' })).toBe(true);
    expect(passes('stepnumber', ['7'], { interval: '-2' })).toBe(true);
  });
  it('a missing, unreadable or huge threshold never throws and checks nothing it cannot', () => {
    for (const name of [
      'minlength',
      'maxlength',
      'minitems',
      'maxitems',
      'minnumber',
      'maxnumber',
      'mindate',
      'maxdate',
      'minfilesize',
      'maxfilesize',
    ]) {
      expect(passes(name, ['2026-01-01'])).toBe(true);
      expect(passes(name, ['2026-01-01'], { threshold: 'lots' })).toBe(true);
    }
    expect(passes('maxlength', ['x'.repeat(100)], { threshold: '1e308' })).toBe(false); // parseInt reads 1
    expect(passes('maxnumber', ['5'], { threshold: '1e308' })).toBe(true);
    expect(passes('maxnumber', ['1e309'], { threshold: '1e308' })).toBe(false);
  });
});
