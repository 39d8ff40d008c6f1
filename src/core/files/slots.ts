import type { BundleFileKind } from './file-names';

/**
 * Each on-demand file, when it runs, puts what it brings into a slot of a private global; the main
 * bundle's loader reads it from there. Keyed by kind, then by the vendor's or family's name.
 */
export const FILE_SLOTS_GLOBAL = '__cmsIslandsFiles';

type Slots = Record<BundleFileKind, Record<string, unknown>>;

function slots(): Slots {
  const scope = globalThis as { [FILE_SLOTS_GLOBAL]?: Slots };
  return (scope[FILE_SLOTS_GLOBAL] ??= { vendor: {}, family: {}, tool: {} });
}

/** What a file of this kind and name registered, if it has run. */
export function fileExport(kind: BundleFileKind, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(slots()[kind], name) ? slots()[kind][name] : undefined;
}

/** Called by an on-demand file when it runs. */
export function registerFileExport(kind: BundleFileKind, name: string, value: unknown): void {
  slots()[kind][name] = value;
}
