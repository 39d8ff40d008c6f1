import { defineWidget } from '../../mount/types';
import { MenuWidget } from './MenuWidget';
import { parseMenuOptions, type MenuOptions } from './options';

export const menuWidget = defineWidget<MenuOptions>({
  description: 'Menu: site navigation with sub-menus and mega-menu dropdowns (WAI-ARIA disclosure navigation).',
  parseOptions: parseMenuOptions,
  component: MenuWidget,
});

export const widgets = { menu: menuWidget };
