import type { BlockDefinition } from '../../../../blocks/definition';

/** One slide of a carousel: any blocks (widgets/carousel/README.md, `.swiper-slide`). */
export const block: BlockDefinition = {
  slug: 'carousel-slide',
  title: 'Slide',
  description: 'One slide of a carousel.',
  icon: 'format-image',
  category: 'media',
  supports: { html: false, reusable: false, color: { background: true, text: true }, spacing: { padding: true } },
  parent: ['cms-islands/carousel'],
};
