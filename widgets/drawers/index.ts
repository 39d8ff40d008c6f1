import { defineWidget } from '../../mount/types';
import { DrawerWidget } from './DrawerWidget';
import { parseFullscreenMenuOptions, parseMobileMenuOptions, parseOffCanvasOptions, type DrawerOptions } from './options';
import styleCss from './style.css?inline';

/** Full-screen menu: a modal <dialog> over the whole screen, opened by the burger. */
export const fullscreenMenuWidget = defineWidget<DrawerOptions>({
  parseOptions: parseFullscreenMenuOptions,
  style: styleCss,
  component: DrawerWidget,
});

/** Mobile menu: a modal drawer from the inline-start side, with nested sub-menus and tabs. */
export const mobileMenuWidget = defineWidget<DrawerOptions>({
  parseOptions: parseMobileMenuOptions,
  style: styleCss,
  component: DrawerWidget,
});

/** Off-canvas drawer: the hidden shop sidebar (filters, widgets) or any drawer, opened by a button. */
export const offCanvasWidget = defineWidget<DrawerOptions>({
  parseOptions: parseOffCanvasOptions,
  style: styleCss,
  component: DrawerWidget,
});

export const widgets = { 'fullscreen-menu': fullscreenMenuWidget, 'mobile-menu': mobileMenuWidget, 'off-canvas': offCanvasWidget };
