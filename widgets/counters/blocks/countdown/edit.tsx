import { InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { ServerPreview } from '../../../../blocks/editor/server-preview';
import { block } from './block';

interface CountdownAttributes extends Record<string, unknown> {
  end: string;
}

const NAME = blockName(block.slug);
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A week from now at the start of the hour, in the editor's local time, as a date-time field gives it. */
function aWeekAhead(): string {
  const moment = new Date(Date.now() + WEEK_MS);
  const two = (part: number) => String(part).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:00`;
}

function CountdownEdit({ attributes, setAttributes }: BlockEditProps<CountdownAttributes>) {
  // A new countdown counts to a week from now, so it shows something at once; the inspector changes it.
  useEffect(() => {
    if (!attributes.end) setAttributes({ end: aWeekAhead() });
  }, [attributes.end, setAttributes]);
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Countdown', 'cms-islands')}>
          <OptionControls widget="countdown" attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <ServerPreview name={NAME} attributes={attributes} />
    </>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: CountdownEdit, save: () => null } };
