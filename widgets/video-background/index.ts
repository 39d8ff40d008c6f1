import { defineWidget } from '../../mount/types';
import { parseVideoBackgroundOptions, type VideoBackgroundOptions } from './options';
import { setupVideoBackground, VIDEO_BACKGROUND_CSS } from './video-background';

/**
 * Video background: a muted, looped YouTube, Vimeo or self-hosted video covering a row at 16:9, paused
 * off-screen. A plain `setup`: no React root needed.
 */
export const videoBackgroundWidget = defineWidget<VideoBackgroundOptions>({
  parseOptions: parseVideoBackgroundOptions,
  style: VIDEO_BACKGROUND_CSS,
  setup: setupVideoBackground,
});

export const widgets = { 'video-background': videoBackgroundWidget };
