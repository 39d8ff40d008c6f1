import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseElementOptions } from '../../../mount/options';
import { coerceBoolean, coerceFlagAttribute } from '../../../core/settings/coerce';
import { field } from '../../../core/settings/schema';

/**
 * The words a boolean setting or option takes (README, "Page settings"): the plugin's settings screen
 * (wordpress/cms-islands/includes/class-cms-islands-settings.php, TRUE_WORDS and FALSE_WORDS) and the
 * bundle (settings and data attributes) read the same words, in any case; the plugin refuses any other
 * with a settings error (tests/wordpress/06-settings.test.ts checks that on a real WordPress).
 */
const SETTINGS_PHP = join(process.cwd(), 'wordpress', 'cms-islands', 'includes', 'class-cms-islands-settings.php');

/** The words of one of the settings class's word lists (`const TRUE_WORDS = array( '1', 'yes', … );`). */
function phpWords(list: 'TRUE_WORDS' | 'FALSE_WORDS'): string[] {
  const declaration = new RegExp(`const ${list}\\s*=\\s*array\\(([^)]*)\\);`).exec(readFileSync(SETTINGS_PHP, 'utf8'));
  if (!declaration) throw new Error(`${SETTINGS_PHP} declares no ${list}`);
  return [...declaration[1]!.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

/** The word as people type it: as listed, in capitals, capitalised, with spaces around. */
const spellings = (word: string) => [word, word.toUpperCase(), word.charAt(0).toUpperCase() + word.slice(1), ` ${word} `];

/** Words someone might try, which either side could take: each must be read alike on both. */
const PROBES = [
  '1',
  '0',
  'yes',
  'no',
  'true',
  'false',
  'on',
  'off',
  '',
  'y',
  'n',
  't',
  'f',
  '2',
  '-1',
  'enabled',
  'checked',
  'maybe',
  'truee',
];

describe('boolean words: the plugin and the bundle read the same ones, in any case', () => {
  let trueWords: string[] = [];
  let falseWords: string[] = [];
  beforeAll(() => {
    trueWords = phpWords('TRUE_WORDS');
    falseWords = phpWords('FALSE_WORDS');
  });

  it('the plugin takes what people type for yes and no', () => {
    expect(trueWords).toEqual(expect.arrayContaining(['1', 'yes', 'true', 'on']));
    expect(falseWords).toEqual(expect.arrayContaining(['0', 'no', 'false', 'off']));
  });

  it.each([
    ['true', true],
    ['false', false],
  ] as const)('a page setting the plugin reads as %s, in any spelling, the bundle reads so too', (_name, value) => {
    for (const word of value ? trueWords : falseWords)
      for (const spelling of spellings(word)) expect(coerceBoolean(spelling), spelling).toBe(value);
  });

  it('a word the plugin refuses, the bundle does not read either (it falls back to the default, with a warning)', () => {
    for (const probe of PROBES) {
      const plugin = trueWords.includes(probe) ? true : falseWords.includes(probe) ? false : undefined;
      expect(coerceBoolean(probe), JSON.stringify(probe)).toBe(plugin);
    }
  });

  it('a data attribute takes the same words in any case, and a bare attribute is true (mount/options.ts)', () => {
    const schema = { loop: field(coerceFlagAttribute, false) };
    const optionsOf = (value: string) => {
      const element = document.createElement('div');
      element.setAttribute('data-loop', value);
      return parseElementOptions(element, 'test', schema).loop;
    };
    for (const word of trueWords) for (const spelling of spellings(word)) expect(optionsOf(spelling), spelling).toBe(true);
    for (const word of falseWords.filter(Boolean))
      for (const spelling of spellings(word)) expect(optionsOf(spelling), spelling).toBe(false);
    expect(optionsOf('')).toBe(true);
  });
});
