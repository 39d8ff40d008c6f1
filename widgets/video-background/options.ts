import { coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** Options of `data-island="video-background"`, from its data attributes (widgets/video-background/README.md). */
export const VIDEO_BACKGROUND_OPTIONS_SCHEMA = {
  /** `data-video-url`: a YouTube or Vimeo address, or a video file (self-hosted). Required. */
  videoUrl: field(coerceString, ''),
};
export type VideoBackgroundOptions = ShapeOf<typeof VIDEO_BACKGROUND_OPTIONS_SCHEMA>;

export const parseVideoBackgroundOptions = optionsParser('video-background', VIDEO_BACKGROUND_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const VIDEO_BACKGROUND_OPTIONS_TEXTS: FieldTexts<VideoBackgroundOptions> = {
  videoUrl: {
    label: 'Video address',
    help: 'A YouTube address (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`; `t=` or `start=` is the start), a Vimeo address (`vimeo.com/ID`, `player.vimeo.com/video/ID`), or a video file (`.mp4 .m4v .webm .ogv .ogg .mov`, on the site or any http(s) host).',
    format: 'url',
    defaultText: 'none: required',
  },
};

/** The one string of video backgrounds (widgets/video-background/README.md, "Settings keys"). */
export const VIDEO_BACKGROUND_SETTINGS_SCHEMA = {
  /** The player iframe's title (the layer is hidden from assistive technology; the title is for audits). */
  video_background_label: field(coerceString, 'Background video'),
};
type VideoBackgroundSettings = ShapeOf<typeof VIDEO_BACKGROUND_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const VIDEO_BACKGROUND_SETTINGS_TEXTS: FieldTexts<VideoBackgroundSettings> = {
  video_background_label: {
    label: 'Player title',
    help: "The player frame's title (the layer is hidden from assistive technology; the title is for audits).",
    format: 'text',
  },
};

/** What the video background family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'video-background': described(VIDEO_BACKGROUND_OPTIONS_SCHEMA, VIDEO_BACKGROUND_OPTIONS_TEXTS),
    },
    settings: {
      'video-background': describedSettings('Video backgrounds', VIDEO_BACKGROUND_SETTINGS_SCHEMA, VIDEO_BACKGROUND_SETTINGS_TEXTS),
    },
  };
}
