import { defineWidget } from '../../mount/types';
import { CommentReplyWidget } from './CommentReplyWidget';

/**
 * Markup contract: WordPress's own. The widget mounts on the comment form's `#respond` block
 * (`div#respond.comment-respond`, printed by comment_form()); reply links are `a.comment-reply-link`
 * anywhere on the page with data-commentid, data-postid, data-belowelement, data-respondelement and
 * data-replyto. No options.
 *
 * Strategy `load` (the manifest, widgets/index.ts): the widget only adds listeners (no rendering), so mounting it at once costs next
 * to nothing, and the form sits at the page's end while its reply links are visible far above it
 * (`visible` would wait for the form, not the links). A click before mounting still works: the link
 * follows its `?replytocom=` address and the server prints the form under the comment.
 *
 * Comment replies on WordPress's markup: reply moves #respond under the comment; cancel puts it back.
 */
export const commentReplyWidget = defineWidget<undefined>({
  component: CommentReplyWidget,
});

export const widgets = { 'comment-reply': commentReplyWidget };
