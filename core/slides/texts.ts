import { coerceString } from '../settings/coerce';
import type { FieldTexts } from '../settings/field-texts';
import { field, type Schema } from '../settings/schema';

/**
 * The words visitors hear from a set of rotating slides (WAI-ARIA APG carousel), as the page-settings
 * keys a family gives them under: the previous and next buttons, the rotation control while the slides
 * rotate (`stop`) and once stopped (`start`), and each slide's name (`slide_label`: `{n}` is its
 * number, `{m}` the number of slides).
 */
export type SlidesSettings<Prefix extends string> = Record<
  `${Prefix}_previous` | `${Prefix}_next` | `${Prefix}_stop` | `${Prefix}_start` | `${Prefix}_slide_label`,
  string
>;

/** The settings schema of a family's slide words, English by default (README of each family, "Settings keys"). */
export function slidesSettingsSchema<Prefix extends string>(prefix: Prefix): Schema<SlidesSettings<Prefix>> {
  // The keys are built from the prefix, which the type above spells out; TypeScript cannot follow it.
  return {
    [`${prefix}_previous`]: field(coerceString, 'Previous slide'),
    [`${prefix}_next`]: field(coerceString, 'Next slide'),
    [`${prefix}_stop`]: field(coerceString, 'Stop automatic slide show'),
    [`${prefix}_start`]: field(coerceString, 'Start automatic slide show'),
    [`${prefix}_slide_label`]: field(coerceString, '{n} of {m}'),
  } as Schema<SlidesSettings<Prefix>>;
}

/** Labels and help of those settings (README, "Options and settings: one source"); build time only. */
export function slidesSettingsTexts<Prefix extends string>(prefix: Prefix): FieldTexts<SlidesSettings<Prefix>> {
  return {
    [`${prefix}_previous`]: { label: 'Previous button', help: 'Name of the button to the previous slide.', format: 'text' },
    [`${prefix}_next`]: { label: 'Next button', help: 'Name of the button to the next slide.', format: 'text' },
    [`${prefix}_stop`]: { label: 'Stop button', help: 'Name of the button that stops the automatic slide show.', format: 'text' },
    [`${prefix}_start`]: { label: 'Start button', help: 'Name of the button that starts the automatic slide show again.', format: 'text' },
    [`${prefix}_slide_label`]: {
      label: 'Slide name',
      help: "Each slide's name: {n} is its number, {m} the number of slides.",
      format: 'text',
    },
  } as FieldTexts<SlidesSettings<Prefix>>;
}
