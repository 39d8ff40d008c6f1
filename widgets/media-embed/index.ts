import { defineWidget } from '../../mount/types';
import { EMBED_CSS, setupMediaEmbed } from './embed';
import { parseMediaEmbedOptions, type MediaEmbedOptions } from './options';

/**
 * Map, social and video embeds on demand (README): a facade the server prints, replaced by the real
 * iframe or script only when the visitor asks. A plain `setup` (no React root needed), in its own
 * file, cms-islands.widget-media-embed.js.
 *
 * Media embed: a facade (poster, title, play button) that loads the YouTube/Vimeo/map iframe or social
 * script on click or when near.
 */
export const mediaEmbedWidget = defineWidget<MediaEmbedOptions>({
  parseOptions: parseMediaEmbedOptions,
  style: EMBED_CSS,
  setup: setupMediaEmbed,
});

export const widgets = { 'media-embed': mediaEmbedWidget };
