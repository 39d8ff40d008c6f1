/**
 * Code outside the main bundle is built into files of its own, next to `cms-islands.js`, and loaded
 * on demand: vendor libraries (`vendor`), widget families that only some pages need (`family`) and
 * tools a theme developer switches on (`tool`: the inspector, README "Inspector"). The build names
 * the files with this function and the loader finds them with it.
 */
export type BundleFileKind = 'vendor' | 'family' | 'tool';

const FILE_PREFIX: Readonly<Record<BundleFileKind, string>> = { vendor: 'vendor', family: 'widget', tool: 'tool' };

export function bundleFileName(kind: BundleFileKind, name: string): string {
  return `cms-islands.${FILE_PREFIX[kind]}-${name}.js`;
}

/** The main bundle a theme enqueues. */
export const MAIN_BUNDLE_FILE = 'cms-islands.js';
