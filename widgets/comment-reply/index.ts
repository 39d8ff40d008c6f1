import { defineWidget } from '../../mount/types';
import { CommentReplyWidget } from './CommentReplyWidget';

/**
 * Markup contract: WordPress's own. The widget mounts on the comment form's `#respond` block
 * (`div#respond.comment-respond`, printed by comment_form()); reply links are `a.comment-reply-link`
 * anywhere on the page with data-commentid, data-postid, data-belowelement, data-respondelement and
 * data-replyto. No options.
 *
 * Strategy `interaction`, its own file (the manifest, widgets/index.ts): the form sits at the page's end
 * while its reply links are far above it (`visible` would wait for the form, not the links), so the
 * widget mounts when the visitor reaches for a reply link (`a.comment-reply-link`, its opener) or the
 * form; the first click on a reply link meanwhile is held and replayed once mounted, and if the file
 * cannot load it follows its `?replytocom=` address and the server prints the form under the comment.
 *
 * Comment replies on WordPress's markup: reply moves #respond under the comment; cancel puts it back.
 */
export const commentReplyWidget = defineWidget<undefined>({
  component: CommentReplyWidget,
});

export const widgets = { 'comment-reply': commentReplyWidget };
