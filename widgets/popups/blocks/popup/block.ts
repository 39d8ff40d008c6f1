import type { BlockDefinition } from '../../../../blocks/definition';

/** A button that opens a modal popup; its content is the inner blocks (widgets/popups/README.md). */
export const block: BlockDefinition = {
  slug: 'popup',
  widget: 'popup',
  title: 'Popup',
  description: 'A button that opens a popup: the blocks inside, or an image, page or video at an address.',
  icon: 'external',
  category: 'design',
  keywords: ['modal', 'dialog', 'lightbox', 'button'],
  supports: { anchor: true, html: false, color: { background: true, text: true }, spacing: { margin: true, padding: true } },
  attributes: { openerText: { type: 'string', default: 'Open' } },
  style: true,
};
