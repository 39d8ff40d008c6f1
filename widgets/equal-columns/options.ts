import { coerceString } from '../../core/settings/coerce';
import { cssSelector, field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { EQUAL_COLUMNS_MARKUP } from './markup';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';

/**
 * Options of `data-island="equal-columns"` (widgets/equal-columns/README.md). Defaults are ours. Each
 * is a selector the browser accepts, or empty (the direct children; no fill box); anything else falls
 * back with one warning.
 */
export const EQUAL_COLUMNS_OPTIONS_SCHEMA = {
  /** `data-column-selector`: the columns, when they are not the row's direct children. Default: the direct children. */
  columnSelector: field(coerceString, '', cssSelector({ emptyAllowed: true })),
  /** `data-fill-selector`: inside each column, the box that should fill the column's height (its background, border). Default none. */
  fillSelector: field(coerceString, '', cssSelector({ emptyAllowed: true })),
};
export type EqualColumnsOptions = ShapeOf<typeof EQUAL_COLUMNS_OPTIONS_SCHEMA>;

export const parseEqualColumnsOptions = optionsParser('equal-columns', EQUAL_COLUMNS_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const EQUAL_COLUMNS_OPTIONS_TEXTS: FieldTexts<EqualColumnsOptions> = {
  columnSelector: {
    label: 'Columns',
    help: 'The columns, searched inside the row; giving it means the heights are measured.',
    format: 'selector',
    defaultText: "the row's direct children",
  },
  fillSelector: {
    label: 'Fill box',
    help: "Inside each column, the box that takes the column's height (the one with the background or border).",
    format: 'selector',
    defaultText: 'none: the column itself',
  },
};

/** Equalized columns apply only above 767 px (README): the media query both ways use. */
const EQUAL_COLUMNS_MEDIA = '(min-width: 768px)';

/** Rows whose columns are flex or grid items are equalized by CSS alone. */
export const isFlexOrGrid = (display: string) => /^(inline-)?(flex|grid)$/.test(display.trim());

/**
 * The stylesheet (injected once, constructable): stretch the columns of a flex/grid row and let their
 * fill boxes take the column's height, only from 768 px. Doubled classes outweigh a theme's
 * `align-items` on its own row class, whatever the order of the sheets.
 */
const ROW = `.${EQUAL_COLUMNS_MARKUP.classes.row}`;
const COLUMN = `.${EQUAL_COLUMNS_MARKUP.classes.column}`;
const FILL = `.${EQUAL_COLUMNS_MARKUP.classes.fill}`;
export const EQUAL_COLUMNS_CSS = `@media ${EQUAL_COLUMNS_MEDIA} {
  ${ROW}${ROW} { align-items: stretch; }
  ${ROW}${ROW} > ${COLUMN} { align-self: stretch; }
  ${ROW} > ${COLUMN} ${FILL}${FILL} { box-sizing: border-box; height: 100%; }
}`;

/** The tallest of the given heights (0 for none). */
export const tallest = (heights: readonly number[]) => heights.reduce((max, height) => Math.max(max, height), 0);

/** What the equal-columns family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      'equal-columns': described(EQUAL_COLUMNS_OPTIONS_SCHEMA, EQUAL_COLUMNS_OPTIONS_TEXTS),
    },
  };
}
