import { defineWidget } from '../../mount/types';
import { EMBED_CSS, setupMediaEmbed } from './embed';
import { parseMediaEmbedOptions, type MediaEmbedOptions } from './options';

/**
 * Media embed: a facade (poster, title, play button) that loads the YouTube/Vimeo/map iframe or social
 * script on click or when near. A plain `setup`: no React root needed.
 */
export const mediaEmbedWidget = defineWidget<MediaEmbedOptions>({
  parseOptions: parseMediaEmbedOptions,
  style: EMBED_CSS,
  setup: setupMediaEmbed,
});

export const widgets = { 'media-embed': mediaEmbedWidget };
