// Entry of cms-islands.widget-contact-form.js: registers the full widget for the main bundle's stub.
import { registerOnDemandWidget } from '../../src/vendors/vendor-registry';
import { contactFormDefinition } from './definition';

registerOnDemandWidget('contact-form', contactFormDefinition);
