import type { BlockDefinition } from '../../../../blocks/definition';

/** One spot of an image's hotspots: where it sits, its button's name, and its card's blocks (widgets/floating/README.md). */
export const block: BlockDefinition = {
  slug: 'hotspot',
  title: 'Hotspot',
  description: 'A spot on the image and the card it opens.',
  icon: 'marker',
  category: 'media',
  supports: { html: false, reusable: false },
  attributes: {
    x: { type: 'number', default: 50 },
    y: { type: 'number', default: 50 },
    label: { type: 'string', default: 'Details' },
  },
  parent: ['cms-islands/hotspots'],
  example: {
    attributes: { x: 50, y: 50, label: 'Details' },
    innerBlocks: [{ name: 'core/paragraph', attributes: { content: 'What the spot shows.' } }],
  },
};
