import { createElement } from 'react';
import { defineWidget, type WidgetProps } from '../../mount/types';
import { TabsWidget } from './TabsWidget';
import { parseTabsOptions, parseTourOptions, type TabsOptions } from './options';

export const tabsWidget = defineWidget<TabsOptions>({
  description: 'Tabs: a tab list above its panels (WAI-ARIA tabs, arrows Left/Right).',
  parseOptions: parseTabsOptions,
  component: (props: WidgetProps<TabsOptions>) => createElement(TabsWidget, { ...props, orientation: 'horizontal' }),
});

export const tourWidget = defineWidget<TabsOptions>({
  description: 'Tour: vertical tabs beside their panels (arrows Up/Down).',
  parseOptions: parseTourOptions,
  component: (props: WidgetProps<TabsOptions>) => createElement(TabsWidget, { ...props, orientation: 'vertical' }),
});

export const widgets = { tabs: tabsWidget, tour: tourWidget };
