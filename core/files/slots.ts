import { ownGlobalObject } from '../own-global';
import type { BundleFileKind } from './file-names';

/**
 * Each on-demand file, when it runs, puts what it brings into a slot of a private global; the main
 * bundle's loader reads it from there. Keyed by kind, then by the vendor's or family's name.
 */
export const FILE_SLOTS_GLOBAL = '__cmsIslandsFiles';

type Slots = Record<BundleFileKind, Record<string, unknown>>;

function slots(): Slots {
  const scope = globalThis as { [FILE_SLOTS_GLOBAL]?: Slots };
  // Only our own object: an element with that id in the page's content is the window's named
  // property, not its own (core/own-global.ts), and the first file to run replaces it.
  const own = ownGlobalObject(FILE_SLOTS_GLOBAL, scope) as Slots | undefined;
  if (own) return own;
  const made: Slots = { vendor: {}, family: {}, tool: {} };
  Object.defineProperty(scope, FILE_SLOTS_GLOBAL, { value: made, writable: true, configurable: true });
  return made;
}

/** What a file of this kind and name registered, if it has run. */
export function fileExport(kind: BundleFileKind, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(slots()[kind], name) ? slots()[kind][name] : undefined;
}

/** Called by an on-demand file when it runs. */
export function registerFileExport(kind: BundleFileKind, name: string, value: unknown): void {
  slots()[kind][name] = value;
}
