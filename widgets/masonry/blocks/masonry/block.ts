import type { BlockDefinition } from '../../../../blocks/definition';
import { exampleImage } from '../../../../blocks/example-pictures';

/** A masonry grid whose items are inner blocks (widgets/masonry/README.md). */
export const block: BlockDefinition = {
  slug: 'masonry',
  widget: 'masonry',
  title: 'Masonry grid',
  description: 'Items of any height packed into columns, each into the shortest one.',
  icon: 'grid-view',
  category: 'design',
  keywords: ['grid', 'gallery', 'pinterest', 'columns'],
  supports: { align: ['wide', 'full'], anchor: true, html: false, spacing: { margin: true } },
  // `gallery`: a gallery's own settings, kept when it became this block, for the way back (blocks/editor/gallery-transforms.ts); never printed.
  attributes: { columns: { type: 'integer', default: 3 }, gallery: { type: 'object' } },
  startingValues: { gutter: 16 },
  // render.php prints `.grid-item`s and a `.grid-sizer`: the items and the column width are the block's own.
  structuralOptions: ['itemSelector', 'columnWidth'],
  allowedBlocks: ['cms-islands/masonry-item'],
  style: true,
  example: {
    attributes: { columns: 3, gutter: 16 },
    innerBlocks: [
      { name: 'cms-islands/masonry-item', innerBlocks: [exampleImage(30)] },
      {
        name: 'cms-islands/masonry-item',
        innerBlocks: [{ name: 'core/paragraph', attributes: { content: 'Items of any height, packed into columns.' } }],
      },
      { name: 'cms-islands/masonry-item', innerBlocks: [exampleImage(260)] },
      {
        name: 'cms-islands/masonry-item',
        innerBlocks: [{ name: 'core/paragraph', attributes: { content: 'Each goes into the shortest column.' } }],
      },
    ],
  },
};
