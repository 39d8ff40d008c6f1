/**
 * Gallery ↔ a block of slides or items (README, "Blocks"): a core gallery becomes the block with one
 * part per image (a carousel's slide, a slider's slide, a masonry grid's item), and such a block
 * whose parts hold images becomes a gallery of them. The images are core's image blocks
 * throughout, moved as they are.
 */
import { createBlock, type BlockInstance, type BlockTransform } from '@wordpress/blocks';

const GALLERY = 'core/gallery';
const IMAGE = 'core/image';

const imagesOf = (parts: BlockInstance[]) => parts.flatMap((part) => part.innerBlocks.filter((inner) => inner.name === IMAGE));

export function galleryTransforms(name: string, part: string): { from: BlockTransform[]; to: BlockTransform[] } {
  const fromGallery: BlockTransform = {
    type: 'block',
    blocks: [GALLERY],
    transform: (_attributes, images) =>
      createBlock(
        name,
        {},
        images.map((image) => createBlock(part, {}, [createBlock(image.name, image.attributes, image.innerBlocks)])),
      ),
  };
  const toGallery: BlockTransform = {
    type: 'block',
    blocks: [GALLERY],
    isMatch: (_attributes, block) => block !== undefined && imagesOf(block.innerBlocks).length > 0,
    transform: (_attributes, parts) =>
      createBlock(
        GALLERY,
        {},
        imagesOf(parts).map((image) => createBlock(IMAGE, image.attributes)),
      ),
  };
  return { from: [fromGallery], to: [toGallery] };
}
