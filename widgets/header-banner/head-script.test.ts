import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_NAMES, HEADER_BANNER_COOKIE_DAYS, rememberForVersion } from '../../core/cookies/versioned-cookie';
import { MARKUP } from '../../core/markup';
import { HEADER_BANNER_MARKUP } from './markup';

/**
 * The plugin's head script for the header banner (wordpress/header-banner.php, in the plugin includes/families/;
 * widgets/header-banner/README.md, "The first paint"): the same for every visitor, it marks the
 * document when the cookie a close wrote holds this version, and only then. Run here as the page runs
 * it, with the names and the call the PHP gives it; on a real WordPress, tests/wordpress/09-blocks.test.ts
 * checks that the closed banner never shows, before the bundle too.
 */
const PHP = readFileSync(join(process.cwd(), 'widgets', 'header-banner', 'wordpress', 'header-banner.php'), 'utf8');

/** A PHP class constant's string value. */
function phpConstant(name: string): string {
  const found = new RegExp(`const ${name}\\s*=\\s*(?:'([^']*)'|"([^"]*)");`).exec(PHP);
  if (!found) throw new Error(`header-banner.php declares no ${name}`);
  return found[1] ?? found[2]!;
}

/** Runs the script as the PHP prints it for `version`. */
function runHeadScript(version: string): void {
  const script = /const SCRIPT = <<<'JS'\n([\s\S]*?)\nJS;/.exec(PHP)?.[1];
  if (!script) throw new Error('header-banner.php has no SCRIPT nowdoc');
  const names = ['COOKIE', 'CLOSED_ATTRIBUTE', 'BANNER_SELECTOR'].map(phpConstant);
  const call = `${script}(${[names[0], version, names[1], names[2]].map((argument) => JSON.stringify(argument)).join(', ')});`;
  new Function(call)();
}

const closed = () => document.documentElement.hasAttribute(HEADER_BANNER_MARKUP.attributes.documentClosed);

afterEach(() => {
  document.documentElement.removeAttribute(HEADER_BANNER_MARKUP.attributes.documentClosed);
  for (const cookie of document.cookie.split('; '))
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe("the plugin's head script for the header banner", () => {
  it('uses the names the bundle uses: the cookie, the document mark, the banner', () => {
    expect(phpConstant('COOKIE')).toBe(COOKIE_NAMES.headerBannerClosed);
    expect(phpConstant('CLOSED_ATTRIBUTE')).toBe(HEADER_BANNER_MARKUP.attributes.documentClosed);
    expect(phpConstant('BANNER_SELECTOR')).toBe(`[${MARKUP.widget}='header-banner']`);
  });

  it('marks the document when the visitor closed this version (the cookie the widget writes)', () => {
    rememberForVersion(COOKIE_NAMES.headerBannerClosed, '2025-spring', HEADER_BANNER_COOKIE_DAYS);
    document.cookie = 'another=1; path=/';
    runHeadScript('2025-spring');
    expect(closed()).toBe(true);
  });

  it('reads a version the cookie holds URI-encoded', () => {
    rememberForVersion(COOKIE_NAMES.headerBannerClosed, 'spring sale/2', HEADER_BANNER_COOKIE_DAYS);
    runHeadScript('spring sale/2');
    expect(closed()).toBe(true);
  });

  it.each([
    ['no cookie', null],
    ['another version closed', '6'],
    ['a cookie of another name ending like it', 'x'],
    ['a value that is not URI-encoded text', '%E0%A4%A'],
  ])('leaves the document alone with %s', (_case, value) => {
    if (value === 'x') document.cookie = `my_${COOKIE_NAMES.headerBannerClosed}=7; path=/`;
    else if (value !== null) document.cookie = `${COOKIE_NAMES.headerBannerClosed}=${value}; path=/`;
    runHeadScript('7');
    expect(closed()).toBe(false);
  });
});
