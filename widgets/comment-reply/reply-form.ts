import { firstVisibleField } from './first-field';
import type { ReplyRequest } from './reply-link';
import { findReplyTarget, placeUnder } from './reply-target';

/** WordPress's ids inside `#respond` (comment_form() prints them; comment-reply.js uses the same). */
const REPLY_TITLE_SELECTOR = '#reply-title';
const CANCEL_LINK_SELECTOR = '#cancel-comment-reply-link';
const PARENT_FIELD_SELECTOR = 'input[name="comment_parent"]';
const POST_FIELD_SELECTOR = 'input[name="comment_post_ID"]';
/** comment_parent when the comment replies to the post itself (README). */
const NO_PARENT = '0';

export interface ReplyForm {
  readonly form: HTMLFormElement | null;
  readonly cancelLink: HTMLElement | null;
  /** True while the form sits under a comment (moved by us). */
  isReplying(): boolean;
  /**
   * Moves the form under the comment, fills comment_parent and comment_post_ID, titles it, shows the
   * cancel link and focuses the first field. Returns false, changing nothing, when the page lacks what
   * a reply needs (the comment, the comment_parent field): the link is then followed as a normal link.
   */
  reply(request: ReplyRequest, opener: HTMLElement): boolean;
  /**
   * Puts the form back exactly where the server printed it and undoes the reply. Returns the reply
   * link that opened it, for focus to return to; null when the form was not moved.
   */
  cancel(): HTMLElement | null;
}

/** Enhances WordPress's `#respond` block (its form, hidden fields, reply title and cancel link). */
export function createReplyForm(respond: HTMLElement): ReplyForm {
  const form = respond.querySelector('form');
  const parentField = respond.querySelector<HTMLInputElement>(PARENT_FIELD_SELECTOR);
  const postField = respond.querySelector<HTMLInputElement>(POST_FIELD_SELECTOR);
  const cancelLink = respond.querySelector<HTMLElement>(CANCEL_LINK_SELECTOR);
  // The title's own words are its first text node ("Leave a Reply "); the cancel link follows in a <small>.
  const titleNode = respond.querySelector(REPLY_TITLE_SELECTOR)?.firstChild;
  const titleText = titleNode instanceof Text ? titleNode : null;

  /** Marks the form's original place while it is away: an invisible comment node, never an element. */
  let placeholder: Comment | null = null;
  let opener: HTMLElement | null = null;
  let original = { title: '', postId: '' };

  return {
    form,
    cancelLink,
    isReplying: () => placeholder !== null,
    reply(request, link) {
      const below = findReplyTarget(link, request.belowElementId, request.commentId, respond);
      if (!below || !parentField) return false;
      if (!placeholder) {
        placeholder = document.createComment(' #respond ');
        respond.before(placeholder);
        original = { title: titleText?.data ?? '', postId: postField?.value ?? '' };
      }
      // WordPress inserts the form right after the element. When that element is a list item (the
      // block theme's `li#comment-N`), that would put a <div> straight inside the <ol>, which is not a
      // valid list: the form goes at the end of the item instead, the same place on screen.
      if (placeUnder(below) === 'inside') below.append(respond);
      else below.after(respond);
      parentField.value = request.commentId;
      if (postField) postField.value = request.postId;
      // Keep the title's trailing space, which separates it from the cancel link.
      if (titleText) titleText.data = request.replyTo + /\s*$/.exec(original.title)![0];
      if (cancelLink) cancelLink.style.display = '';
      opener = link;
      if (form) firstVisibleField(form)?.focus();
      return true;
    },
    cancel() {
      if (!placeholder) return null;
      placeholder.replaceWith(respond);
      placeholder = null;
      if (parentField) parentField.value = NO_PARENT;
      if (postField) postField.value = original.postId;
      if (titleText) titleText.data = original.title;
      if (cancelLink) cancelLink.style.display = 'none';
      const link = opener;
      opener = null;
      return link;
    },
  };
}
