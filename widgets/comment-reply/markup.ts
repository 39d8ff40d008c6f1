import type { FamilyMarkup } from '../../core/markup';

/**
 * The markup names of WordPress's comment replies (README): what get_comment_reply_link() and
 * comment_form() print. WordPress's, so they never change.
 */
export const COMMENT_REPLY_MARKUP = {
  attributes: {
    /** On a reply link: the comment replied to; becomes comment_parent. */
    commentId: 'data-commentid',
    /** On a reply link: the post; becomes comment_post_ID. */
    postId: 'data-postid',
    /** On a reply link: id of the element the form goes under (`comment-N` or `div-comment-N`, by theme). */
    belowElement: 'data-belowelement',
    /** On a reply link: id of the `#respond` block to move. */
    respondElement: 'data-respondelement',
    /** On a reply link: the reply title, already worded by WordPress ("Reply to Alice"). */
    replyTo: 'data-replyto',
  },
  classes: {
    /** A reply link (`a.comment-reply-link`). */
    replyLink: 'comment-reply-link',
    /** The form's title, when it has no `#reply-title` id. */
    replyTitle: 'comment-reply-title',
  },
} as const satisfies FamilyMarkup;
