import { addMissingAttributes, matchingIn } from '../../mount/premount';
import { MARKUP } from '../../core/markup';
import { OPENER_SELECTOR } from './structure';

/**
 * Before the search's file has come (README, "Before a widget mounts"): each opener of an overlay search, a
 * link to the results page until then, is announced as opening the (closed) dialog it opens on the
 * visitor's first click, which is held and replayed once mounted. Openers the theme
 * renders again later get the same.
 */
export function searchPremount(root: ParentNode): void {
  for (const opener of matchingIn(root, OPENER_SELECTOR)) {
    if (!opener.closest(`[${MARKUP.widget}="search"]`)?.querySelector('dialog')) continue;
    // No role="button" on a link yet: Space would not press it before the widget handles keys.
    addMissingAttributes(opener, { 'aria-haspopup': 'dialog', 'aria-expanded': 'false' });
  }
}
