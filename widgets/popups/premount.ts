import { addMissingAttributes, matchingIn } from '../../mount/premount';
import { MARKUP } from '../../core/markup';

/**
 * Before the popups' file has come (README, "Before a widget mounts"): a content popup's opener, a link
 * that works on its own until then, says it opens a dialog, as it does once mounted (its first click
 * is held and replayed into the popup).
 */
export function popupPremount(root: ParentNode): void {
  for (const opener of matchingIn(root, `[${MARKUP.widget}="popup"]`)) addMissingAttributes(opener, { 'aria-haspopup': 'dialog' });
}
