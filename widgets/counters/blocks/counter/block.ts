import type { BlockDefinition } from '../../../../blocks/definition';

/** A number that counts up once scrolled into view (widgets/counters/README.md, "Counter"). */
export const block: BlockDefinition = {
  slug: 'counter',
  widget: 'counter',
  title: 'Counter',
  description: 'A number that counts up to its value when it comes into view.',
  icon: 'chart-line',
  category: 'widgets',
  keywords: ['number', 'statistic', 'count'],
  supports: {
    align: true,
    anchor: true,
    html: false,
    color: { background: true, text: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, textAlign: true },
  },
  attributes: { number: { type: 'string', default: '1,000' } },
  editorTexts: { from: { help: 'The number the count starts from; it counts up to the Number above.' } },
  example: { attributes: { number: '12,480', from: 0 } },
};
