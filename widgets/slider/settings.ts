import { slidesSettingsSchema } from '../../core/slides/texts';

/** Visitor-facing strings of the slider (`slider_previous` … `slider_slide_label`), English by default (README, "Settings keys"). */
export const SLIDER_SETTINGS_SCHEMA = slidesSettingsSchema('slider');
