import type { BlockDefinition } from '../../../../blocks/definition';

/** A carousel whose slides are inner blocks (widgets/carousel/README.md). */
export const block: BlockDefinition = {
  slug: 'carousel',
  widget: 'carousel',
  title: 'Carousel',
  description: 'Slides in a row that visitors move with buttons, arrow keys or a swipe; each slide holds any blocks.',
  icon: 'slides',
  category: 'media',
  keywords: ['slider', 'slides', 'swiper', 'gallery'],
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    html: false,
    color: { background: true, text: true },
    spacing: { margin: true, padding: true },
  },
  allowedBlocks: ['cms-islands/carousel-slide'],
  style: true,
};
