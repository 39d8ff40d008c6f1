import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

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

export function slideLabel(template: string, number: number, count: number): string {
  return template.replaceAll('{n}', String(number)).replaceAll('{m}', String(count));
}
