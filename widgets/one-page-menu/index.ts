import { defineWidget } from '../../mount/types';
import { OnePageMenuWidget } from './OnePageMenuWidget';

/** One-page menu: anchor links scroll in 800 ms to their section and mark the one in view. */
export const onePageMenuWidget = defineWidget<unknown>({
  component: OnePageMenuWidget,
});

export const widgets = { 'one-page-menu': onePageMenuWidget };
