import { defineWidget } from '../../mount/types';
import { FooterAccordionWidget } from './FooterAccordionWidget';
import { parseFooterAccordionOptions, type FooterAccordionOptions } from './options';
import styleCss from './style.css?inline';

/** Footer accordion: widget titles become accordion headers at widths of 576 px or less. */
export const footerAccordionWidget = defineWidget<FooterAccordionOptions>({
  parseOptions: parseFooterAccordionOptions,
  style: styleCss,
  component: FooterAccordionWidget,
});

export const widgets = { 'footer-accordion': footerAccordionWidget };
