import type { BlockDefinition } from '../../../../blocks/definition';

/**
 * The announcement bar above the header (widgets/header-banner/README.md). Whether it shows, may be
 * closed and which version a closing is remembered for are the site's settings (the banner is one
 * for the whole site, in the header template part); the block holds its words and where it sits.
 */
export const block: BlockDefinition = {
  slug: 'header-banner',
  island: 'header-banner',
  title: 'Header banner',
  description: 'An announcement above the header, shown until the visitor closes it (Settings → CMS Islands: header banner).',
  icon: 'megaphone',
  category: 'design',
  keywords: ['announcement', 'notice', 'bar', 'sale'],
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    html: false,
    multiple: false,
    color: { background: true, text: true, link: true },
    spacing: { padding: true },
    typography: { fontSize: true },
  },
  attributes: { label: { type: 'string', default: 'Announcement' } },
  style: true,
  example: { innerBlocks: [{ name: 'core/paragraph', attributes: { content: '<strong>Spring sale:</strong> free shipping over 50 €.' } }] },
};
