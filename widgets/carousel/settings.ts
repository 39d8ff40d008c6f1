import { slidesSettingsSchema } from '../../core/slides/texts';

/** Visitor-facing strings of the carousel (`carousel_previous` … `carousel_slide_label`), English by default (README, "Settings keys"). */
export const CAROUSEL_SETTINGS_SCHEMA = slidesSettingsSchema('carousel');
