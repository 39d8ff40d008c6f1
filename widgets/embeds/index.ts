import { defineWidget } from '../../mount/types';
import { EmbedWidget } from './EmbedWidget';

/** Embedded WordPress posts: sizes and reveals iframe.wp-embedded-content from its secret messages. */
export const embedsWidget = defineWidget<undefined>({
  component: EmbedWidget,
});

export const widgets = { embeds: embedsWidget };
