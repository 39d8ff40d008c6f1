import type { ContactFormInfo } from '../form/structure';
import type { CONTACT_FORM_MARKUP } from '../markup';

/** The form's identity, which every wpcf7 event's detail starts with, under the keys Contact Form 7's own script gives it. */
interface FormIdentity {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
}

const formIdentity = (info: ContactFormInfo): FormIdentity => ({
  contactFormId: info.id,
  pluginVersion: info.pluginVersion,
  contactFormLocale: info.locale,
  unitTag: info.unitTag,
  containerPostId: info.containerPostId,
});

/** The detail of every wpcf7 event but the status change. */
export interface ContactFormEventDetail extends FormIdentity {
  /** The form's status before the answer (`init`, `sent`…), then the answer's status (`mail_sent`…). */
  status: string;
  /** The visitor's inputs; fields whose names start with an underscore (hidden plugin fields) are left out. */
  inputs: Array<{ name: string; value: FormDataEntryValue }>;
  formData: FormData;
  /** The server's answer as received; set once it has come. */
  apiResponse?: unknown;
}

export function eventDetail(info: ContactFormInfo, formData: FormData, status: string): ContactFormEventDetail {
  return {
    ...formIdentity(info),
    status,
    inputs: [...formData].filter(([name]) => !name.startsWith('_')).map(([name, value]) => ({ name, value })),
    formData,
  };
}

/** The detail of `wpcf7statuschanged`: the form's identity, its new status class and the one before. */
export interface StatusChangedDetail extends FormIdentity {
  status: string;
  prevStatus: string;
}

export const statusChangedDetail = (info: ContactFormInfo, status: string, prevStatus: string): StatusChangedDetail => ({
  ...formIdentity(info),
  status,
  prevStatus,
});

type ContactFormEvents = (typeof CONTACT_FORM_MARKUP)['events'];

/** The events with a ContactFormEventDetail: every one but the status change (README, "Events"; published in types/). */
export type ContactFormEventName = Exclude<ContactFormEvents[keyof ContactFormEvents], ContactFormEvents['statusChanged']>;

/**
 * Dispatches `wpcf7<name>` as the plugin does: a bubbling CustomEvent on the form, so listeners on the
 * form, on its `div.wpcf7` wrapper and on the document all hear it.
 */
export function dispatchContactFormEvent(form: HTMLFormElement, name: ContactFormEventName, detail: ContactFormEventDetail): void;
export function dispatchContactFormEvent(
  form: HTMLFormElement,
  name: ContactFormEvents['statusChanged'],
  detail: StatusChangedDetail,
): void;
export function dispatchContactFormEvent(form: HTMLFormElement, name: string, detail: ContactFormEventDetail | StatusChangedDetail): void {
  form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}
