import { defineWidget } from '../../mount/types';
import { HoverBoxWidget } from './HoverBoxWidget';
import { parseHoverBoxOptions, type HoverBoxOptions } from './options';
import styleCss from './style.css?inline';

/** Hover box: a front and a back face; the back shows on hover, keyboard focus and a first tap. */
export const hoverBoxWidget = defineWidget<HoverBoxOptions>({
  parseOptions: parseHoverBoxOptions,
  style: styleCss,
  component: HoverBoxWidget,
});

export const widgets = { 'hover-box': hoverBoxWidget };
