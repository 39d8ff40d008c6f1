import { coerceBoolean } from '../../src/core/settings/coerce';

import type { ContactFormSettings } from './settings';

/**
 * Whether the site says its pages may come from a page cache, so a form's captcha, quiz and nonce may
 * be stale (README, "Reset"): the plugin's own `wpcf7.cached` global (printed when WP_CACHE is on), or
 * `cf7_cached` in the family's page settings for sites that dequeue the plugin's script.
 */
export function isPageCached(
  settings: Pick<ContactFormSettings, 'cf7_cached'>,
  scope: Record<string, unknown> = window as unknown as Record<string, unknown>,
): boolean {
  const plugin = (scope.wpcf7 as { cached?: unknown } | undefined)?.cached;
  return coerceBoolean(plugin) === true || settings.cf7_cached;
}
