import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../mount/types';
import { warn } from '../../core/log';
import { useFamilySettings } from '../../core/store/react';
import { CONTACT_FORM_SETTINGS_SCHEMA } from './settings';
import { FallbackStepper, inputsNeedingPickers } from './view/FallbackStepper';
import { FeedbackView } from './view/FeedbackView';
import type { ContactFormOptions } from './options';
import { applyRefill } from './form/refill';
import { formNonce, readContactForm, type ContactFormInfo } from './form/structure';
import { useChangeValidation } from './useChangeValidation';
import { useClientRules } from './useClientRules';
import { useFeedbackSubmit } from './useFeedbackSubmit';
import { useLiveValidation } from './useLiveValidation';
import { useMarkupEnhancement } from './useMarkupEnhancement';
import { useRefillOnLoad } from './useRefillOnLoad';
import { useResetRefill } from './useResetRefill';
import { useResetStatus } from './useResetStatus';
import { useViewState } from './useViewState';

/** Mounts on Contact Form 7's form (or our own markup); stays out when the form cannot be driven. */
export function ContactFormWidget({ element, options }: WidgetProps<ContactFormOptions>) {
  const info = useMemo(() => readContactForm(element), [element]);
  // The plugin's own script marks the forms it drives: two scripts on one form would submit twice.
  const pluginActive = !!info && 'wpcf7' in info.form;
  useEffect(() => {
    if (!info) warn('contact form: no form with a form id (_wpcf7) found; it submits without this script', element);
    else if (pluginActive) warn("contact form: Contact Form 7's own script drives this form; leaving it alone", element);
  }, [element, info, pluginActive]);
  return info && !pluginActive ? <ContactForm info={info} options={options} /> : null;
}

/**
 * The form driven (README): its view, the refill on load, the submit, the client rules, validation as
 * the visitor goes and the reset; each is a hook of its own, called in this order (a change is seen by
 * the client rules before validation reads the fields).
 */
function ContactForm({ info, options }: { info: ContactFormInfo; options: ContactFormOptions }) {
  const { form } = info;
  const settings = useFamilySettings(CONTACT_FORM_SETTINGS_SCHEMA, 'contact-form');
  const [view, updates] = useViewState(form);
  const pickers = useMemo(() => (options.fallbackPickers ? inputsNeedingPickers(form) : []), [form, options.fallbackPickers]);

  // The settings are parsed once per page, so this is the same object for the widget's life.
  const rest = useMemo(() => ({ root: settings.rest_url, namespace: settings.cf7_namespace }), [settings]);
  useMarkupEnhancement(info);
  const resetRefill = useResetRefill(info, rest, formNonce(form), updates.showStatus, (refill) => applyRefill(form, refill));
  const liveValidation = useLiveValidation(info, rest, formNonce(form));
  useRefillOnLoad(info, options.refill, rest, settings, resetRefill);
  const submitFlags = useFeedbackSubmit(info, rest, updates.setView, resetRefill);
  useClientRules(form);
  useChangeValidation(info, liveValidation, updates, submitFlags);
  useResetStatus(info, updates.setView, resetRefill, submitFlags);

  return (
    <>
      <FeedbackView info={info} view={view} />
      {pickers.map(({ input, kind }, index) => (
        <FallbackStepper key={index} input={input} kind={kind} />
      ))}
    </>
  );
}
