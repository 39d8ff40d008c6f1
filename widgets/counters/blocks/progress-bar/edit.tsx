import { InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { CSSProperties } from 'react';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { ServerPreview } from '../../../../blocks/editor/server-preview';
import { block } from './block';

interface ProgressBarAttributes extends Record<string, unknown> {
  label: string;
  value?: number;
}

const NAME = blockName(block.slug);

function ProgressBarEdit({ attributes, setAttributes }: BlockEditProps<ProgressBarAttributes>) {
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Progress bar', 'cms-islands')}>
          <TextControl
            label={__('Label', 'cms-islands')}
            help={__('What the bar measures; it names the bar for screen readers too.', 'cms-islands')}
            value={attributes.label}
            onChange={(label) => setAttributes({ label })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      {/* The editor shows the bar filled to its value (its stylesheet reads the property there); on the
          site the widget fills it once it comes into view. */}
      <ServerPreview
        name={NAME}
        attributes={attributes}
        wrapperProps={{
          style: { '--cms-islands-progress-value': `${Math.min(100, Math.max(0, Number(attributes.value ?? 0)))}%` } as CSSProperties,
        }}
      />
    </>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: ProgressBarEdit, save: () => null } };
