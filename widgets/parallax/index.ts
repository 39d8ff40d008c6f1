import { defineWidget } from '../../mount/types';
import { parseParallaxOptions, type ParallaxOptions } from './options';
import { ParallaxWidget } from './ParallaxWidget';

export const parallaxWidget = defineWidget<ParallaxOptions>({
  description: 'Parallax row: its background moves slower than the page (scroll-driven CSS, else one transform per frame).',
  parseOptions: parseParallaxOptions,
  component: ParallaxWidget,
});

export const widgets = { parallax: parallaxWidget };
