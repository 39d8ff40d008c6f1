import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { block } from './block';

interface HotspotAttributes extends Record<string, unknown> {
  x: number;
  y: number;
  label: string;
}

const TEMPLATE = [['core/paragraph', { placeholder: __('What the spot shows…', 'cms-islands') }]] as const;

function HotspotEdit({ attributes, setAttributes }: BlockEditProps<HotspotAttributes>) {
  const props = useInnerBlocksProps(useBlockProps({ className: 'cms-islands-hotspot-editor' }), {
    template: TEMPLATE,
    templateLock: false,
  });
  const percent = (label: string, help: string, key: 'x' | 'y') => (
    <RangeControl
      label={label}
      help={help}
      value={attributes[key]}
      min={0}
      max={100}
      step={0.5}
      onChange={(value) => setAttributes({ [key]: value ?? 50 })}
      __nextHasNoMarginBottom
      __next40pxDefaultSize
    />
  );
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Hotspot', 'cms-islands')}>
          {percent(__('Across', 'cms-islands'), __('How far from the image’s left edge the spot sits, in percent.', 'cms-islands'), 'x')}
          {percent(__('Down', 'cms-islands'), __('How far from the image’s top edge the spot sits, in percent.', 'cms-islands'), 'y')}
          <TextControl
            label={__('Button name', 'cms-islands')}
            help={__('What screen readers call the spot’s button.', 'cms-islands')}
            value={attributes.label}
            onChange={(label) => setAttributes({ label })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        </PanelBody>
      </InspectorControls>
      <div {...props}>
        <p className="cms-islands-editor-summary">
          {/* translators: 1: the spot's name, 2: percent across the image, 3: percent down the image. */}
          {sprintf(__('%1$s: %2$s%% across, %3$s%% down', 'cms-islands'), attributes.label, String(attributes.x), String(attributes.y))}
        </p>
        {props.children}
      </div>
    </>
  );
}

export const editor: BlockEditor = {
  name: blockName(block.slug),
  settings: { edit: HotspotEdit, save: () => <InnerBlocks.Content /> },
};
