import type { BlockDefinition } from '../../../../blocks/definition';
import { exampleImage } from '../../../../blocks/example-pictures';

/** A carousel whose slides are inner blocks (widgets/carousel/README.md). */
export const block: BlockDefinition = {
  slug: 'carousel',
  widget: 'carousel',
  title: 'Carousel',
  description: 'Slides in a row that visitors move with buttons, arrow keys or a swipe; each slide holds any blocks.',
  icon: 'slides',
  category: 'media',
  keywords: ['slider', 'slides', 'swiper', 'gallery'],
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    html: false,
    color: { background: true, text: true },
    spacing: { margin: true, padding: true },
  },
  // A gallery's own settings, kept when it became this block, for the way back (blocks/editor/gallery-transforms.ts); never printed.
  attributes: { gallery: { type: 'object' } },
  allowedBlocks: ['cms-islands/carousel-slide'],
  style: true,
  editorTexts: {
    itemsTablet: {
      help: 'Slides in view from 577 to 1024 px wide. Empty: as many as on wide screens, 2 at most.',
      defaultText: 'Like wide screens, at most 2',
    },
    autoplay: {
      help: 'Moves on by itself every 5 seconds. Off, it moves by itself only when an autoplay interval is set below.',
      defaultText: 'Off: the autoplay interval decides',
    },
    interval: {
      help: 'Seconds between slides, 1 to 86400 (a day): a number here starts the autoplay by itself; 0 stops it.',
      defaultText: 'Empty: the Autoplay switch decides',
    },
    label: { help: 'What screen readers call the carousel when it has no heading.' },
  },
  example: {
    attributes: { items: 2, gap: 16 },
    innerBlocks: [40, 200, 320].map((hue, index) => ({
      name: 'cms-islands/carousel-slide',
      innerBlocks: [exampleImage(hue), { name: 'core/paragraph', attributes: { content: `Slide ${index + 1}` } }],
    })),
  },
};
