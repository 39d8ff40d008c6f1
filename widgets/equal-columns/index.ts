import { defineWidget } from '../../mount/types';
import { EQUAL_COLUMNS_CSS, parseEqualColumnsOptions, type EqualColumnsOptions } from './options';
import { EqualColumnsWidget } from './EqualColumnsWidget';

/**
 * Equal columns: the columns of a row take the height of the tallest, above 767 px: CSS for flex/grid
 * rows, a ResizeObserver only for other markup.
 */
export const equalColumnsWidget = defineWidget<EqualColumnsOptions>({
  parseOptions: parseEqualColumnsOptions,
  style: EQUAL_COLUMNS_CSS,
  component: EqualColumnsWidget,
});

export const widgets = { 'equal-columns': equalColumnsWidget };
