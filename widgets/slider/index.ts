import { defineWidget } from '../../mount/types';
import { parseSliderOptions, type SliderOptions } from './options';
import { SliderWidget } from './SliderWidget';
import styleCss from './style.css?inline';

/** Slice slider: the server-printed slides as an APG carousel, each coming in as 15 slices in 800 ms. */
export const sliderWidget = defineWidget<SliderOptions>({
  parseOptions: parseSliderOptions,
  style: styleCss,
  component: SliderWidget,
});

export const widgets = { slider: sliderWidget };
