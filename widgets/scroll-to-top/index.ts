import { defineWidget } from '../../mount/types';
import { ScrollToTopWidget } from './ScrollToTopWidget';
import styleCss from './style.css?inline';

/** Scroll-to-top button: shown after 100 px of scroll; back to the top in 800 ms, focus to the top. */
export const scrollToTopWidget = defineWidget<unknown>({
  style: styleCss,
  component: ScrollToTopWidget,
});

export const widgets = { 'scroll-to-top': scrollToTopWidget };
