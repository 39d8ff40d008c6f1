import { defineWidget } from '../../mount/types';
import { AccordionWidget } from './AccordionWidget';
import { parseAccordionOptions, parseToggleOptions, type AccordionOptions } from './options';

/** Accordion: sections with a button header; one open at a time unless data-multiple. */
export const accordionWidget = defineWidget<AccordionOptions>({
  parseOptions: parseAccordionOptions,
  component: AccordionWidget,
});

/** Toggle: one header button that shows and hides its panel. */
export const toggleWidget = defineWidget<AccordionOptions>({
  parseOptions: parseToggleOptions,
  component: AccordionWidget,
});

export const widgets = { accordion: accordionWidget, toggle: toggleWidget };
