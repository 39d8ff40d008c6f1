import type { BlockDefinition } from '../../../../blocks/definition';

/**
 * A row with a muted, looped video behind its blocks, as core's Cover block holds an image
 * (widgets/video-background/README.md). The poster is the row's own background: core's colour,
 * gradient and background image supports.
 */
export const block: BlockDefinition = {
  slug: 'video-background',
  widget: 'video-background',
  title: 'Video background',
  description: 'A row of blocks over a muted, looped video (a file, YouTube or Vimeo) that plays while the row is on screen.',
  icon: 'format-video',
  category: 'media',
  keywords: ['cover', 'video', 'hero', 'background'],
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    html: false,
    color: { background: true, gradients: true, text: true, link: true },
    background: { backgroundImage: true, backgroundSize: true },
    dimensions: { minHeight: true },
    spacing: { margin: true, padding: true },
  },
  style: true,
  editorTexts: {
    videoUrl: {
      label: 'Video',
      help: 'A video from the media library, the address of a video file, or a YouTube or Vimeo address. It plays muted and looped, behind the blocks.',
    },
  },
  // No video in a preview: the row's own colours, as a poster shows before the video plays.
  example: {
    attributes: { style: { color: { gradient: 'linear-gradient(135deg, #0b3d5c 0%, #3a7ca5 100%)', text: '#ffffff' } } },
    innerBlocks: [
      { name: 'core/heading', attributes: { level: 2, content: 'Waves' } },
      { name: 'core/paragraph', attributes: { content: 'Every Saturday at the harbour.' } },
    ],
  },
};
