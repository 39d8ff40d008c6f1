import { defineWidget } from '../../mount/types';
import { DrawerWidget } from './DrawerWidget';
import { parseFullscreenMenuOptions, parseMobileMenuOptions, parseOffCanvasOptions, type DrawerOptions } from './options';
import styleCss from './style.css?inline';

export const fullscreenMenuWidget = defineWidget<DrawerOptions>({
  description: 'Full-screen menu: a modal <dialog> over the whole screen, opened by the burger.',
  parseOptions: parseFullscreenMenuOptions,
  style: styleCss,
  component: DrawerWidget,
});

export const mobileMenuWidget = defineWidget<DrawerOptions>({
  description: 'Mobile menu: a modal drawer from the inline-start side, with nested sub-menus and tabs.',
  parseOptions: parseMobileMenuOptions,
  style: styleCss,
  component: DrawerWidget,
});

export const offCanvasWidget = defineWidget<DrawerOptions>({
  description: 'Off-canvas drawer: the hidden shop sidebar (filters, widgets) or any drawer, opened by a button.',
  parseOptions: parseOffCanvasOptions,
  style: styleCss,
  component: DrawerWidget,
});

export const widgets = { 'fullscreen-menu': fullscreenMenuWidget, 'mobile-menu': mobileMenuWidget, 'off-canvas': offCanvasWidget };
