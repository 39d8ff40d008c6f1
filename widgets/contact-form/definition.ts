import { defineWidget } from '../../mount/types';
import { ContactFormWidget } from './ContactFormWidget';
import { parseContactFormOptions, type ContactFormOptions } from './options';
import { CONTACT_FORM_SELECTOR, CONTACT_FORM_STRATEGY, CONTACT_FORM_DESCRIPTION } from './index';

/**
 * The whole contact-form widget. It is built into its own file, cms-islands.widget-contact-form.js
 * (see on-demand.ts), so pages without a form never download it, nor the HTTP client it brings.
 */
export const contactFormDefinition = defineWidget<ContactFormOptions>({
  description: CONTACT_FORM_DESCRIPTION,
  selector: CONTACT_FORM_SELECTOR,
  strategy: CONTACT_FORM_STRATEGY,
  parseOptions: parseContactFormOptions,
  component: ContactFormWidget,
});
