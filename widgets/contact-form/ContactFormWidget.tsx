import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { WidgetProps } from '../../mount/types';
import { warn } from '../../core/log';
import { useFamilySettings } from '../../core/store/react';
import { createContactFormController } from './controller/controller';
import { enhanceMarkup } from './form/enhance';
import { readContactForm, type ContactFormInfo } from './form/structure';
import { type ContactFormOptions, CONTACT_FORM_SETTINGS_SCHEMA } from './options';
import { FallbackStepper, inputsNeedingPickers } from './view/FallbackStepper';
import { FeedbackView } from './view/FeedbackView';

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
 * The form driven (README): its markup prepared as the plugin's script prepares it, its controller
 * (status, submit, refill, validation, reset) started, and the controller's view rendered on it.
 */
function ContactForm({ info, options }: { info: ContactFormInfo; options: ContactFormOptions }) {
  const settings = useFamilySettings(CONTACT_FORM_SETTINGS_SCHEMA, 'contact-form');
  // Once per form: the settings are parsed once per page, and the options and form stay for the widget's life.
  const [controller] = useState(() => createContactFormController(info, options, settings));
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  useLayoutEffect(() => enhanceMarkup(info), [info]);
  useEffect(() => controller.start(), [controller]);
  const { form } = info;
  const pickers = useMemo(() => (options.fallbackPickers ? inputsNeedingPickers(form) : []), [form, options.fallbackPickers]);

  return (
    <>
      <FeedbackView info={info} view={view} />
      {pickers.map(({ input, kind }, index) => (
        <FallbackStepper key={index} input={input} kind={kind} />
      ))}
    </>
  );
}
