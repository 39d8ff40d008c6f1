import { coerceString } from '../../core/settings/coerce';
import { cssSelector, field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';
import { FOOTER_ACCORDION_MARKUP } from './markup';

/** README: the footer's widget titles are accordion headers at widths of 576 px or less. */
const FOOTER_ACCORDION_MAX_WIDTH_PX = 576;
export const FOOTER_ACCORDION_QUERY = `(max-width: ${FOOTER_ACCORDION_MAX_WIDTH_PX}px)`;

export interface FooterAccordionOptions {
  /** `data-title-selector`: the widget titles. Default `[data-footer-title], .widget-title` (WordPress's class). */
  titleSelector: string;
}

export const FOOTER_ACCORDION_OPTIONS_SCHEMA: Schema<FooterAccordionOptions> = {
  titleSelector: field(
    coerceString,
    `[${FOOTER_ACCORDION_MARKUP.attributes.title}], .${FOOTER_ACCORDION_MARKUP.classes.widgetTitle}`,
    cssSelector(),
  ),
};
export const parseFooterAccordionOptions = optionsParser('footer-accordion', FOOTER_ACCORDION_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const FOOTER_ACCORDION_OPTIONS_TEXTS: FieldTexts<FooterAccordionOptions> = {
  titleSelector: {
    label: 'Titles',
    help: "The footer's widget titles, accordion headers at 576 px or less (`.widget-title` is WordPress's own class).",
    format: 'selector',
  },
};
