import { defineWidget, type MountStrategy } from '../../mount/types';
import { loadOnDemandWidget } from '../../src/vendors/load-vendor';

/** Contact Form 7's own markup: the form inside the plugin's `div.wpcf7` wrapper. */
export const CONTACT_FORM_SELECTOR = 'div.wpcf7 form.wpcf7-form';

export const CONTACT_FORM_DESCRIPTION =
  'Contact form: submits Contact Form 7 forms in place, with tips, statuses, refill and client rules.';

// Idle, not visible: the form sits low on the page, yet it must mount soon after load to refill its
// quiz or captcha and to catch the submit before a quick visitor posts the form the old way.
export const CONTACT_FORM_STRATEGY: MountStrategy = 'idle';

/**
 * What the main bundle holds of the contact form: where it mounts and when. The widget itself (and
 * ky, which only it uses so far) is fetched from cms-islands.widget-contact-form.js when the first
 * form is due. Until then, or if that file cannot load, the form posts the classic way.
 */
export const contactFormWidget = defineWidget({
  description: CONTACT_FORM_DESCRIPTION,
  selector: CONTACT_FORM_SELECTOR,
  strategy: CONTACT_FORM_STRATEGY,
  load: () => loadOnDemandWidget('contact-form'),
});
