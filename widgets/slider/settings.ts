import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';
import type { FieldTexts } from '../../src/core/settings/field-texts';

/** Visitor-facing strings of the slider, replaceable from the page settings (README, "Settings keys"). */
export interface SliderSettings {
  slider_previous: string;
  slider_next: string;
  slider_stop: string;
  slider_start: string;
  /** Each slide's name; `{n}` is its number, `{m}` the number of slides. */
  slider_slide_label: string;
}

export const SLIDER_SETTINGS_SCHEMA: Schema<SliderSettings> = {
  slider_previous: field(coerceString, 'Previous slide'),
  slider_next: field(coerceString, 'Next slide'),
  slider_stop: field(coerceString, 'Stop automatic slide show'),
  slider_start: field(coerceString, 'Start automatic slide show'),
  slider_slide_label: field(coerceString, '{n} of {m}'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const SLIDER_SETTINGS_TEXTS: FieldTexts<SliderSettings> = {
  slider_previous: { label: 'Previous button', help: 'Name of the button to the previous slide.', format: 'text' },
  slider_next: { label: 'Next button', help: 'Name of the button to the next slide.', format: 'text' },
  slider_stop: { label: 'Stop button', help: 'Name of the button that stops the automatic slide show.', format: 'text' },
  slider_start: { label: 'Start button', help: 'Name of the button that starts the automatic slide show again.', format: 'text' },
  slider_slide_label: { label: 'Slide name', help: "Each slide's name: {n} is its number, {m} the number of slides.", format: 'text' },
};

export function slideLabel(template: string, number: number, count: number): string {
  return template.replaceAll('{n}', String(number)).replaceAll('{m}', String(count));
}
