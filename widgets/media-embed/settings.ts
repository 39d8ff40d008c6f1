import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/**
 * The visitor-facing strings of media embeds, replaceable from the page-settings global
 * (widgets/media-embed/README.md, "Settings keys"). `{title}` is the embed's title, `{host}` the
 * third party it loads from.
 */
export interface MediaEmbedSettings {
  media_embed_play: string;
  media_embed_map: string;
  media_embed_social: string;
}

export const MEDIA_EMBED_SETTINGS_SCHEMA: Schema<MediaEmbedSettings> = {
  media_embed_play: field(coerceString, 'Play video: {title} (loads from {host})'),
  media_embed_map: field(coerceString, 'Show map: {title} (loads from {host})'),
  media_embed_social: field(coerceString, 'Show post: {title} (loads from {host})'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const MEDIA_EMBED_SETTINGS_TEXTS: FieldTexts<MediaEmbedSettings> = {
  media_embed_play: {
    label: 'Play button',
    help: "Name of a video's play button: {title} is the video's title, {host} the site it loads from.",
    format: 'text',
  },
  media_embed_map: {
    label: 'Map button',
    help: "Name of the button that shows a map: {title} is the map's title, {host} the site it loads from.",
    format: 'text',
  },
  media_embed_social: {
    label: 'Post button',
    help: "Name of the button that shows a social post: {title} is the post's title, {host} the site it loads from.",
    format: 'text',
  },
};

export const fillTemplate = (template: string, values: { title: string; host: string }) =>
  template.replace(/\{title\}/g, values.title).replace(/\{host\}/g, values.host);
