import { coerceFlagAttribute, coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import type { FieldTexts } from '../../core/settings/field-texts';

/** Options of `data-island="gallery"`, read from its data attributes (widgets/gallery/README.md). */
export interface GalleryOptions {
  /** `data-loop`: the last image wraps to the first. Default (ours): on, as in PhotoSwipe. */
  loop: boolean;
  /** `data-zoom`: the zoom button and click/pinch zoom. Default (ours): on. */
  zoom: boolean;
  /** `data-label`: the lightbox's accessible name. Default: the gallery_label setting. */
  label: string;
}

export const GALLERY_OPTIONS_SCHEMA: Schema<GalleryOptions> = {
  loop: field(coerceFlagAttribute, true),
  zoom: field(coerceFlagAttribute, true),
  label: field(coerceString, ''),
};

export const parseGalleryOptions = optionsParser('gallery', GALLERY_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const GALLERY_OPTIONS_TEXTS: FieldTexts<GalleryOptions> = {
  loop: { label: 'Loop', help: 'The last image wraps to the first, as in PhotoSwipe.' },
  zoom: { label: 'Zoom', help: 'The zoom button, click-to-zoom, pinch and double-tap zoom.' },
  label: { label: 'Name', help: "The lightbox's accessible name.", format: 'text', defaultText: 'the `gallery_label` setting' },
};
