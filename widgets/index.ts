import type { AnyWidgetDefinition } from '../mount/types';
import { accordionWidget, toggleWidget } from './accordion';
import { tabsWidget, tourWidget } from './tabs';

/**
 * Every widget the bundle ships, by the name used in `data-island="<name>"`. A widget family adds its
 * entries here, one line each.
 */
export const builtInWidgets: Readonly<Record<string, AnyWidgetDefinition>> = {
  tabs: tabsWidget,
  tour: tourWidget,
  accordion: accordionWidget,
  toggle: toggleWidget,
};
