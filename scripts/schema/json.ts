/**
 * The JSON description the plugin reads (README, "Options and settings: one source"):
 * wordpress/cms-islands/schema/settings.json (the page settings, by section: the settings screen) and
 * options.json (each widget's data-attribute options: block attributes, next).
 */
import type { Descriptions } from './collect';

export const SCHEMA_DIR = 'wordpress/cms-islands/schema';
export const SETTINGS_JSON = `${SCHEMA_DIR}/settings.json`;
export const OPTIONS_JSON = `${SCHEMA_DIR}/options.json`;

const GENERATED =
  'Written by `npm run schema` from the TypeScript schemas and their texts (README, "Options and settings: one source"). Do not edit: change the family\'s options.ts or settings.ts and run it again.';

export function settingsDocument({ sections }: Descriptions): object {
  return {
    $comment: GENERATED,
    sections: sections.map(({ id, title, family, settings }) => ({ id, title, ...(family ? { family } : {}), settings })),
  };
}

export function optionsDocument({ widgets }: Descriptions): object {
  return { $comment: GENERATED, widgets: widgets.map(({ widget, family, options }) => ({ widget, family, options })) };
}
