import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

/** Options of `data-island="video-background"`, from its data attributes (widgets/video-background/README.md). */
export interface VideoBackgroundOptions {
  /** `data-video-url`: a YouTube or Vimeo address, or a video file (self-hosted). Required. */
  videoUrl: string;
}

export const VIDEO_BACKGROUND_OPTIONS_SCHEMA: Schema<VideoBackgroundOptions> = {
  videoUrl: field(coerceString, ''),
};

export const parseVideoBackgroundOptions = optionsParser('video-background', VIDEO_BACKGROUND_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const VIDEO_BACKGROUND_OPTIONS_TEXTS: FieldTexts<VideoBackgroundOptions> = {
  videoUrl: {
    label: 'Video address',
    help: 'A YouTube address (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`; `t=` or `start=` is the start), a Vimeo address (`vimeo.com/ID`, `player.vimeo.com/video/ID`), or a video file (`.mp4 .m4v .webm .ogv .ogg .mov`, on the site or any http(s) host).',
    format: 'url',
    defaultText: 'none: required',
  },
};
