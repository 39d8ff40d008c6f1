import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';
import { optionsParser } from '../../mount/options';

/** Options of `data-island="video-background"`, from its data attributes (widgets/video-background/README.md). */
export interface VideoBackgroundOptions {
  /** `data-video-url`: a YouTube or Vimeo address, or a video file (self-hosted). Required. */
  videoUrl: string;
}

const VIDEO_BACKGROUND_OPTIONS_SCHEMA: Schema<VideoBackgroundOptions> = {
  videoUrl: field(coerceString, ''),
};

export const parseVideoBackgroundOptions = optionsParser('video-background', VIDEO_BACKGROUND_OPTIONS_SCHEMA);
