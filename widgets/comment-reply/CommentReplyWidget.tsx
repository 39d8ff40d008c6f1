import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { createReplyForm } from './reply-form';
import { COMMENT_REPLY_MARKUP } from './markup';
import { REPLY_LINK_SELECTOR, readReplyRequest } from './reply-link';
import { createSubmitOnce, isSubmitShortcut } from './submit-shortcut';

/** A click the page should handle itself: plain primary click, not one meant to open a new tab. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);

/**
 * Threaded comment replies (README comment form, §4 comment reply) on WordPress's own markup, in
 * place of its comment-reply.js. Mounted on the `#respond` block; ONE click listener on the document
 * serves every reply link, so comments added later (ajax) work without any call.
 */
export function CommentReplyWidget({ element }: WidgetProps<undefined>) {
  const replyForm = useMemo(() => createReplyForm(element), [element]);
  const submitOnce = useMemo(() => replyForm.form && createSubmitOnce(replyForm.form), [replyForm]);
  // WordPress leaves the form unnamed; named by its title, a screen reader landing in it after Reply
  // hears "Reply to Bob". Decided once, from the server markup.
  const formName = useMemo(() => {
    const title = element.querySelector(`#reply-title, .${COMMENT_REPLY_MARKUP.classes.replyTitle}`);
    const form = replyForm.form;
    if (!form || !title?.id || form.hasAttribute('aria-label') || form.hasAttribute('aria-labelledby')) return [];
    return [[form, { 'aria-labelledby': title.id }] as const];
  }, [element, replyForm]);
  useServerAttributes(formName);

  // Unmounting puts the form back where the server printed it (unless the form itself left the page).
  useEffect(() => () => void (element.isConnected && replyForm.cancel()), [element, replyForm]);

  useDomListener(document, 'click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
    if (replyForm.cancelLink?.contains(event.target)) {
      // Not moved by us (the server printed it under a comment for ?replytocom=): the link reloads.
      if (!replyForm.isReplying()) return;
      event.preventDefault();
      replyForm.cancel()?.focus();
      return;
    }
    const link = event.target.closest<HTMLElement>(REPLY_LINK_SELECTOR);
    const request = link && readReplyRequest(link);
    if (!link || !request || request.respondElementId !== element.id) return;
    if (replyForm.reply(request, link)) event.preventDefault();
  });

  useDomListener(replyForm.form, 'keydown', (event) => {
    if (!isSubmitShortcut(event)) return;
    event.preventDefault();
    submitOnce?.submit();
  });
  useDomListener(replyForm.form, 'submit', () => submitOnce?.onSubmit());
  useDomListener(replyForm.form, 'reset', () => submitOnce?.onReset());
  return null;
}
