import { coerceBoolean } from '../../../core/settings/coerce';
import { ownGlobalObject } from '../../../core/own-global';

import type { ContactFormSettings } from '../settings';

/**
 * Whether the site says its pages may come from a page cache, so a form's captcha, quiz and nonce may
 * be stale (README, "Reset"): the plugin's own `wpcf7.cached` global (printed when WP_CACHE is on), or
 * `cf7_cached` in the family's page settings for sites that dequeue the plugin's script.
 */
export function isPageCached(settings: Pick<ContactFormSettings, 'cf7_cached'>, scope: object = window): boolean {
  // Only the plugin's own plain object: a frame or element named wpcf7 in the page's content is not it.
  const plugin = ownGlobalObject('wpcf7', scope)?.cached;
  return coerceBoolean(plugin) === true || settings.cf7_cached;
}
