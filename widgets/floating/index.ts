import { defineWidget } from '../../mount/types';
import { HotspotsWidget } from './HotspotsWidget';
import { parseHotspotsOptions, parseTooltipOptions, type HotspotsOptions, type TooltipOptions } from './options';
import { TooltipWidget } from './TooltipWidget';
import styleCss from './style.css?inline';

/**
 * Things that float beside an element, placed by @floating-ui/dom (README): image hotspots and
 * tooltips. One file of its own (widgets/index.ts), cms-islands.widget-floating.js, so the
 * positioning library is downloaded once, and only by pages that have either.
 */
export const hotspotsWidget = defineWidget<HotspotsOptions>({
  description: 'Image hotspots: buttons over an image, each opening its card; one open at a time.',
  parseOptions: parseHotspotsOptions,
  style: styleCss,
  component: HotspotsWidget,
});

export const tooltipWidget = defineWidget<TooltipOptions>({
  description: 'Tooltip: a short description shown on hover and keyboard focus, above its element.',
  parseOptions: parseTooltipOptions,
  style: styleCss,
  component: TooltipWidget,
});

export const widgets = { hotspots: hotspotsWidget, tooltip: tooltipWidget };
