import { InnerBlocks, InspectorControls, RichText, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { MediaButton } from '../../../../blocks/editor/media-button';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';

interface PopupAttributes extends Record<string, unknown> {
  openerText: string;
  popupSrc?: string;
  popupWidth?: number;
  popupHeight?: number;
}

const NAME = blockName(block.slug);
const TEMPLATE = [
  ['core/heading', { level: 2, placeholder: __('Popup title', 'cms-islands') }],
  ['core/paragraph', {}],
] as const;

function PopupEdit({ attributes, setAttributes }: BlockEditProps<PopupAttributes>) {
  const inline = !attributes.popupSrc;
  const content = useInnerBlocksProps({ className: 'cms-islands-popup-editor-content' }, { template: TEMPLATE });
  return (
    <div {...useBlockProps()}>
      <InspectorControls>
        <PanelBody title={__('Popup', 'cms-islands')}>
          {/* An image of the media library as the source, its size given so its box is reserved while it loads. */}
          <MediaButton
            label={__('Choose an image', 'cms-islands')}
            allowedTypes={['image']}
            onSelect={(media) => setAttributes({ popupSrc: media.url, popupWidth: media.width ?? 0, popupHeight: media.height ?? 0 })}
          />
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <RichText
        tagName="span"
        className="wp-element-button cms-islands-popup-opener"
        aria-label={__('Button text', 'cms-islands')}
        placeholder={__('Open', 'cms-islands')}
        value={attributes.openerText}
        onChange={(openerText) => setAttributes({ openerText })}
        allowedFormats={[]}
        withoutInteractiveFormatting
      />
      {/* The content is what the popup shows unless an address replaces it (then it is not printed). */}
      {inline ? (
        <div {...content} />
      ) : (
        <p className="cms-islands-popup-editor-source">
          {/* translators: %s: the address the popup opens instead of its content. */}
          {sprintf(__('Opens %s', 'cms-islands'), attributes.popupSrc ?? '')}
        </p>
      )}
    </div>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: PopupEdit, save: () => <InnerBlocks.Content /> } };
