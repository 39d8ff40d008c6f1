import { defineWidget } from '../../mount/types';
import { EmbedWidget } from './EmbedWidget';

/**
 * Markup contract: WordPress's own embed of a post: `blockquote.wp-embedded-content[data-secret]`
 * (the fallback link) and `iframe.wp-embedded-content[data-secret]`, printed hidden. The widget
 * mounts on each such iframe; all of them share one `message` listener on the window. No options.
 *
 * Mounted per iframe, not per container: the iframe is the one element WordPress always prints,
 * wherever a theme puts post content. Strategy `idle` (widgets/index.ts): nothing shows until the embedded page talks,
 * and on mounting the widget sends it "ready", so the embed re-sends its height even if it loaded first.
 *
 * Embedded WordPress posts: sizes and reveals iframe.wp-embedded-content from its secret messages.
 */
export const embedsWidget = defineWidget<undefined>({
  component: EmbedWidget,
});

export const widgets = { embeds: embedsWidget };
