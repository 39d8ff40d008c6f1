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
};
