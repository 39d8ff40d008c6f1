import { createElement } from 'react';
import { defineWidget, type WidgetProps } from '../../mount/types';
import { TabsWidget } from './TabsWidget';
import { parseTabsOptions, parseTourOptions, type TabsOptions } from './options';

/** Tabs: a tab list above its panels (WAI-ARIA tabs, arrows Left/Right). */
export const tabsWidget = defineWidget<TabsOptions>({
  parseOptions: parseTabsOptions,
  component: (props: WidgetProps<TabsOptions>) => createElement(TabsWidget, { ...props, orientation: 'horizontal' }),
});

/** Tour: vertical tabs beside their panels (arrows Up/Down). */
export const tourWidget = defineWidget<TabsOptions>({
  parseOptions: parseTourOptions,
  component: (props: WidgetProps<TabsOptions>) => createElement(TabsWidget, { ...props, orientation: 'vertical' }),
});

export const widgets = { tabs: tabsWidget, tour: tourWidget };
