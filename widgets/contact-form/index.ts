import { defineWidget } from '../../mount/types';
import { ContactFormWidget } from './ContactFormWidget';
import { parseContactFormOptions, type ContactFormOptions } from './options';

/** Contact Form 7's own markup: the form inside the plugin's `div.wpcf7` wrapper. */
export const CONTACT_FORM_SELECTOR = 'div.wpcf7 form.wpcf7-form';

export const contactFormWidget = defineWidget<ContactFormOptions>({
  description: 'Contact form: submits Contact Form 7 forms in place, with tips, statuses, refill and client rules.',
  selector: CONTACT_FORM_SELECTOR,
  // Idle, not visible: the form sits low on the page, yet it must mount soon after load to refill its
  // quiz or captcha and to catch the submit before a quick visitor posts the form the old way.
  strategy: 'idle',
  parseOptions: parseContactFormOptions,
  component: ContactFormWidget,
});
