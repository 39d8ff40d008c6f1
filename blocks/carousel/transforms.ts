/**
 * Gallery ↔ carousel (README, "Blocks"): a core gallery becomes a carousel with one slide per image,
 * and a carousel whose slides hold images becomes a gallery of them. The images are core's image
 * blocks throughout, moved as they are.
 */
import { createBlock, type BlockInstance, type BlockTransform } from '@wordpress/blocks';

const GALLERY = 'core/gallery';
const IMAGE = 'core/image';
const SLIDE = 'cms-islands/carousel-slide';

const imagesOf = (slides: BlockInstance[]) => slides.flatMap((slide) => slide.innerBlocks.filter((inner) => inner.name === IMAGE));

const fromGallery: BlockTransform = {
  type: 'block',
  blocks: [GALLERY],
  transform: (_attributes, images) =>
    createBlock(
      'cms-islands/carousel',
      {},
      images.map((image) => createBlock(SLIDE, {}, [createBlock(image.name, image.attributes, image.innerBlocks)])),
    ),
};

const toGallery: BlockTransform = {
  type: 'block',
  blocks: [GALLERY],
  isMatch: (_attributes, block) => block !== undefined && imagesOf(block.innerBlocks).length > 0,
  transform: (_attributes, slides) =>
    createBlock(
      GALLERY,
      {},
      imagesOf(slides).map((image) => createBlock(IMAGE, image.attributes)),
    ),
};

export const galleryTransforms = { from: [fromGallery], to: [toGallery] };
