import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { useIsPreview } from '../../../../blocks/editor/is-preview';
import { MediaButton } from '../../../../blocks/editor/media-button';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';

interface VideoBackgroundAttributes extends Record<string, unknown> {
  videoUrl: string;
}

/** The media library's videos (the poster is the row's background image: core's own picker, under Styles). */
const VIDEO_TYPES = ['video'];

const NAME = blockName(block.slug);
const TEMPLATE = [
  ['core/heading', { placeholder: __('A heading over the video', 'cms-islands') }],
  ['core/paragraph', {}],
] as const;
/** The file types the widget plays itself (widgets/video-background/README.md, `data-video-url`). */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)(\?|#|$)/i;

function VideoBackgroundEdit({ attributes, setAttributes }: BlockEditProps<VideoBackgroundAttributes>) {
  const props = useInnerBlocksProps(useBlockProps({ className: 'cms-islands-video-background-editor' }), { template: TEMPLATE });
  const url = attributes.videoUrl;
  const isPreview = useIsPreview();
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Video background', 'cms-islands')}>
          <MediaButton
            label={url ? __('Replace the video', 'cms-islands') : __('Choose a video', 'cms-islands')}
            allowedTypes={VIDEO_TYPES}
            onSelect={(media) => setAttributes({ videoUrl: media.url })}
          />
          <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
        </PanelBody>
      </InspectorControls>
      <div {...props}>
        {/* A file plays behind the blocks here too; a YouTube or Vimeo video plays on the site only (its player is a third party's). */}
        {url && VIDEO_FILE.test(url) ? (
          <video className="cms-islands-video-background-preview" src={url} muted loop autoPlay playsInline aria-hidden="true" />
        ) : null}
        {props.children}
        {/* A preview has no settings to choose a video in: it says nothing of one. */}
        {url || !isPreview ? (
          <p className="cms-islands-editor-summary">
            {url
              ? /* translators: %s: the video's address. */ sprintf(__('Video: %s', 'cms-islands'), url)
              : __('No video yet: choose one in the block’s settings.', 'cms-islands')}
          </p>
        ) : null}
      </div>
    </>
  );
}

export const editor: BlockEditor = {
  name: NAME,
  settings: { edit: VideoBackgroundEdit, save: () => <InnerBlocks.Content /> },
};
