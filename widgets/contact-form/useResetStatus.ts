import type { Dispatch, SetStateAction } from 'react';
import { useDomListener } from '../../core/hooks/useDomListener';
import { eventDetail } from './controller/events';
import { CONTACT_FORM_MARKUP } from './markup';
import { printedStatusClass } from './controller/status';
import type { ContactFormInfo } from './form/structure';
import type { SubmitFlags } from './useFeedbackSubmit';
import type { ResetRefill } from './useResetRefill';
import { clearedView, type View } from './view';

/**
 * README "Reset": a reset asks for the refill; after mail_sent the form settles back on sent, after the
 * visitor's reset (which also clears the view) on init. A reset while a submit is in flight is left to
 * the submit's answer.
 */
export function useResetStatus(
  info: ContactFormInfo,
  setView: Dispatch<SetStateAction<View>>,
  resetRefill: ResetRefill,
  { busy, ownReset }: SubmitFlags,
): void {
  const { form } = info;
  useDomListener(form, 'reset', () => {
    const own = ownReset.current;
    if (!own && busy.current) return;
    const statusBefore = printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status));
    const detail = eventDetail(info, new FormData(form), statusBefore);
    if (!own) setView(clearedView('init'));
    resetRefill.start(own ? statusBefore : 'init', detail);
  });
}
