import type { FamilyMarkup } from '../../core/markup';

/** The markup names of equal columns (README, "How"). Public: theme CSS may rely on them. */
export const EQUAL_COLUMNS_MARKUP = {
  attributes: {
    /** On the row: how its columns are evened out, `css` (flex or grid rows) or `script` (measured). */
    mode: 'data-equal-columns',
  },
  classes: {
    /** On a row evened out by CSS. */
    row: 'cms-islands-equal-columns',
    /** On each of its columns. */
    column: 'cms-islands-equal-column',
    /** On each column's fill box. */
    fill: 'cms-islands-equal-fill',
  },
} as const satisfies FamilyMarkup;
