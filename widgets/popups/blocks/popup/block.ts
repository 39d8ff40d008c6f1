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
  editorTexts: {
    popupType: {
      help: 'What the popup shows. Told by the source: an image address shows the image, a #anchor that part of this page, any other address that page in a frame; with no source, the blocks inside.',
      enumLabels: { ajax: 'Content of another page' },
    },
    popupSrc: {
      help: 'An image or a page address, or a #anchor of this page. Empty, the popup shows the blocks inside it.',
      defaultText: 'Empty: the blocks inside the popup',
    },
    popupLabel: { help: 'What screen readers call the popup.', defaultText: 'Empty: the button’s text' },
    popupSelector: {
      help: 'For Content of another page: which part of it to show, as a CSS selector (#main, .entry-content).',
      defaultText: 'Empty: the whole page',
    },
    popupTitle: { help: 'A caption under an image.', defaultText: 'Empty: no caption' },
  },
  example: {
    attributes: { openerText: 'Size guide' },
    innerBlocks: [
      { name: 'core/heading', attributes: { level: 2, content: 'Sizes' } },
      { name: 'core/paragraph', attributes: { content: 'Our mugs hold 350 ml.' } },
    ],
  },
};
