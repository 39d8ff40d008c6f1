import { defineWidget } from '../../mount/types';
import { CarouselWidget, ROTATION_CSS } from './CarouselWidget';
import { parseCarouselOptions, type CarouselOptions } from './options';

/** Carousel: Swiper on the server's .swiper markup. */
export const carouselWidget = defineWidget<CarouselOptions>({
  parseOptions: parseCarouselOptions,
  style: ROTATION_CSS,
  component: CarouselWidget,
});

export const widgets = { carousel: carouselWidget };
