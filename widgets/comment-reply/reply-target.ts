import { isShown } from './is-shown';

/**
 * Elements the form is never put after or into: void elements (they hold nothing), form-associated
 * and list-of-options elements (the form would land in a control or another form), and elements that
 * are never rendered (its README: a link naming an element that cannot hold the form is followed).
 */
const REFUSED_TARGET_TAGS = new Set([
  'AREA',
  'BASE',
  'BR',
  'COL',
  'EMBED',
  'HR',
  'IMG',
  'INPUT',
  'LINK',
  'META',
  'SOURCE',
  'TRACK',
  'WBR',
  'BUTTON',
  'FIELDSET',
  'LEGEND',
  'LABEL',
  'OBJECT',
  'OUTPUT',
  'SELECT',
  'TEXTAREA',
  'OPTION',
  'OPTGROUP',
  'DATALIST',
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'TITLE',
  'HEAD',
  'HTML',
  'BODY',
  'IFRAME',
  'CANVAS',
  'AUDIO',
  'VIDEO',
  'PICTURE',
]);
/** A landing place inside one of these hides the form or puts it inside another form or control. */
const HIDING_OR_FOREIGN_ANCESTORS = 'form, select, datalist, option, optgroup, svg, math, template, details:not([open])';

/** Where WordPress's rule puts the form: at the end of a list item (see reply-form.ts), else right after the element. */
export const placeUnder = (target: HTMLElement): 'inside' | 'after' => (target.tagName === 'LI' ? 'inside' : 'after');

/**
 * The comment a reply link belongs to: its nearest ancestor whose id is the link's `data-belowelement`
 * (WordPress prints the link inside that comment: `li#comment-N` in block themes, `article#div-comment-N`
 * in classic ones), never the document's first element with that id, which content printed earlier
 * (a post, an HTML answer) could carry. WordPress names it `{add_below}-{comment id}`: an id that does
 * not end with the link's own comment id names another comment.
 */
function ownComment(link: HTMLElement, id: string, commentId: string): HTMLElement | null {
  if (!id.endsWith(`-${commentId}`)) return null;
  for (let ancestor = link.parentElement; ancestor; ancestor = ancestor.parentElement) if (ancestor.id === id) return ancestor;
  return null;
}

/**
 * The element a reply link's `data-belowelement` names, if the comment form can go under it: the
 * comment the link belongs to (`ownComment`), an HTML element inside the page's body (never the body,
 * `<head>` or `<html>` itself), shown, not one that holds nothing or belongs to a form, and whose
 * landing place is neither inside another form nor hidden (a closed `<details>`, an SVG). Null
 * otherwise: the link is then followed normally.
 */
export function findReplyTarget(link: HTMLElement, id: string, commentId: string, respond: HTMLElement): HTMLElement | null {
  const target = ownComment(link, id, commentId);
  if (!(target instanceof HTMLElement) || REFUSED_TARGET_TAGS.has(target.tagName)) return null;
  if (respond.contains(target) || !document.body.contains(target)) return null;
  const landing = placeUnder(target) === 'inside' ? target : target.parentElement;
  if (!(landing instanceof HTMLElement) || !document.body.contains(landing)) return null;
  if (target.closest(HIDING_OR_FOREIGN_ANCESTORS) || landing.closest(HIDING_OR_FOREIGN_ANCESTORS)) return null;
  return isShown(target) ? target : null;
}
