import { InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { blockName } from '../definition';
import type { BlockEditor } from '../editor/block-editor';
import { OptionControls } from '../editor/option-controls';
import { ServerPreview } from '../editor/server-preview';
import { progressBarBlock } from './block';

interface ProgressBarAttributes extends Record<string, unknown> {
  label: string;
}

const NAME = blockName(progressBarBlock.slug);

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
          <OptionControls widget="progress-bar" attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <ServerPreview name={NAME} attributes={attributes} />
    </>
  );
}

export const progressBarEditor: BlockEditor = { name: NAME, settings: { edit: ProgressBarEdit, save: () => null } };
