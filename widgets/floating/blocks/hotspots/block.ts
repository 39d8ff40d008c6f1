import type { BlockDefinition } from '../../../../blocks/definition';
import { examplePicture, EXAMPLE_PICTURE_SIZE } from '../../../../blocks/example-pictures';

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
  example: {
    attributes: { url: examplePicture(190), alt: '', ...EXAMPLE_PICTURE_SIZE },
    innerBlocks: [
      {
        name: 'cms-islands/hotspot',
        attributes: { x: 30, y: 70, label: 'The hills' },
        innerBlocks: [{ name: 'core/paragraph', attributes: { content: 'Rolling hills.' } }],
      },
      {
        name: 'cms-islands/hotspot',
        attributes: { x: 75, y: 30, label: 'The sun' },
        innerBlocks: [{ name: 'core/paragraph', attributes: { content: 'A low sun.' } }],
      },
    ],
  },
};
