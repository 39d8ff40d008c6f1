import { defineWidget } from '../../mount/types';
import { parseParallaxOptions, type ParallaxOptions } from './options';
import { ParallaxWidget } from './ParallaxWidget';
import styleCss from './style.css?inline';

/** Parallax row: its background moves slower than the page (scroll-driven CSS, else one transform per frame). */
export const parallaxWidget = defineWidget<ParallaxOptions>({
  parseOptions: parseParallaxOptions,
  style: styleCss,
  component: ParallaxWidget,
});

export const widgets = { parallax: parallaxWidget };
