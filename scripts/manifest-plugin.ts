/**
 * Turns the widget manifest (widgets/index.ts) into the modules the bundles import, so a family is
 * named in one line and nowhere else (README, "Adding a widget family"):
 * - `virtual:cms-islands/main-families`: every family that ships in the main bundle, by folder;
 * - `virtual:cms-islands/file-entry`: in the build of one on-demand file, the family's `widgets` or
 *   the vendor's default export, with its kind and name.
 */
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { VENDOR_FILES, WIDGET_MANIFEST } from '../widgets/index';
import type { BundleFileKind } from '../src/core/files/file-names';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN_FAMILIES_ID = 'virtual:cms-islands/main-families';
const FILE_ENTRY_ID = 'virtual:cms-islands/file-entry';

const familyModule = (family: string) => JSON.stringify(`${ROOT}widgets/${family}/index.ts`);

function mainFamiliesSource(): string {
  const families = WIDGET_MANIFEST.families.filter((entry) => (entry.file ?? 'main') === 'main').map((entry) => entry.family);
  const imports = families.map((family, index) => `import { widgets as family${index} } from ${familyModule(family)};`);
  const entries = families.map((family, index) => `${JSON.stringify(family)}: family${index}`);
  return `${imports.join('\n')}\nexport const mainFamilies = { ${entries.join(', ')} };\n`;
}

function fileEntrySource(kind: BundleFileKind, name: string): string {
  const module = kind === 'family' ? familyModule(name) : JSON.stringify(`${ROOT}${VENDOR_FILES[name]}`);
  const exported = kind === 'family' ? `{ widgets as fileExport }` : `{ default as fileExport }`;
  return `export ${exported} from ${module};\nexport const FILE_KIND = ${JSON.stringify(kind)};\nexport const FILE_NAME = ${JSON.stringify(name)};\n`;
}

/** `file`: the on-demand file this build makes, if it makes one. */
export function manifestPlugin(file?: { kind: BundleFileKind; name: string }): Plugin {
  return {
    name: 'cms-islands-manifest',
    resolveId(id) {
      if (id === MAIN_FAMILIES_ID || id === FILE_ENTRY_ID) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MAIN_FAMILIES_ID}`) return mainFamiliesSource();
      if (id === `\0${FILE_ENTRY_ID}`) {
        if (!file) throw new Error(`${FILE_ENTRY_ID} is only available in the build of an on-demand file`);
        return fileEntrySource(file.kind, file.name);
      }
      return null;
    },
  };
}
