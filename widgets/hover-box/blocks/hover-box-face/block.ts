import type { BlockDefinition } from '../../../../blocks/definition';

/** The front or the back face of a hover box (widgets/hover-box/README.md). */
export const block: BlockDefinition = {
  slug: 'hover-box-face',
  title: 'Hover box face',
  description: 'The front or the back of a hover box.',
  icon: 'id',
  category: 'design',
  supports: { html: false, reusable: false, inserter: false, color: { background: true, text: true }, spacing: { padding: true } },
  attributes: { face: { type: 'string', enum: ['front', 'back'], default: 'front' } },
  parent: ['cms-islands/hover-box'],
  example: {
    attributes: { face: 'front' },
    innerBlocks: [{ name: 'core/heading', attributes: { level: 3, content: 'Glazing workshops' } }],
  },
};
