import { InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { date as siteDate } from '@wordpress/date';
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

/** A week from now at the start of the hour, on the site's clock (as the End field reads it), as a date-time field gives it. */
const aWeekAhead = (): string => siteDate('Y-m-d\\TH:00', Date.now() + WEEK_MS);

function CountdownEdit({ attributes, setAttributes }: BlockEditProps<CountdownAttributes>) {
  // A new countdown counts to a week from now, so it shows something at once; the inspector changes it.
  useEffect(() => {
    if (!attributes.end) setAttributes({ end: aWeekAhead() });
  }, [attributes.end, setAttributes]);
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Countdown', 'cms-islands')}>
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <ServerPreview name={NAME} attributes={attributes} />
    </>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: CountdownEdit, save: () => null } };
