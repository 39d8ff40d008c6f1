import { coerceNumber, coerceString } from '../../core/settings/coerce';
import { atLeast, cssSelector, field, parsesAsSelector, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { described, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';
import { MASONRY_MARKUP } from './markup';

/** A column width masonry-layout can use: none (the sizer or the first item), a width above 0 px, or a selector it can parse. */
function columnWidthCheck(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const px = Number(value);
  if (Number.isFinite(px) ? px > 0 : parsesAsSelector(value)) return undefined;
  return 'must be a width above 0 px or a CSS selector';
}

/** Options of `data-island="masonry"` (widgets/masonry/README.md). Defaults are ours. */
export const MASONRY_OPTIONS_SCHEMA = {
  /** `data-item-selector`: the grid's items. Default `.grid-item` (masonry-layout's own convention). */
  itemSelector: field(coerceString, `.${MASONRY_MARKUP.classes.item}`, cssSelector()),
  /** `data-column-width`: a selector for the sizing element, or px. Default `.grid-sizer` when present, else the first item's width. */
  columnWidth: field(coerceString, '', columnWidthCheck),
  /** `data-gutter`: horizontal space between columns, px. Default 0. */
  gutter: field(coerceNumber, 0, atLeast(0)),
};
export type MasonryOptions = ShapeOf<typeof MASONRY_OPTIONS_SCHEMA>;

export const parseMasonryOptions = optionsParser('masonry', MASONRY_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const MASONRY_OPTIONS_TEXTS: FieldTexts<MasonryOptions> = {
  itemSelector: { label: 'Items', help: "The grid's items (masonry-layout's own convention is `.grid-item`).", format: 'selector' },
  columnWidth: {
    label: 'Column width',
    help: 'A selector for the sizing element, or a width in px.',
    defaultText: "`.grid-sizer` when there is one, else the first item's width",
  },
  gutter: { label: 'Gutter', help: 'Horizontal space between columns, px.', minimum: 0 },
};

/** masonry-layout's own options for a grid: right to left under dir="rtl", no animation under reduced motion. */
export function masonryParams(element: HTMLElement, options: MasonryOptions, reducedMotion: boolean) {
  const px = Number(options.columnWidth);
  const columnWidth =
    options.columnWidth && Number.isFinite(px) && px > 0
      ? px
      : options.columnWidth ||
        (element.querySelector(`:scope > .${MASONRY_MARKUP.classes.columnSizer}`) ? `.${MASONRY_MARKUP.classes.columnSizer}` : undefined);
  return {
    itemSelector: options.itemSelector,
    ...(columnWidth === undefined ? {} : { columnWidth }),
    gutter: options.gutter,
    percentPosition: typeof columnWidth === 'string',
    originLeft: getComputedStyle(element).direction !== 'rtl',
    transitionDuration: reducedMotion ? 0 : '0.3s',
  };
}

/** What the masonry family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      masonry: described(MASONRY_OPTIONS_SCHEMA, MASONRY_OPTIONS_TEXTS),
    },
  };
}
