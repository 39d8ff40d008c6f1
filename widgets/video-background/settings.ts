import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/** The one string of video backgrounds (widgets/video-background/README.md, "Settings keys"). */
export interface VideoBackgroundSettings {
  /** The player iframe's title (the layer is hidden from assistive technology; the title is for audits). */
  video_background_label: string;
}

export const VIDEO_BACKGROUND_SETTINGS_SCHEMA: Schema<VideoBackgroundSettings> = {
  video_background_label: field(coerceString, 'Background video'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const VIDEO_BACKGROUND_SETTINGS_TEXTS: FieldTexts<VideoBackgroundSettings> = {
  video_background_label: {
    label: 'Player title',
    help: "The player frame's title (the layer is hidden from assistive technology; the title is for audits).",
    format: 'text',
  },
};
