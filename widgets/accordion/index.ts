import { defineWidget } from '../../mount/types';
import { AccordionWidget } from './AccordionWidget';
import { parseAccordionOptions, parseToggleOptions, type AccordionOptions } from './options';

export const accordionWidget = defineWidget<AccordionOptions>({
  description: 'Accordion: sections with a button header; one open at a time unless data-multiple.',
  parseOptions: parseAccordionOptions,
  component: AccordionWidget,
});

export const toggleWidget = defineWidget<AccordionOptions>({
  description: 'Toggle: one header button that shows and hides its panel.',
  parseOptions: parseToggleOptions,
  component: AccordionWidget,
});

export const widgets = { accordion: accordionWidget, toggle: toggleWidget };
