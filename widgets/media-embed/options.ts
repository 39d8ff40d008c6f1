import { coerceNumber, coerceOneOf, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

export const EMBED_PROVIDERS = ['auto', 'youtube', 'vimeo', 'map', 'twitter', 'instagram'] as const;
type EmbedProvider = (typeof EMBED_PROVIDERS)[number];
export const EMBED_LOAD_MODES = ['click', 'near'] as const;
type EmbedLoadMode = (typeof EMBED_LOAD_MODES)[number];

/** Options of `data-island="media-embed"`, from its data attributes (widgets/media-embed/README.md). */
export interface MediaEmbedOptions {
  /** `data-provider`: what the embed is; `auto` tells YouTube, Vimeo, X/Twitter and Instagram by the address. */
  provider: EmbedProvider;
  /** `data-src`: the address to embed; default: the facade link's href. */
  src: string;
  /** `data-load`: `click` (default) loads on the visitor's click only; `near` when it comes near the viewport. */
  load: EmbedLoadMode;
  /** `data-title`: the iframe's title and the button's name; default: the facade's text. */
  title: string;
  /** `data-width` / `data-height`: the iframe's width and height attributes (its ratio). Ours: 560 × 315 (16:9). */
  width: number;
  height: number;
}

export const MEDIA_EMBED_OPTIONS_SCHEMA: Schema<MediaEmbedOptions> = {
  provider: field(coerceOneOf(EMBED_PROVIDERS), 'auto'),
  src: field(coerceString, ''),
  load: field(coerceOneOf(EMBED_LOAD_MODES), 'click'),
  title: field(coerceString, ''),
  width: field(coerceNumber, 560, atLeast(1)),
  height: field(coerceNumber, 315, atLeast(1)),
};

export const parseMediaEmbedOptions = optionsParser('media-embed', MEDIA_EMBED_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const MEDIA_EMBED_OPTIONS_TEXTS: FieldTexts<MediaEmbedOptions> = {
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
