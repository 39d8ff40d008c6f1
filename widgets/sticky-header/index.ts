import { defineWidget } from '../../mount/types';
import { StickyHeaderWidget } from './StickyHeaderWidget';
import { parseStickyHeaderOptions, type StickyHeaderOptions } from './options';
import styleCss from './style.css?inline';

/** Sticky header: pinned past a scroll threshold (default 300 px), optionally hidden on scroll down. */
export const stickyHeaderWidget = defineWidget<StickyHeaderOptions>({
  parseOptions: parseStickyHeaderOptions,
  style: styleCss,
  component: StickyHeaderWidget,
});

export const widgets = { 'sticky-header': stickyHeaderWidget };
