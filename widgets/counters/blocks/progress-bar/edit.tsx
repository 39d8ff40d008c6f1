import { InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { ServerPreview } from '../../../../blocks/editor/server-preview';
import { block } from './block';

interface ProgressBarAttributes extends Record<string, unknown> {
  label: string;
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
      <ServerPreview name={NAME} attributes={attributes} />
    </>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: ProgressBarEdit, save: () => null } };
