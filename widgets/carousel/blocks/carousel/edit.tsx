import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';
import { galleryTransforms } from '../../../../blocks/editor/gallery-transforms';

const NAME = blockName(block.slug);
const SLIDE = 'cms-islands/carousel-slide';
const TEMPLATE = [[SLIDE], [SLIDE], [SLIDE]] as const;

/** The layout options as the data attributes the block's stylesheet reads: the editor shows the row visitors get. */
function layoutAttributes(attributes: Record<string, unknown>): Record<`data-${string}`, string | undefined> {
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : undefined);
  return {
    'data-items': text(attributes.items),
    'data-items-tablet': text(attributes.itemsTablet),
    'data-items-mobile': text(attributes.itemsMobile),
    'data-gap': text(attributes.gap),
  };
}

function CarouselEdit({ attributes, setAttributes }: BlockEditProps<Record<string, unknown>>) {
  const track = useInnerBlocksProps(
    { className: 'cms-islands-carousel-editor-track' },
    { allowedBlocks: [SLIDE], template: TEMPLATE, orientation: 'horizontal' },
  );
  return (
    <div {...useBlockProps(layoutAttributes(attributes))}>
      <InspectorControls>
        <PanelBody title={__('Carousel', 'cms-islands')}>
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <div {...track} />
    </div>
  );
}

export const editor: BlockEditor = {
  name: NAME,
  settings: { edit: CarouselEdit, save: () => <InnerBlocks.Content />, transforms: galleryTransforms(NAME, SLIDE, { columns: 'items' }) },
};
