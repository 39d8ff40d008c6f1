import { useEffect, useRef } from 'react';
import { warn } from '../../core/log';
import { contactFormUrl, restLocation, fetchRefill, type RestLocation } from './controller/api';
import { dispatchContactFormEvent, type ContactFormEventDetail } from './controller/events';
import type { ContactFormInfo } from './form/structure';
import { CONTACT_FORM_MARKUP } from './markup';

/** The reset's refill: started by a reset, cancelled by a submit. */
export interface ResetRefill {
  start(finalStatus: string, detail: ContactFormEventDetail): void;
  cancel(): void;
}

/**
 * After a reset (README, "Reset"): the status is `resetting` while the refill is asked for, then
 * `finalStatus` (`init`, or `sent` after mail_sent); the refill is applied and `wpcf7reset` fires with
 * the answer. A refill that fails warns once and the status still settles. A submit cancels a reset
 * still waiting, so its answer never overwrites the submit's status.
 */
export function useResetRefill(
  { form, id }: ContactFormInfo,
  /** Our settings' REST location, the fallback of the plugin's global (read at each call). */
  rest: RestLocation,
  nonce: string,
  setStatus: (statusClass: string) => void,
  applyRefill: (refill: unknown) => void,
): ResetRefill {
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const cancel = () => {
    running.current?.abort();
    running.current = null;
  };
  const start = (finalStatus: string, detail: ContactFormEventDetail) => {
    cancel();
    const controller = new AbortController();
    running.current = controller;
    setStatus('resetting');
    fetchRefill(contactFormUrl(restLocation(rest), id, 'refill'), nonce, controller.signal)
      .then((refill) => {
        if (controller.signal.aborted) return;
        applyRefill(refill);
        setStatus(finalStatus);
        dispatchContactFormEvent(form, CONTACT_FORM_MARKUP.events.reset, { ...detail, apiResponse: refill });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus(finalStatus);
        warn(`contact form ${id}: the refill after a reset failed: ${(error as Error).message}`, form);
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  };
  return { start, cancel };
}
