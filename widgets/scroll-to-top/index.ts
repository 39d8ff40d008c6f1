import { defineWidget } from '../../mount/types';
import { ScrollToTopWidget } from './ScrollToTopWidget';

export const scrollToTopWidget = defineWidget<unknown>({
  description: 'Scroll-to-top button: shown after 100 px of scroll; back to the top in 800 ms, focus to the top.',
  component: ScrollToTopWidget,
});

export const widgets = { 'scroll-to-top': scrollToTopWidget };
