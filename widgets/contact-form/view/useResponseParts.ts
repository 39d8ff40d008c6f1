import { useMemo } from 'react';
import { makeElement, useInsertedElement } from '../../../core/hooks/useInsertedElement';
import { CONTACT_FORM_MARKUP } from '../markup';
import type { ContactFormInfo } from '../form/structure';

/** Where the view shows: the response boxes, the alert list and the call error box after the form. */
export interface ResponseParts {
  readonly outputs: readonly HTMLElement[];
  readonly alertList: HTMLElement;
  readonly errorBox: HTMLElement;
}

/**
 * Parts the markup may lack are added (README, "The form needs"): the response box, the alert list;
 * and the call error box, always ours. Added parts leave on unmount.
 */
export function useResponseParts(info: ContactFormInfo): ResponseParts {
  const { form } = info;
  const addedOutput = useInsertedElement(
    () => (info.outputs.length ? null : makeElement('div', CONTACT_FORM_MARKUP.classes.output)),
    (element) => form.append(element),
  );
  const addedAlertList = useInsertedElement(
    () => (info.alertList ? null : makeElement('ul', CONTACT_FORM_MARKUP.classes.alerts)),
    (element) => form.before(element),
  );
  const errorBox = useInsertedElement(
    () => makeElement('div', CONTACT_FORM_MARKUP.classes.callError, { role: 'alert' }),
    (element) => form.after(element),
  );
  const outputs = useMemo(() => (addedOutput ? [addedOutput] : info.outputs), [addedOutput, info.outputs]);
  return { outputs, alertList: info.alertList ?? addedAlertList!, errorBox };
}
