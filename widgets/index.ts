import type { AnyWidgetDefinition } from '../mount/types';
import { accordionWidget, toggleWidget } from './accordion';
import { contactFormWidget } from './contact-form';
import { tabsWidget, tourWidget } from './tabs';
import { commentReplyWidget } from './comment-reply';
import { embedsWidget } from './embeds';
import { carouselWidget } from './carousel';

/**
 * Every widget the bundle ships, by the name used in `data-island="<name>"`. A widget family adds its
 * entries here, one line each.
 */
export const builtInWidgets: Readonly<Record<string, AnyWidgetDefinition>> = {
  tabs: tabsWidget,
  tour: tourWidget,
  accordion: accordionWidget,
  toggle: toggleWidget,
  'contact-form': contactFormWidget,
  'comment-reply': commentReplyWidget,
  embeds: embedsWidget,
  carousel: carouselWidget,
};
