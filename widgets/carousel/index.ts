import { defineWidget } from '../../mount/types';
import { CarouselWidget } from './CarouselWidget';
import { parseCarouselOptions, type CarouselOptions } from './options';

export const carouselWidget = defineWidget<CarouselOptions>({
  description: "Carousel: Swiper (loaded on demand) on the server's .swiper markup.",
  parseOptions: parseCarouselOptions,
  component: CarouselWidget,
});

export const widgets = { carousel: carouselWidget };
