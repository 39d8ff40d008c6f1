import { coerceNumber, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

export const EMBED_PROVIDERS = ['auto', 'youtube', 'vimeo', 'map', 'twitter', 'instagram'] as const;
type EmbedProvider = (typeof EMBED_PROVIDERS)[number];
export const EMBED_LOAD_MODES = ['click', 'near'] as const;
type EmbedLoadMode = (typeof EMBED_LOAD_MODES)[number];

/** Options of `data-island="media-embed"`, from its data attributes (widgets/media-embed/README.md). */
export const MEDIA_EMBED_OPTIONS_SCHEMA = {
  /** `data-provider`: what the embed is; `auto` tells YouTube, Vimeo, X/Twitter and Instagram by the address. */
  provider: field<EmbedProvider>(coerceOneOf(EMBED_PROVIDERS), 'auto'),
  /** `data-src`: the address to embed; default: the facade link's href. */
  src: field(coerceString, ''),
  /** `data-load`: `click` (default) loads on the visitor's click only; `near` when it comes near the viewport. */
  load: field<EmbedLoadMode>(coerceOneOf(EMBED_LOAD_MODES), 'click'),
  /** `data-title`: the iframe's title and the button's name; default: the facade's text. */
  title: field(coerceString, ''),
  /** `data-width` / `data-height`: the iframe's width and height attributes (its ratio). Ours: 560 × 315 (16:9). */
  width: field(coerceNumber, 560, atLeast(1)),
  height: field(coerceNumber, 315, atLeast(1)),
};
export type MediaEmbedOptions = ShapeOf<typeof MEDIA_EMBED_OPTIONS_SCHEMA>;

export const parseMediaEmbedOptions = optionsParser('media-embed', MEDIA_EMBED_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const MEDIA_EMBED_OPTIONS_TEXTS: FieldTexts<MediaEmbedOptions> = {
  provider: {
    label: 'Provider',
    help: "What the embed is; `auto` tells YouTube, Vimeo, X/Twitter and Instagram by the address's host.",
    choices: {
      auto: 'Told by the address',
      youtube: 'YouTube',
      vimeo: 'Vimeo',
      map: 'Map',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
    },
  },
  src: {
    label: 'Address',
    help: "The address to embed: a map's embed URL, the video's page or share link.",
    format: 'url',
    defaultText: "the facade link's `href`",
  },
  load: {
    label: 'Load',
    help: "`click`: only on the visitor's click; `near`: when within `lazy_loading_offset` px of the viewport (a video then does not start playing).",
    choices: { click: 'On click', near: 'When near' },
  },
  title: { label: 'Title', help: "The frame's title and the facade button's name.", format: 'text', defaultText: "the facade's text" },
  width: { label: 'Width', help: "The frame's width attribute, px: with the height, its ratio.", minimum: 1 },
  height: { label: 'Height', help: "The frame's height attribute, px: with the width, its ratio.", minimum: 1 },
};

/**
 * The visitor-facing strings of media embeds, replaceable from the page-settings global
 * (widgets/media-embed/README.md, "Settings keys"). `{title}` is the embed's title, `{host}` the
 * third party it loads from.
 */
export const MEDIA_EMBED_SETTINGS_SCHEMA = {
  media_embed_play: field(coerceString, 'Play video: {title} (loads from {host})'),
  media_embed_map: field(coerceString, 'Show map: {title} (loads from {host})'),
  media_embed_social: field(coerceString, 'Show post: {title} (loads from {host})'),
};
export type MediaEmbedSettings = ShapeOf<typeof MEDIA_EMBED_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const MEDIA_EMBED_SETTINGS_TEXTS: FieldTexts<MediaEmbedSettings> = {
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

/** What the media embed family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'media-embed': described(MEDIA_EMBED_OPTIONS_SCHEMA, MEDIA_EMBED_OPTIONS_TEXTS),
    },
    settings: {
      'media-embed': describedSettings('Media embeds', MEDIA_EMBED_SETTINGS_SCHEMA, MEDIA_EMBED_SETTINGS_TEXTS),
    },
  };
}
