import { defineWidget } from '../../mount/types';
import { MenuWidget } from './MenuWidget';
import { parseMenuOptions, type MenuOptions } from './options';

/** Menu: site navigation with sub-menus and mega-menu dropdowns (WAI-ARIA disclosure navigation). */
export const menuWidget = defineWidget<MenuOptions>({
  parseOptions: parseMenuOptions,
  component: MenuWidget,
});

export const widgets = { menu: menuWidget };
