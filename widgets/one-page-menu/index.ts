import { defineWidget } from '../../mount/types';
import { OnePageMenuWidget } from './OnePageMenuWidget';

export const onePageMenuWidget = defineWidget<unknown>({
  description: 'One-page menu: anchor links scroll in 800 ms to their section and mark the one in view.',
  component: OnePageMenuWidget,
});

export const widgets = { 'one-page-menu': onePageMenuWidget };
