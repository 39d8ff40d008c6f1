import { defineWidget } from '../../mount/types';
import { CarouselWidget } from './CarouselWidget';
import { parseCarouselOptions, type CarouselOptions } from './options';

export const carouselWidget = defineWidget<CarouselOptions>({
  description: 'Carousel: Swiper (loaded on demand) on the server\'s .swiper markup.',
  // Offscreen carousels cost nothing: neither their root nor the Swiper file until they come near.
  strategy: 'visible',
  parseOptions: parseCarouselOptions,
  component: CarouselWidget,
});
