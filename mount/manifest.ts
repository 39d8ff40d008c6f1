import type { IntentSources, MountStrategy, Premount } from './types';

/**
 * The shape of the widget manifest (widgets/index.ts): each widget family once, with where it mounts
 * and when, and whether it ships inside the main bundle or as a file of its own fetched on demand.
 * The build reads it to make the files; the app reads it to register the widgets. README, "Adding a
 * widget family", walks through it.
 */
interface WidgetEntry {
  /** The `data-island` name. */
  readonly name: string;
  /** A CSS selector for markup we do not print ourselves (Contact Form 7, WordPress comments). */
  readonly selector?: string;
  /** Overrides the family's strategy for this widget. */
  readonly strategy?: MountStrategy;
  /** Overrides the family's intent sources for this widget. */
  readonly intent?: IntentSources;
  /**
   * The page setting that switches the selector off when it reads false: an upgrade of WordPress's own
   * blocks (widgets/wordpress-blocks/README.md). Elements with `data-island` are found either way.
   */
  readonly setting?: string;
}

interface FamilyEntry {
  /** The family's folder under widgets/, whose index.ts exports `widgets: { [name]: definition }`. */
  readonly family: string;
  /** Its widgets: `data-island` names, or entries with a selector or strategy of their own. */
  readonly widgets: ReadonlyArray<string | WidgetEntry>;
  /** When its widgets mount, unless a widget entry or the element's `data-island-load` says otherwise. */
  readonly strategy: MountStrategy;
  /**
   * For `interaction`: the openers elsewhere on the page (and other signs of intent) that count as the
   * visitor's intent besides the element itself, e.g. `{ openers: [{ attribute: 'data-opens' }] }`.
   */
  readonly intent?: IntentSources;
  /** Vendor files (names in `VENDOR_FILES`, widgets/index.ts) its widgets fetch as they mount: never mounted ahead of need. */
  readonly vendors?: readonly string[];
  /**
   * What the page must show before the family's file has come (README, "Before a widget mounts"); it
   * ships in the main bundle, so it stays a few lines (widgets/<family>/premount.ts).
   */
  readonly premount?: Premount;
  /** `main` (the default): inside cms-islands.js. `own`: its own file, fetched when its first widget is due. */
  readonly file?: 'main' | 'own';
}

export interface WidgetManifest {
  readonly families: readonly FamilyEntry[];
}

export interface ManifestWidget {
  readonly name: string;
  readonly family: string;
  readonly selector?: string;
  readonly setting?: string;
  readonly strategy: MountStrategy;
  readonly intent?: IntentSources;
  readonly vendors?: readonly string[];
  readonly premount?: Premount;
  readonly file: 'main' | 'own';
}

export function defineManifest(manifest: WidgetManifest): WidgetManifest {
  return manifest;
}

/** Every widget of the manifest, one per `data-island` name, with its family's defaults filled in. */
export function manifestWidgets(manifest: WidgetManifest): ManifestWidget[] {
  return manifest.families.flatMap(({ family, widgets, strategy, intent, vendors, premount, file = 'main' }) =>
    widgets.map((widget) => {
      const entry = typeof widget === 'string' ? { name: widget } : widget;
      return { family, file, vendors, premount, ...entry, strategy: entry.strategy ?? strategy, intent: entry.intent ?? intent };
    }),
  );
}

/** The families built into files of their own. */
export function ownFileFamilies(manifest: WidgetManifest): string[] {
  return manifest.families.filter((entry) => entry.file === 'own').map((entry) => entry.family);
}

/** A family's definition of one widget, with where and when it mounts taken from the manifest. */
export function withManifestEntry<Definition extends object>(entry: ManifestWidget, definition: Definition): Definition {
  return {
    ...definition,
    selector: entry.selector,
    strategy: entry.strategy,
    intent: entry.intent,
    vendors: entry.vendors,
    premount: entry.premount,
    ...(entry.setting ? { selectorSetting: entry.setting } : {}),
  };
}
