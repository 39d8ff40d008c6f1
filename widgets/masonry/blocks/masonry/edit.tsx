import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { galleryTransforms } from '../../../../blocks/editor/gallery-transforms';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';

const NAME = blockName(block.slug);
const ITEM = 'cms-islands/masonry-item';
const TEMPLATE = [[ITEM], [ITEM], [ITEM]] as const;
/** Columns the block's stylesheet sizes items for. */
const MOST_COLUMNS = 6;

interface MasonryAttributes extends Record<string, unknown> {
  columns: number;
  gutter?: number;
}

function MasonryEdit({ attributes, setAttributes }: BlockEditProps<MasonryAttributes>) {
  const blockProps = useBlockProps({
    className: `cms-islands-masonry-columns-${attributes.columns}`,
    'data-gutter': typeof attributes.gutter === 'number' ? String(attributes.gutter) : undefined,
  });
  // The items in the theme's rows, as visitors see them before masonry-layout packs them.
  const items = useInnerBlocksProps(blockProps, { allowedBlocks: [ITEM], template: TEMPLATE, orientation: 'horizontal' });
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Masonry grid', 'cms-islands')}>
          <RangeControl
            label={__('Columns', 'cms-islands')}
            help={__('How many columns the items are packed into on wide screens (two on tablets, one on phones).', 'cms-islands')}
            value={attributes.columns}
            min={1}
            max={MOST_COLUMNS}
            onChange={(columns) => setAttributes({ columns: columns ?? 3 })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <div {...items} />
    </>
  );
}

export const editor: BlockEditor = {
  name: NAME,
  settings: {
    edit: MasonryEdit,
    save: () => <InnerBlocks.Content />,
    transforms: galleryTransforms(NAME, ITEM, { columns: 'columns', mostColumns: MOST_COLUMNS }),
  },
};
