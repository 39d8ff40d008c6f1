import { addMissingAttributes, matchingIn } from '../../mount/premount';
import { elementsWithId } from '../../core/dom/element-by-id';
import { isFromHtmlAnswer } from '../../core/html/html-answer';
import { DRAWERS_MARKUP } from './markup';

/**
 * Before the drawers' file has come (README, "Before a widget mounts"): every opener on the page, printed
 * with it or rendered later by the theme, says that it opens a dialog and which, as it does once the
 * drawer has mounted. Only for a dialog that is on the page: a reference to nothing would be wrong.
 */
export function drawersPremount(root: ParentNode): void {
  for (const opener of matchingIn(root, `[${DRAWERS_MARKUP.attributes.opens}]`)) {
    const dialogId = opener.getAttribute(DRAWERS_MARKUP.attributes.opens) ?? '';
    // A dialog of the page's own with that id, wherever other elements with it are (README, "HTML answers").
    if (elementsWithId(dialogId).some((element) => element instanceof HTMLDialogElement && !isFromHtmlAnswer(element)))
      addMissingAttributes(opener, { 'aria-haspopup': 'dialog', 'aria-controls': dialogId });
  }
}
