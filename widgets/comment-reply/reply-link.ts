import { COMMENT_REPLY_MARKUP } from './markup';

/**
 * What a WordPress reply link (`a.comment-reply-link`, printed by get_comment_reply_link()) asks for,
 * read from its data attributes (COMMENT_REPLY_MARKUP). All five must be there, the two ids positive integers: any other link is left alone,
 * so it keeps its no-JavaScript `?replytocom=` address and the server moves the form instead.
 */
export interface ReplyRequest {
  /** `data-commentid`: the comment replied to; becomes comment_parent. */
  readonly commentId: string;
  /** `data-postid`: the post; becomes comment_post_ID. */
  readonly postId: string;
  /** `data-belowelement`: id of the element the form goes under (`comment-N` or `div-comment-N`, by theme). */
  readonly belowElementId: string;
  /** `data-respondelement`: id of the `#respond` block to move. */
  readonly respondElementId: string;
  /** `data-replyto`: the reply title, already worded by WordPress ("Reply to Alice"). Shown as text. */
  readonly replyTo: string;
}

export const REPLY_LINK_SELECTOR = `a.${COMMENT_REPLY_MARKUP.classes.replyLink}`;

/** WordPress's comment and post ids: positive integers, written in plain digits. */
const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

export function readReplyRequest(link: HTMLElement): ReplyRequest | null {
  const [commentid, postid, belowelement, respondelement, replyto] = [
    COMMENT_REPLY_MARKUP.attributes.commentId,
    COMMENT_REPLY_MARKUP.attributes.postId,
    COMMENT_REPLY_MARKUP.attributes.belowElement,
    COMMENT_REPLY_MARKUP.attributes.respondElement,
    COMMENT_REPLY_MARKUP.attributes.replyTo,
  ].map((name) => link.getAttribute(name));
  if (!commentid || !postid || !belowelement || !respondelement || !replyto) return null;
  // Anything else is not WordPress's markup: it is not written into the form, the link is followed.
  if (!POSITIVE_INTEGER.test(commentid) || !POSITIVE_INTEGER.test(postid)) return null;
  return { commentId: commentid, postId: postid, belowElementId: belowelement, respondElementId: respondelement, replyTo: replyto };
}
