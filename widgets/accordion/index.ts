import { defineWidget } from '../../mount/types';
import { AccordionWidget } from './AccordionWidget';
import { parseAccordionOptions, parseToggleOptions, type AccordionOptions } from './options';

export const accordionWidget = defineWidget<AccordionOptions>({
  description: 'Accordion: sections with a button header; one open at a time unless data-multiple.',
  strategy: 'visible',
  parseOptions: parseAccordionOptions,
  component: AccordionWidget,
});

export const toggleWidget = defineWidget<AccordionOptions>({
  description: 'Toggle: one header button that shows and hides its panel.',
  strategy: 'visible',
  parseOptions: parseToggleOptions,
  component: AccordionWidget,
});
