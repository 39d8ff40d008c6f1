import { defineWidget } from '../../mount/types';
import { ContactFormWidget } from './ContactFormWidget';
import { parseContactFormOptions, type ContactFormOptions } from './options';
import styleCss from './style.css?inline';

/**
 * The whole contact-form widget. The manifest (widgets/index.ts) builds this family into its own file,
 * cms-islands.widget-contact-form.js, so pages without a form never download it, nor the HTTP client
 * it brings. Until it arrives, or if it cannot load, the form posts the classic way.
 *
 * Contact form: submits Contact Form 7 forms in place, with tips, statuses, refill and client rules.
 */
export const contactFormWidget = defineWidget<ContactFormOptions>({
  parseOptions: parseContactFormOptions,
  style: styleCss,
  component: ContactFormWidget,
});

export const widgets = { 'contact-form': contactFormWidget };
