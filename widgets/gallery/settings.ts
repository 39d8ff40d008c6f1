import { coerceString } from '../../core/settings/coerce';
import { field, type Schema } from '../../core/settings/schema';
import type { FieldTexts } from '../../core/settings/field-texts';

/**
 * The visitor-facing strings of the gallery lightbox, replaceable from the page-settings global
 * (widgets/gallery/README.md, "Settings keys"). `{index}` and `{count}` are replaced in the counter.
 */
export interface GallerySettings {
  gallery_image_error: string;
  gallery_label: string;
  gallery_close: string;
  gallery_previous: string;
  gallery_next: string;
  gallery_zoom: string;
  gallery_counter: string;
}

export const GALLERY_SETTINGS_SCHEMA: Schema<GallerySettings> = {
  gallery_image_error: field(coerceString, 'The image could not be loaded'),
  gallery_label: field(coerceString, 'Image viewer'),
  gallery_close: field(coerceString, 'Close (Esc)'),
  gallery_previous: field(coerceString, 'Previous image'),
  gallery_next: field(coerceString, 'Next image'),
  gallery_zoom: field(coerceString, 'Zoom'),
  gallery_counter: field(coerceString, '{index} of {count}'),
};

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
export const GALLERY_SETTINGS_TEXTS: FieldTexts<GallerySettings> = {
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
