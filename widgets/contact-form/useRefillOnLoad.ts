import { useEffect } from 'react';
import { useLatest } from '../../core/hooks/useLatest';
import { warn } from '../../core/log';
import { contactFormUrl, fetchRefill, restLocation, type RestLocation } from './controller/api';
import { eventDetail } from './controller/events';
import { CONTACT_FORM_MARKUP } from './markup';
import type { ContactFormOptions } from './options';
import { isPageCached } from './controller/page-cache';
import { applyRefill } from './form/refill';
import type { ContactFormSettings } from './settings';
import { printedStatusClass } from './controller/status';
import { formNonce, type ContactFormInfo } from './form/structure';
import type { ResetRefill } from './useResetRefill';

const REFILLABLE = `[name^="_wpcf7_quiz_answer_"], [name^="_wpcf7_captcha_challenge_"], .${CONTACT_FORM_MARKUP.classes.quiz}, img.${CONTACT_FORM_MARKUP.classes.captchaImage}`;

/**
 * README "Reset": on load, a page that may come from a page cache is reset (fresh captcha, quiz and
 * nonce); else the form asks for its refill when it has something to refill (`data-refill`).
 */
export function useRefillOnLoad(
  info: ContactFormInfo,
  refill: ContactFormOptions['refill'],
  rest: RestLocation,
  settings: Pick<ContactFormSettings, 'cf7_cached'>,
  resetRefill: ResetRefill,
): void {
  const latestResetRefill = useLatest(resetRefill);
  useEffect(() => {
    const { form } = info;
    if (isPageCached(settings)) {
      const resetOnLoad = latestResetRefill.current;
      let cancelled = false;
      // After this commit: the reset's status changes are renders of their own.
      queueMicrotask(
        () =>
          cancelled ||
          latestResetRefill.current.start(
            'init',
            eventDetail(info, new FormData(form), printedStatusClass(form.getAttribute(CONTACT_FORM_MARKUP.attributes.status))),
          ),
      );
      return () => {
        cancelled = true;
        resetOnLoad.cancel();
      };
    }
    const wanted = refill === 'always' || (refill === 'auto' && !!form.querySelector(REFILLABLE));
    if (!wanted) return;
    const controller = new AbortController();
    fetchRefill(contactFormUrl(restLocation(rest), info.id, 'refill'), formNonce(form), controller.signal)
      .then((answer) => applyRefill(form, answer))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) warn(`contact form ${info.id}: the refill failed: ${(error as Error).message}`, form);
      });
    return () => controller.abort();
  }, [info, refill, rest, settings, latestResetRefill]);
}
