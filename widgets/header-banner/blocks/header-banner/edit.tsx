import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, PanelBody, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { block } from './block';

interface HeaderBannerAttributes extends Record<string, unknown> {
  label: string;
}

const TEMPLATE = [['core/paragraph', { placeholder: __('Free shipping over 50 €.', 'cms-islands') }]] as const;

function HeaderBannerEdit({ attributes, setAttributes }: BlockEditProps<HeaderBannerAttributes>) {
  const props = useInnerBlocksProps(useBlockProps(), { template: TEMPLATE });
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Header banner', 'cms-islands')}>
          <Notice status="info" isDismissible={false}>
            {__(
              'The banner shows only while it is switched on in Settings → CMS Islands, which also says whether visitors may close it.',
              'cms-islands',
            )}
          </Notice>
          <TextControl
            label={__('Name', 'cms-islands')}
            help={__('What screen readers call the banner’s region.', 'cms-islands')}
            value={attributes.label}
            onChange={(label) => setAttributes({ label })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        </PanelBody>
      </InspectorControls>
      <div {...props}>
        {props.children}
        {/* The editor names the block itself: the region's name visitors' screen readers hear is said here. */}
        <p className="cms-islands-editor-summary">
          {/* translators: %s: the name of the banner's region. */}
          {sprintf(__('Region named “%s”', 'cms-islands'), attributes.label)}
        </p>
      </div>
    </>
  );
}

export const editor: BlockEditor = {
  name: blockName(block.slug),
  settings: { edit: HeaderBannerEdit, save: () => <InnerBlocks.Content /> },
};
