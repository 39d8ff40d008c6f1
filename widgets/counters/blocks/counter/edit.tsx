import { InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { ServerPreview } from '../../../../blocks/editor/server-preview';
import { block } from './block';

interface CounterAttributes extends Record<string, unknown> {
  number: string;
}

const NAME = blockName(block.slug);

function CounterEdit({ attributes, setAttributes }: BlockEditProps<CounterAttributes>) {
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Counter', 'cms-islands')}>
          <TextControl
            label={__('Number', 'cms-islands')}
            help={__(
              'What it counts up to, written as visitors read it: prefix, separators and suffix included (€ 1,250.50, 98 %).',
              'cms-islands',
            )}
            value={attributes.number}
            onChange={(number) => setAttributes({ number })}
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

export const editor: BlockEditor = { name: NAME, settings: { edit: CounterEdit, save: () => null } };
