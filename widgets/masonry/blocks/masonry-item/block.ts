import type { BlockDefinition } from '../../../../blocks/definition';
import { exampleImage } from '../../../../blocks/example-pictures';

/** One item of a masonry grid: any blocks (widgets/masonry/README.md, `.grid-item`). */
export const block: BlockDefinition = {
  slug: 'masonry-item',
  title: 'Masonry item',
  description: 'One item of a masonry grid.',
  icon: 'format-image',
  category: 'design',
  supports: { html: false, reusable: false, color: { background: true, text: true }, spacing: { padding: true } },
  parent: ['cms-islands/masonry'],
  example: { innerBlocks: [exampleImage(30)] },
};
