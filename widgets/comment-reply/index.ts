import { defineWidget } from '../../mount/types';
import { CommentReplyWidget } from './CommentReplyWidget';

/** Comment replies on WordPress's markup: reply moves #respond under the comment; cancel puts it back. */
export const commentReplyWidget = defineWidget<undefined>({
  component: CommentReplyWidget,
});

export const widgets = { 'comment-reply': commentReplyWidget };
