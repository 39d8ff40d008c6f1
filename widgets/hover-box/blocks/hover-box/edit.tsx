import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';

const NAME = blockName(block.slug);
const FACE = 'cms-islands/hover-box-face';
// The two faces, always both (the widget needs a front and a back), each with blocks of its own.
const TEMPLATE = [
  [FACE, { face: 'front' }, [['core/heading', { placeholder: __('Front', 'cms-islands') }]]],
  [FACE, { face: 'back' }, [['core/paragraph', { placeholder: __('Back', 'cms-islands') }]]],
] as const;

function HoverBoxEdit({ attributes, setAttributes }: BlockEditProps<Record<string, unknown>>) {
  const props = useInnerBlocksProps(useBlockProps({ 'data-flip': typeof attributes.flip === 'string' ? attributes.flip : undefined }), {
    allowedBlocks: [FACE],
    template: TEMPLATE,
    templateLock: 'all',
    orientation: 'horizontal',
  });
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Hover box', 'cms-islands')}>
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <div {...props} />
    </>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: HoverBoxEdit, save: () => <InnerBlocks.Content /> } };
