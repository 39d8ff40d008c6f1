import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { runPhp } from '../../scripts/wordpress/wordpress';
import type { ProvidedSite } from './global-setup';

/** The WordPress of this run (tests/wordpress/global-setup.ts). */
export function site(): ProvidedSite {
  return inject('wordpress');
}

/** An address on the site: `wpUrl('?p=3')`. */
export function wpUrl(path = ''): string {
  return new URL(path, site().url).href;
}

/** The same address through the site's Varnish (README, "A busy site"): `cachedUrl('?p=3')`. */
export function cachedUrl(path = ''): string {
  return new URL(path, site().cachedUrl).href;
}

/** Runs PHP with WordPress loaded (as the admin when `asAdmin`) and parses what it printed as JSON. */
export function phpJson<T>(code: string, asAdmin = false): T {
  const out = runPhp(site().docroot, code, asAdmin);
  try {
    return JSON.parse(out) as T;
  } catch {
    throw new Error(`PHP did not print JSON:\n${out}`);
  }
}

/** The run's two themes (README, "Tests", "WordPress"): Twenty Twenty-Three on Debian's 6.1, Twenty Twenty-Five on a 7.x archive; Twenty Twenty-One. */
export function themes(): { block: string; classic: string } {
  return site().wordpress.themes;
}

/** Switches the site's theme (`themes().block` or `themes().classic`). */
export function switchTheme(theme: string): void {
  const now = phpJson<string>(`switch_theme(${JSON.stringify(theme)}); echo wp_json_encode(get_stylesheet());`);
  if (now !== theme) throw new Error(`The theme is ${now}, not ${theme}`);
}

/** WordPress's debug log so far (empty when nothing was logged). */
function debugLog(): string {
  const file = site().debugLog;
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Lines of the debug log that are PHP notices, warnings or errors (core's own deprecations aside). */
export function phpProblems(log: string = debugLog()): string[] {
  return log
    .split('\n')
    .filter((line) => /PHP (Notice|Warning|Fatal error|Parse error|Recoverable fatal error|Error|Deprecated)/.test(line))
    .filter((line) => !/PHP Deprecated/.test(line) || /cms-islands/.test(line));
}

/**
 * Logs the admin in through wp-login.php, as a person does, straight to `screen` (redirect_to). When it
 * lands anywhere else, the error says where and what that page showed (a login failed once in a
 * fresh-clone run and never again: the next one names its cause).
 */
export async function logIn(page: Page, screen = 'wp-admin/'): Promise<void> {
  const target = wpUrl(screen);
  await page.goto(wpUrl(`wp-login.php?redirect_to=${encodeURIComponent(target)}`));
  // wp-login.php focuses its first field 200 ms after it loads, and may empty the password as it does
  // (wp_attempt_focus): typing before that lost the password once in a fresh-clone run ("The password
  // field is empty"). The fields are filled once it has focused one.
  await page.waitForFunction(() => ['user_login', 'user_pass'].includes(document.activeElement?.id ?? ''));
  await page.fill('#user_login', site().admin.user);
  await page.fill('#user_pass', site().admin.password);
  try {
    await Promise.all([page.waitForURL((url) => url.href.startsWith(target)), page.click('#wp-submit')]);
  } catch (error) {
    const where = await page.evaluate(() => ({
      title: document.title,
      error: document.querySelector('#login_error')?.textContent?.trim() ?? null,
      loading: document.readyState,
      cookies: document.cookie.split('; ').map((cookie) => cookie.split('=')[0]),
    }));
    throw new Error(`logging in did not reach ${screen}: at ${page.url()}, ${JSON.stringify(where)}`, { cause: error });
  }
}
