import { coerceString } from '../../core/settings/coerce';
import { cssSelector, field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';
import { FOOTER_ACCORDION_MARKUP } from './markup';

/** README: the footer's widget titles are accordion headers at widths of 576 px or less. */
const FOOTER_ACCORDION_MAX_WIDTH_PX = 576;
export const FOOTER_ACCORDION_QUERY = `(max-width: ${FOOTER_ACCORDION_MAX_WIDTH_PX}px)`;

export const FOOTER_ACCORDION_OPTIONS_SCHEMA = {
  /** `data-title-selector`: the widget titles. Default `[data-footer-title], .widget-title` (WordPress's class). */
  titleSelector: field(
    coerceString,
    `[${FOOTER_ACCORDION_MARKUP.attributes.title}], .${FOOTER_ACCORDION_MARKUP.classes.widgetTitle}`,
    cssSelector(),
  ),
};
export type FooterAccordionOptions = ShapeOf<typeof FOOTER_ACCORDION_OPTIONS_SCHEMA>;
export const parseFooterAccordionOptions = optionsParser('footer-accordion', FOOTER_ACCORDION_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const FOOTER_ACCORDION_OPTIONS_TEXTS: FieldTexts<FooterAccordionOptions> = {
  titleSelector: {
    label: 'Titles',
    help: "The footer's widget titles, accordion headers at 576 px or less (`.widget-title` is WordPress's own class).",
    format: 'selector',
  },
};

/** What the footer accordion family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'footer-accordion': described(FOOTER_ACCORDION_OPTIONS_SCHEMA, FOOTER_ACCORDION_OPTIONS_TEXTS),
    },
  };
}
