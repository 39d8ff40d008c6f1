import type { BlockDefinition } from '../../../../blocks/definition';
import { exampleImage } from '../../../../blocks/example-pictures';

/** One slide of a carousel: any blocks (widgets/carousel/README.md, `.swiper-slide`). */
export const block: BlockDefinition = {
  slug: 'carousel-slide',
  title: 'Slide',
  description: 'One slide of a carousel.',
  icon: 'format-image',
  category: 'media',
  supports: { html: false, reusable: false, color: { background: true, text: true }, spacing: { padding: true } },
  parent: ['cms-islands/carousel'],
  example: { innerBlocks: [exampleImage(200), { name: 'core/paragraph', attributes: { content: 'A slide holds any blocks.' } }] },
};
