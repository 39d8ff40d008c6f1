/**
 * Gallery ↔ a block of slides or items (README, "Blocks"): a core gallery becomes the block with one
 * part per image (a carousel's slide, a slider's slide, a masonry grid's item), and such a block
 * whose parts hold images becomes a gallery of them. The images are core's image blocks
 * throughout, moved as they are. The gallery's own settings (its caption, its columns, its crop…)
 * ride along in the block's `gallery` attribute, which nothing prints, so the way back gives the
 * gallery they came from; its columns become the block's own where it has a like setting (a
 * carousel's slides in view, a masonry grid's columns).
 */
import { createBlock, type BlockInstance, type BlockTransform } from '@wordpress/blocks';

const GALLERY = 'core/gallery';
const IMAGE = 'core/image';
/** The block attribute the gallery's own settings are kept in (in each such block's block.ts). */
const GALLERY_ATTRIBUTE = 'gallery';
/** The gallery's attributes that are its images, not its settings: the images move as blocks. */
const GALLERY_IMAGE_ATTRIBUTES = ['images', 'ids', 'shortCodeTransforms'];

const imagesOf = (parts: BlockInstance[]) => parts.flatMap((part) => part.innerBlocks.filter((inner) => inner.name === IMAGE));

/** The gallery's settings as plain data (its caption is rich text: kept as its HTML). */
function gallerySettings(attributes: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (GALLERY_IMAGE_ATTRIBUTES.includes(name) || value === undefined) continue;
    kept[name] = name === 'caption' ? String(value) : value;
  }
  return kept;
}

interface GalleryLayout {
  /** The block's attribute that the gallery's columns become (`items`, `columns`). */
  readonly columns?: string;
  /** The most it takes. */
  readonly mostColumns?: number;
}

export function galleryTransforms(
  name: string,
  part: string,
  layout: GalleryLayout = {},
): { from: BlockTransform[]; to: BlockTransform[] } {
  const fromGallery: BlockTransform = {
    type: 'block',
    blocks: [GALLERY],
    transform: (attributes, images) => {
      const settings = gallerySettings(attributes);
      const columns = typeof settings.columns === 'number' ? Math.min(settings.columns, layout.mostColumns ?? Infinity) : undefined;
      return createBlock(
        name,
        { [GALLERY_ATTRIBUTE]: settings, ...(layout.columns && columns !== undefined ? { [layout.columns]: columns } : {}) },
        images.map((image) => createBlock(part, {}, [createBlock(image.name, image.attributes, image.innerBlocks)])),
      );
    },
  };
  const toGallery: BlockTransform = {
    type: 'block',
    blocks: [GALLERY],
    isMatch: (_attributes, block) => block !== undefined && imagesOf(block.innerBlocks).length > 0,
    transform: (attributes, parts) => {
      const kept = attributes[GALLERY_ATTRIBUTE];
      return createBlock(
        GALLERY,
        typeof kept === 'object' && kept !== null ? { ...(kept as Record<string, unknown>) } : {},
        imagesOf(parts).map((image) => createBlock(IMAGE, image.attributes)),
      );
    },
  };
  return { from: [fromGallery], to: [toGallery] };
}
