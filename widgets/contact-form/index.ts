import { defineWidget } from '../../mount/types';
import { ContactFormWidget } from './ContactFormWidget';
import { parseContactFormOptions, type ContactFormOptions } from './options';
import styleCss from './style.css?inline';

/** Contact form: submits Contact Form 7 forms in place, with tips, statuses, refill and client rules. */
export const contactFormWidget = defineWidget<ContactFormOptions>({
  parseOptions: parseContactFormOptions,
  style: styleCss,
  component: ContactFormWidget,
});

export const widgets = { 'contact-form': contactFormWidget };
