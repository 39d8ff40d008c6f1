import type { BlockDefinition } from '../../../../blocks/definition';

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
  attributes: { columns: { type: 'integer', default: 3 } },
  startingValues: { gutter: 16 },
  // render.php prints `.grid-item`s and a `.grid-sizer`: the items and the column width are the block's own.
  structuralOptions: ['itemSelector', 'columnWidth'],
  allowedBlocks: ['cms-islands/masonry-item'],
  style: true,
};
