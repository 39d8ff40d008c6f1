import { defineWidget } from '../../mount/types';
import { parseSliderOptions, type SliderOptions } from './options';
import { SliderWidget } from './SliderWidget';
import styleCss from './style.css?inline';

export const sliderWidget = defineWidget<SliderOptions>({
  description: 'Slice slider: the server-printed slides as an APG carousel, each coming in as 15 slices in 800 ms.',
  parseOptions: parseSliderOptions,
  style: styleCss,
  component: SliderWidget,
});

export const widgets = { slider: sliderWidget };
