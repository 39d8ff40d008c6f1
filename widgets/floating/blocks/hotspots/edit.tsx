import { InnerBlocks, InspectorControls, MediaPlaceholder, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps, BlockInstance } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';

interface HotspotsAttributes extends Record<string, unknown> {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  mediaId?: number;
}

const NAME = blockName(block.slug);
const SPOT = 'cms-islands/hotspot';
const TEMPLATE = [[SPOT, { x: 30, y: 40 }]] as const;

/** A spot's place on the image, in percent (its attributes always hold numbers: block.json defaults them). */
const placeOf = (spot: BlockInstance) => ({ left: `${Number(spot.attributes.x)}%`, top: `${Number(spot.attributes.y)}%` });

function HotspotsEdit({ attributes, setAttributes, clientId }: BlockEditProps<HotspotsAttributes>) {
  const spots = useSelect(
    (select) => (select('core/block-editor') as { getBlocks(id: string): BlockInstance[] }).getBlocks(clientId),
    [clientId],
  );
  const blockProps = useBlockProps();
  // The spots' cards are edited in a list under the image; the image shows where each spot sits.
  const cards = useInnerBlocksProps({ className: 'cms-islands-hotspots-editor-spots' }, { allowedBlocks: [SPOT], template: TEMPLATE });
  if (!attributes.url) {
    return (
      <div {...blockProps}>
        <MediaPlaceholder
          icon="location"
          labels={{ title: __('Image hotspots', 'cms-islands'), instructions: __('Choose the image the spots sit on.', 'cms-islands') }}
          accept="image/*"
          allowedTypes={['image']}
          onSelect={(media) =>
            setAttributes({ url: media.url, alt: media.alt ?? '', width: media.width, height: media.height, mediaId: media.id })
          }
          onSelectURL={(url) => setAttributes({ url, width: undefined, height: undefined, mediaId: undefined })}
        />
      </div>
    );
  }
  return (
    <div {...blockProps}>
      <InspectorControls>
        <PanelBody title={__('Image hotspots', 'cms-islands')}>
          <TextControl
            label={__('Alternative text', 'cms-islands')}
            help={__('What the image shows, for visitors who cannot see it.', 'cms-islands')}
            value={attributes.alt}
            onChange={(alt) => setAttributes({ alt })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
          <OptionControls widget="hotspots" attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <div className="cms-islands-hotspots-editor-image">
        <img
          src={attributes.url}
          alt={attributes.alt}
          // An image given by address: its size, read once it loads, is printed so its box is reserved.
          onLoad={(event) => {
            const image = event.currentTarget;
            if (!attributes.width || !attributes.height) setAttributes({ width: image.naturalWidth, height: image.naturalHeight });
          }}
        />
        {spots.map((spot, index) => (
          <span key={spot.clientId} className="cms-islands-hotspots-editor-marker" style={placeOf(spot)} aria-hidden="true">
            {index + 1}
          </span>
        ))}
      </div>
      <div {...cards} />
    </div>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: HotspotsEdit, save: () => <InnerBlocks.Content /> } };
