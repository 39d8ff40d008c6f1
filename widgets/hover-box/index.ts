import { defineWidget } from '../../mount/types';
import { HoverBoxWidget } from './HoverBoxWidget';
import { parseHoverBoxOptions, type HoverBoxOptions } from './options';

export const hoverBoxWidget = defineWidget<HoverBoxOptions>({
  description: 'Hover box: a front and a back face; the back shows on hover, keyboard focus and a first tap.',
  parseOptions: parseHoverBoxOptions,
  component: HoverBoxWidget,
});

export const widgets = { 'hover-box': hoverBoxWidget };
