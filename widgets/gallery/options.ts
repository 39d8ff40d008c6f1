import { coerceFlagAttribute, coerceString } from '../../core/settings/coerce';
import { field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/** Options of `data-island="gallery"`, read from its data attributes (widgets/gallery/README.md). */
export const GALLERY_OPTIONS_SCHEMA = {
  /** `data-loop`: the last image wraps to the first. Default (ours): on, as in PhotoSwipe. */
  loop: field(coerceFlagAttribute, true),
  /** `data-zoom`: the zoom button and click/pinch zoom. Default (ours): on. */
  zoom: field(coerceFlagAttribute, true),
  /** `data-label`: the lightbox's accessible name. Default: the gallery_label setting. */
  label: field(coerceString, ''),
};
export type GalleryOptions = ShapeOf<typeof GALLERY_OPTIONS_SCHEMA>;

export const parseGalleryOptions = optionsParser('gallery', GALLERY_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const GALLERY_OPTIONS_TEXTS: FieldTexts<GalleryOptions> = {
  loop: { label: 'Loop', help: 'The last image wraps to the first, as in PhotoSwipe.' },
  zoom: { label: 'Zoom', help: 'The zoom button, click-to-zoom, pinch and double-tap zoom.' },
  label: { label: 'Name', help: "The lightbox's accessible name.", format: 'text', defaultText: 'the `gallery_label` setting' },
};

/**
 * The visitor-facing strings of the gallery lightbox, replaceable from the page-settings global
 * (widgets/gallery/README.md, "Settings keys"). `{index}` and `{count}` are replaced in the counter.
 */
export const GALLERY_SETTINGS_SCHEMA = {
  gallery_image_error: field(coerceString, 'The image could not be loaded'),
  gallery_label: field(coerceString, 'Image viewer'),
  gallery_close: field(coerceString, 'Close (Esc)'),
  gallery_previous: field(coerceString, 'Previous image'),
  gallery_next: field(coerceString, 'Next image'),
  gallery_zoom: field(coerceString, 'Zoom'),
  gallery_counter: field(coerceString, '{index} of {count}'),
};
export type GallerySettings = ShapeOf<typeof GALLERY_SETTINGS_SCHEMA>;

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const GALLERY_SETTINGS_TEXTS: FieldTexts<GallerySettings> = {
  gallery_image_error: { label: 'Image failed', help: 'Shown when an image cannot be loaded.', format: 'text' },
  gallery_label: { label: 'Viewer name', help: "The lightbox's accessible name.", format: 'text' },
  gallery_close: { label: 'Close button', help: 'Name of the close button.', format: 'text' },
  gallery_previous: { label: 'Previous button', help: 'Name of the button to the previous image.', format: 'text' },
  gallery_next: { label: 'Next button', help: 'Name of the button to the next image.', format: 'text' },
  gallery_zoom: { label: 'Zoom button', help: 'Name of the zoom button.', format: 'text' },
  gallery_counter: {
    label: 'Counter',
    help: "Where the visitor is: {index} is the image's number, {count} the number of images.",
    format: 'text',
  },
};

export const counterText = (template: string, index: number, count: number) =>
  template.replace(/\{index\}/g, String(index)).replace(/\{count\}/g, String(count));

/** What the gallery family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      gallery: described(GALLERY_OPTIONS_SCHEMA, GALLERY_OPTIONS_TEXTS),
    },
    settings: {
      gallery: describedSettings('Gallery lightbox', GALLERY_SETTINGS_SCHEMA, GALLERY_SETTINGS_TEXTS),
    },
  };
}
