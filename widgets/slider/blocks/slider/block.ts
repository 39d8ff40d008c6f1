import type { BlockDefinition } from '../../../../blocks/definition';
import { exampleImage } from '../../../../blocks/example-pictures';

/** A slice slider whose slides are inner blocks (widgets/slider/README.md). */
export const block: BlockDefinition = {
  slug: 'slider',
  widget: 'slider',
  title: 'Slice slider',
  description: 'Images that follow each other, each coming in as slices; visitors move it with buttons or arrow keys.',
  icon: 'images-alt2',
  category: 'media',
  keywords: ['slideshow', 'images', 'nivo'],
  supports: { align: ['wide', 'full'], anchor: true, html: false, spacing: { margin: true } },
  // A gallery's own settings, kept when it became this block, for the way back (blocks/editor/gallery-transforms.ts); never printed.
  attributes: { gallery: { type: 'object' } },
  allowedBlocks: ['cms-islands/slider-slide'],
  style: true,
  editorTexts: { label: { help: 'What screen readers call the slider when it has no heading.' } },
  example: {
    attributes: { interval: 0 },
    innerBlocks: [
      { name: 'cms-islands/slider-slide', innerBlocks: [exampleImage(20)] },
      { name: 'cms-islands/slider-slide', innerBlocks: [exampleImage(210)] },
    ],
  },
};
