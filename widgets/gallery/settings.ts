import { coerceString } from '../../src/core/settings/coerce';
import { field, type Schema } from '../../src/core/settings/schema';

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

export const counterText = (template: string, index: number, count: number) =>
  template.replace(/\{index\}/g, String(index)).replace(/\{count\}/g, String(count));
