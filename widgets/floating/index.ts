import { defineWidget } from '../../mount/types';
import { HotspotsWidget } from './HotspotsWidget';
import { parseHotspotsOptions, parseTooltipOptions, type HotspotsOptions, type TooltipOptions } from './options';
import { TooltipWidget } from './TooltipWidget';
import styleCss from './style.css?inline';

/** Image hotspots: buttons over an image, each opening its card; one open at a time. */
export const hotspotsWidget = defineWidget<HotspotsOptions>({
  parseOptions: parseHotspotsOptions,
  style: styleCss,
  component: HotspotsWidget,
});

/** Tooltip: a short description shown on hover and keyboard focus, above its element. */
export const tooltipWidget = defineWidget<TooltipOptions>({
  parseOptions: parseTooltipOptions,
  style: styleCss,
  component: TooltipWidget,
});

export const widgets = { hotspots: hotspotsWidget, tooltip: tooltipWidget };
