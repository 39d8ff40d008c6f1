import { coerceFlagAttribute, coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';
import { optionsParser } from '../../mount/options';

/** Options of `data-island="gallery"`, read from its data attributes (widgets/gallery/README.md). */
export interface GalleryOptions {
  /** `data-loop`: the last image wraps to the first. Default (ours): on, as in PhotoSwipe. */
  loop: boolean;
  /** `data-zoom`: the zoom button and click/pinch zoom. Default (ours): on. */
  zoom: boolean;
  /** `data-label`: the lightbox's accessible name. Default: the gallery_label setting. */
  label: string;
}

const GALLERY_OPTIONS_SCHEMA: Schema<GalleryOptions> = {
  loop: field(coerceFlagAttribute, true),
  zoom: field(coerceFlagAttribute, true),
  label: field(coerceString, ''),
};

export const parseGalleryOptions = optionsParser('gallery', GALLERY_OPTIONS_SCHEMA);
