/**
 * The JSON description the plugin reads (README, "Options and settings: one source"), written into
 * the plugin by its build (scripts/wp-plugin.ts): schema/settings.json (the page settings, by
 * section: the settings screen) and schema/options.json (each widget's data-attribute options: the
 * blocks' attributes and inspectors).
 */
import type { Descriptions, OptionsWidget, SettingsSection } from './collect';

/** In the plugin's folder. */
export const SETTINGS_JSON = 'schema/settings.json';
export const OPTIONS_JSON = 'schema/options.json';

const GENERATED =
  'Written by the plugin\'s build from the TypeScript schemas and their texts (README, "Options and settings: one source"). Do not edit: change the family\'s options.ts and build again.';

export interface SettingsDocument {
  readonly $comment: string;
  readonly sections: ReadonlyArray<Pick<SettingsSection, 'id' | 'title' | 'family' | 'settings'>>;
}

export interface OptionsDocument {
  readonly $comment: string;
  readonly widgets: ReadonlyArray<Pick<OptionsWidget, 'widget' | 'family' | 'options'>>;
}

export function settingsDocument({ sections }: Descriptions): SettingsDocument {
  return {
    $comment: GENERATED,
    sections: sections.map(({ id, title, family, settings }) => ({ id, title, ...(family ? { family } : {}), settings })),
  };
}

export function optionsDocument({ widgets }: Descriptions): OptionsDocument {
  return { $comment: GENERATED, widgets: widgets.map(({ widget, family, options }) => ({ widget, family, options })) };
}
