/**
 * Every described schema, found through the manifest (README, "Options and settings: one source"):
 * the settings every widget shares (core/settings/page-settings.ts), the switches of the upgrades
 * of WordPress's own blocks (SETTINGS_FOLDERS), then each family of widgets/index.ts in its order,
 * from the `schemas` its widgets/<family>/options.ts exports.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WIDGET_MANIFEST } from '../../widgets/index';
import { manifestWidgets } from '../../mount/manifest';
import { PAGE_SETTINGS_SCHEMA, PAGE_SETTINGS_TEXTS } from '../../core/settings/page-settings';
import { describedSettings, type DescribedSchema, type FamilySchemas } from '../../core/settings/field-texts';
import { describeSchema, type FieldDescription } from './describe';

/** The repository: npm scripts and the tests run from it (under jsdom, import.meta.url is no file address). */
export const ROOT_DIR = process.cwd();

/** The section of the settings every widget shares. */
export const SHARED_SECTION = 'shared';

/**
 * Folders of widgets/ that are no widget family but describe page settings of their own, read by the
 * app and the plugin: the switches of the upgrades of WordPress's own blocks (widgets/wordpress-blocks).
 */
export const SETTINGS_FOLDERS = ['wordpress-blocks'] as const;

interface SettingDescription extends FieldDescription {
  readonly key: string;
  /** False: the plugin prints it from WordPress itself; the settings screen does not offer it. */
  readonly screen?: false;
}

export interface SettingsSection {
  /** `shared`, or the name the family's warnings use (`promo-popup`). */
  readonly id: string;
  readonly title: string;
  /** The widget family that reads it; none for the shared settings and those of SETTINGS_FOLDERS. */
  readonly family?: string;
  /** The README (from the repository's root) that documents it. */
  readonly readme: string;
  readonly settings: readonly SettingDescription[];
}

export interface OptionDescription extends FieldDescription {
  /** Its name in the options: the data attribute's dataset name, or the key of the JSON options child. */
  readonly name: string;
  /** `data-items-tablet` for `itemsTablet`. */
  readonly attribute: string;
}

export interface OptionsWidget {
  /** The `data-island` name. */
  readonly widget: string;
  readonly family: string;
  readonly readme: string;
  readonly options: readonly OptionDescription[];
}

export interface Descriptions {
  readonly sections: readonly SettingsSection[];
  readonly widgets: readonly OptionsWidget[];
}

/** The data attribute of an option: `itemsTablet` is `data-items-tablet` (README, "Markup contract"). */
const attributeOf = (name: string) => `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const familyReadme = (family: string) => `widgets/${family}/README.md`;

/** The family's described schemas, or none when its folder has no options.ts (it reads neither options nor settings). */
export async function familySchemas(family: string): Promise<FamilySchemas | undefined> {
  const file = join(ROOT_DIR, 'widgets', family, 'options.ts');
  if (!existsSync(file)) return undefined;
  const module = (await import(/* @vite-ignore */ file)) as { schemas?: () => FamilySchemas };
  if (typeof module.schemas !== 'function') throw new Error(`widgets/${family}/options.ts exports no \`schemas()\``);
  return module.schemas();
}

function settingsOf(described: DescribedSchema, where: string): SettingDescription[] {
  const texts = described.texts as Readonly<Record<string, { screen?: false }>>;
  return describeSchema(described, where).map(([key, field]) => ({
    key,
    ...field,
    ...(texts[key]?.screen === false ? { screen: false as const } : {}),
  }));
}

/**
 * Runs `describe` with a document: some checks read CSS selectors as the browser would
 * (core/settings/schema.ts). Under Node (the builds, `npm run schema`) a jsdom document stands in
 * meanwhile; under the unit tests' jsdom the page's own serves.
 */
async function withDocument<Result>(describe: () => Promise<Result>): Promise<Result> {
  if (typeof document !== 'undefined') return describe();
  // jsdom brings its own undici, which makes itself the process's fetch dispatcher when Node's has not
  // been loaded yet: Node's fetch would then run on another undici's Agent (the WordPress tests' global
  // setup probes the site with fetch while this runs). Reading `Headers` loads Node's own first.
  void globalThis.Headers;
  // jsdom ships no types of its own; the one member used here is typed by hand.
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: Window } };
  globalThis.document = new JSDOM('').window.document;
  try {
    return await describe();
  } finally {
    // @ts-expect-error -- Node has no document: the stand-in goes once the schemas are described.
    delete globalThis.document;
  }
}

/** Every section and every widget with options, described; throws on the first disagreement. */
export function collectDescriptions(): Promise<Descriptions> {
  return withDocument(describeAll);
}

async function describeAll(): Promise<Descriptions> {
  const shared = describedSettings('General', PAGE_SETTINGS_SCHEMA, PAGE_SETTINGS_TEXTS);
  const sections: SettingsSection[] = [
    { id: SHARED_SECTION, title: shared.title, readme: 'README.md', settings: settingsOf(shared, 'shared page settings') },
  ];
  for (const folder of SETTINGS_FOLDERS) {
    for (const [id, group] of Object.entries((await familySchemas(folder))?.settings ?? {}))
      sections.push({ id, title: group.title, readme: familyReadme(folder), settings: settingsOf(group, `${folder} settings`) });
  }
  const widgets: OptionsWidget[] = [];
  const widgetsInManifest = manifestWidgets(WIDGET_MANIFEST);
  for (const { family } of WIDGET_MANIFEST.families) {
    const schemas = await familySchemas(family);
    if (!schemas) continue;
    for (const [id, group] of Object.entries(schemas.settings ?? {})) {
      if (sections.some((section) => section.id === id)) throw new Error(`widgets/${family}/options.ts: a second settings section "${id}"`);
      sections.push({ id, title: group.title, family, readme: familyReadme(family), settings: settingsOf(group, `${family} settings`) });
    }
    for (const [widget, described] of Object.entries(schemas.options ?? {})) {
      if (!widgetsInManifest.some((entry) => entry.name === widget && entry.family === family)) {
        throw new Error(`widgets/${family}/options.ts describes the options of "${widget}", which is no widget of the family`);
      }
      const options = describeSchema(described, `${widget} options`).map(([name, field]) => ({
        name,
        attribute: attributeOf(name),
        ...field,
      }));
      widgets.push({ widget, family, readme: familyReadme(family), options });
    }
  }
  const keys = sections.flatMap((section) => section.settings.map((setting) => setting.key));
  const twice = keys.find((key, index) => keys.indexOf(key) !== index);
  if (twice) throw new Error(`the page setting "${twice}" is described twice`);
  return { sections, widgets };
}
