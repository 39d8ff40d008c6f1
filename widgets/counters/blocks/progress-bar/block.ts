import type { BlockDefinition } from '../../../../blocks/definition';

/** A labelled bar that fills once scrolled into view (widgets/counters/README.md, "Progress bars"). */
export const block: BlockDefinition = {
  slug: 'progress-bar',
  widget: 'progress-bar',
  title: 'Progress bar',
  description: 'A labelled bar that fills to its value when it comes into view.',
  icon: 'editor-alignleft',
  category: 'widgets',
  keywords: ['skill', 'percent', 'bar'],
  supports: {
    anchor: true,
    html: false,
    color: { background: true, text: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true },
  },
  attributes: { label: { type: 'string', default: 'Progress' } },
  startingValues: { value: 50 },
  style: true,
  editorTexts: { value: { help: 'How full the bar is, in percent.', defaultText: 'Empty: the bar stays unfilled' } },
  example: { attributes: { label: 'Wheel throwing', value: 82 } },
};
