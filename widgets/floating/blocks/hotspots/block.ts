import type { BlockDefinition } from '../../../../blocks/definition';

/** An image with spots on it, each opening a card (widgets/floating/README.md, "Hotspots"). */
export const block: BlockDefinition = {
  slug: 'hotspots',
  widget: 'hotspots',
  title: 'Image hotspots',
  description: 'An image with spots on it; each spot opens a card of blocks beside it.',
  icon: 'location',
  category: 'media',
  keywords: ['image', 'points', 'tooltip', 'lookbook'],
  supports: { align: ['wide', 'full', 'left', 'right', 'center'], anchor: true, html: false, spacing: { margin: true } },
  attributes: {
    url: { type: 'string', default: '' },
    alt: { type: 'string', default: '' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    mediaId: { type: 'integer' },
  },
  allowedBlocks: ['cms-islands/hotspot'],
  style: true,
};
