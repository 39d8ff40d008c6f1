import type { FamilyMarkup } from '../../core/markup';

/**
 * The inspector's markup names (README, "Markup names: one schema per family"): the data attributes
 * its panel puts on its own rows, inside its shadow root, for tests and tools to find them. None is
 * on the page.
 */
export const INSPECTOR_MARKUP = {
  attributes: {
    /** On an island's row: the widget's name. */
    widget: 'data-widget',
    /** On an island's row: its state (README, "Inspector"). */
    state: 'data-state',
    /** On a setting's row: its key. */
    setting: 'data-setting',
    /** On a file's row: the file's name. */
    file: 'data-file',
    /** On a page message about a theme widget nothing on the page asks for: its name. */
    unusedWidget: 'data-unused-widget',
  },
} as const satisfies FamilyMarkup;

/** How every data attribute starts: `data-autoplay` is the dataset name `autoplay`'s. */
export const DATA_ATTRIBUTE_PREFIX = 'data-';
