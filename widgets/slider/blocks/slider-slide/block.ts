import type { BlockDefinition } from '../../../../blocks/definition';
import { exampleImage } from '../../../../blocks/example-pictures';

/** One slide of a slice slider: an image (and its caption) the slices show (widgets/slider/README.md, `.slider-slide`). */
export const block: BlockDefinition = {
  slug: 'slider-slide',
  title: 'Slider slide',
  description: 'One slide of a slice slider: its first image is what the slices show.',
  icon: 'format-image',
  category: 'media',
  supports: { html: false, reusable: false },
  parent: ['cms-islands/slider'],
  example: { innerBlocks: [exampleImage(20)] },
};
