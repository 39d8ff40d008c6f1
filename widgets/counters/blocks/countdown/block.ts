import type { BlockDefinition } from '../../../../blocks/definition';

/** A countdown to a moment (widgets/counters/README.md, "Countdown"). */
export const block: BlockDefinition = {
  slug: 'countdown',
  widget: 'countdown',
  title: 'Countdown',
  description: 'Days, hours, minutes and seconds left until a moment, counting down live.',
  icon: 'clock',
  category: 'widgets',
  keywords: ['timer', 'sale', 'launch'],
  supports: {
    align: true,
    anchor: true,
    html: false,
    color: { background: true, text: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
  },
  style: true,
  editorTexts: { end: { help: 'The moment the countdown reaches zero.' } },
  // No end: the editor counts a new countdown to a week ahead (its edit.tsx), the preview's too.
  example: { attributes: { end: '' } },
};
