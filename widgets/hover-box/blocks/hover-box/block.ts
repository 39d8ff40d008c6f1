import type { BlockDefinition } from '../../../../blocks/definition';

/** A box with a front and a back face that turns round (widgets/hover-box/README.md). */
export const block: BlockDefinition = {
  slug: 'hover-box',
  widget: 'hover-box',
  title: 'Hover box',
  description: 'A box that turns round to show its back on hover, focus or a tap.',
  icon: 'image-flip-horizontal',
  category: 'design',
  keywords: ['flip', 'card', 'flip box'],
  supports: { align: true, anchor: true, html: false, spacing: { margin: true } },
  allowedBlocks: ['cms-islands/hover-box-face'],
  style: true,
  example: {
    innerBlocks: [
      {
        name: 'cms-islands/hover-box-face',
        attributes: { face: 'front' },
        innerBlocks: [{ name: 'core/heading', attributes: { level: 3, content: 'Glazing workshops' } }],
      },
      {
        name: 'cms-islands/hover-box-face',
        attributes: { face: 'back' },
        innerBlocks: [{ name: 'core/paragraph', attributes: { content: 'Every Saturday, from ten.' } }],
      },
    ],
  },
};
