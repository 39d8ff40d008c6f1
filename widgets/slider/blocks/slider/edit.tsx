import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { galleryTransforms } from '../../../../blocks/editor/gallery-transforms';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';

const NAME = blockName(block.slug);
const SLIDE = 'cms-islands/slider-slide';
const TEMPLATE = [
  [SLIDE, {}, [['core/image']]],
  [SLIDE, {}, [['core/image']]],
] as const;

/** What the slider does by itself, said under the slides (its slices and rotation run on the site only). */
function rotationSummary(interval: unknown): string {
  // Always a number here: block.json gives the attribute the widget's default.
  const seconds = typeof interval === 'number' ? interval : 0;
  return seconds > 0
    ? /* translators: %s: seconds between slides. */ sprintf(
        __('The next slide comes in every %s seconds.', 'cms-islands'),
        String(seconds),
      )
    : __('The slides change only when visitors move them.', 'cms-islands');
}

function SliderEdit({ attributes, setAttributes }: BlockEditProps<Record<string, unknown>>) {
  // Every slide is edited in a row (the slices run on the site only); the first is the one shown first.
  const slides = useInnerBlocksProps(
    { className: 'cms-islands-slider-editor-track' },
    { allowedBlocks: [SLIDE], template: TEMPLATE, orientation: 'horizontal' },
  );
  return (
    <div {...useBlockProps()}>
      <InspectorControls>
        <PanelBody title={__('Slice slider', 'cms-islands')}>
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <div {...slides} />
      <p className="cms-islands-editor-summary">{rotationSummary(attributes.interval)}</p>
    </div>
  );
}

export const editor: BlockEditor = {
  name: NAME,
  settings: { edit: SliderEdit, save: () => <InnerBlocks.Content />, transforms: galleryTransforms(NAME, SLIDE) },
};
