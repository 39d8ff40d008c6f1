import type { BlockDefinition } from '../../../../blocks/definition';

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
  allowedBlocks: ['cms-islands/slider-slide'],
  style: true,
};
