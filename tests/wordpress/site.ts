import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
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
