import { coerceNumber, coerceString } from './coerce';
import { field, parseWithSchema, warnProblems, within, type Schema } from './schema';
import type { FieldTexts } from './field-texts';
import { snapshotSettings, type SettingsSnapshot } from './settings-snapshot';
import { warn } from '../log';
import { hasOwnGlobal } from '../own-global';

/**
 * The page settings every widget shares, typed (README, "Page settings"). Each widget family reads
 * the keys only it uses with a schema of its own (useFamilySettings); defaults marked "ours" in the
 * README are this project's decisions.
 */
export interface PageSettings {
  /** Address of the ajax endpoint. Default (ours): WordPress's own. */
  ajaxurl: string;
  /** Prefix of our ajax action names: `{prefix}_ajax_search` and so on. Default (ours). */
  ajax_action_prefix: string;
  /** How far (px) before the viewport lazy images load and lazy widgets mount, 0 to 1 000 000. Default (ours). */
  lazy_loading_offset: number;
}

/**
 * The largest lazy_loading_offset read (ours; README, "Page settings"): far beyond any page's length,
 * so a huge value still means "everything at once" (the benchmark mounts its long pages so), and far
 * below the margin an IntersectionObserver breaks at: from 2^31 px (or 1e308) it silently never
 * intersects, and every lazily mounted widget and lazy image would wait forever. A larger value is
 * refused like any out-of-range number: the default, and one warning.
 */
export const MAX_LAZY_LOADING_OFFSET_PX = 1_000_000;

export const PAGE_SETTINGS_SCHEMA: Schema<PageSettings> = {
  ajaxurl: field(coerceString, '/wp-admin/admin-ajax.php'),
  ajax_action_prefix: field(coerceString, 'cms_islands'),
  lazy_loading_offset: field(coerceNumber, 300, within(0, MAX_LAZY_LOADING_OFFSET_PX)),
};

/** Labels and help of the shared settings (README, "Options and settings: one source"); build time only. */
export const PAGE_SETTINGS_TEXTS: FieldTexts<PageSettings> = {
  ajaxurl: {
    label: 'Ajax address',
    help: "The address of WordPress's admin-ajax.php, where the widgets send their calls. The plugin prints it.",
    format: 'url',
    screen: false,
  },
  ajax_action_prefix: {
    label: 'Ajax action prefix',
    help: 'Names the calls the widgets make ({prefix}_ajax_search…): a lowercase letter, then up to 39 lowercase letters, digits or underscores.',
    pattern: '^[a-z][a-z0-9_]{0,39}$',
  },
  lazy_loading_offset: {
    label: 'Lazy loading offset',
    help: 'How many px before the viewport lazy images load and lazy widgets mount; a huge value mounts everything at once (an observer margin of 2³¹ px would never intersect: more than 1 000 000 is refused).',
    minimum: 0,
    maximum: MAX_LAZY_LOADING_OFFSET_PX,
    integer: true,
  },
};

/** Names of the global the server prints the settings into, looked for in this order. */
export const DEFAULT_SETTINGS_GLOBALS = ['cmsIslandsSettings', 'woodmart_settings'] as const;

export interface ReadSettings {
  readonly settings: PageSettings;
  /** Every key the server printed, for the families' own schemas. */
  readonly raw: SettingsSnapshot;
}

/** Reads whatever the server printed. Never throws: anything unreadable gives defaults and one warning. */
export function readPageSettings(raw: unknown): ReadSettings {
  const problems: string[] = [];
  const snapshot = snapshotSettings(raw, problems);
  const parsed = parseWithSchema(PAGE_SETTINGS_SCHEMA, snapshot);
  warnProblems('page settings', [...problems, ...parsed.problems]);
  return { settings: parsed.value, raw: snapshot };
}

/** The shared settings alone (tests and tools). */
export function parsePageSettings(raw: unknown): PageSettings {
  return readPageSettings(raw).settings;
}

/**
 * Finds the settings global: the name given by `data-settings-global` on our script tag, else the
 * first of DEFAULT_SETTINGS_GLOBALS that exists. When there is none, says so once and returns
 * undefined (all defaults). Keys missing from a settings object that exists take their defaults
 * silently: a theme prints only what it uses.
 */
export function readSettingsGlobal(scope: Record<string, unknown>, configuredName?: string | null): unknown {
  const names = configuredName ? [configuredName] : DEFAULT_SETTINGS_GLOBALS;
  for (const name of names) {
    // Only what a script set (`var cmsIslandsSettings = …`): an element or frame of that name in the
    // page's content (`<img name="cmsIslandsSettings">`) is the window's named property, not its own.
    if (!hasOwnGlobal(scope, name)) continue;
    let value: unknown;
    try {
      value = scope[name];
    } catch {
      warn(`page settings global "${name}" cannot be read, using defaults`);
      return undefined;
    }
    if (value !== undefined) return value;
  }
  warn(`page settings global ${names.map((name) => `"${name}"`).join(' or ')} was not found, using defaults`);
  return undefined;
}
