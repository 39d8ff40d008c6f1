/**
 * Turns the widget manifest (widgets/index.ts) into the modules the bundles import, so a family is
 * named in one line and nowhere else (README, "Adding a widget family"):
 * - `virtual:cms-islands/main-families`: every family that ships in the main bundle, by folder;
 * - `virtual:cms-islands/file-entry`: in the build of one on-demand file, the family's `widgets`, the
 *   vendor's or the tool's default export, with its kind and name;
 * - `virtual:cms-islands/family-schemas`: every family's described schemas (its options.ts), for the
 *   inspector (README, "Inspector"), the one built file that holds their texts.
 */
import type { Plugin } from 'vite';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VENDOR_FILES, WIDGET_MANIFEST } from '../widgets/index';
import type { BundleFileKind } from '../core/files/file-names';
import { TOOL_FILES } from '../src/tool-files';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN_FAMILIES_ID = 'virtual:cms-islands/main-families';
const FILE_ENTRY_ID = 'virtual:cms-islands/file-entry';
const FAMILY_SCHEMAS_ID = 'virtual:cms-islands/family-schemas';
const VIRTUAL_IDS = [MAIN_FAMILIES_ID, FILE_ENTRY_ID, FAMILY_SCHEMAS_ID];

const familyModule = (family: string) => JSON.stringify(`${ROOT}widgets/${family}/index.ts`);

function mainFamiliesSource(): string {
  const families = WIDGET_MANIFEST.families.filter((entry) => (entry.file ?? 'main') === 'main').map((entry) => entry.family);
  const imports = families.map((family, index) => `import { widgets as family${index} } from ${familyModule(family)};`);
  const entries = families.map((family, index) => `${JSON.stringify(family)}: family${index}`);
  return `${imports.join('\n')}\nexport const mainFamilies = { ${entries.join(', ')} };\n`;
}

/** Every family with an options.ts, in the manifest's order: folder → what its `schemas()` describes. */
function familySchemasSource(): string {
  const families = WIDGET_MANIFEST.families
    .map((entry) => entry.family)
    .filter((family) => existsSync(`${ROOT}widgets/${family}/options.ts`));
  const imports = families.map(
    (family, index) => `import { schemas as family${index} } from ${JSON.stringify(`${ROOT}widgets/${family}/options.ts`)};`,
  );
  const entries = families.map((family, index) => `${JSON.stringify(family)}: family${index}()`);
  return `${imports.join('\n')}\nexport const familySchemas = { ${entries.join(', ')} };\n`;
}

function fileEntryModule(kind: BundleFileKind, name: string): string {
  if (kind === 'family') return familyModule(name);
  const entry = kind === 'vendor' ? VENDOR_FILES[name] : TOOL_FILES[name as keyof typeof TOOL_FILES];
  if (!entry) throw new Error(`no ${kind} is named "${name}"`);
  return JSON.stringify(`${ROOT}${entry}`);
}

function fileEntrySource(kind: BundleFileKind, name: string): string {
  const module = fileEntryModule(kind, name);
  const exported = kind === 'family' ? `{ widgets as fileExport }` : `{ default as fileExport }`;
  return `export ${exported} from ${module};\nexport const FILE_KIND = ${JSON.stringify(kind)};\nexport const FILE_NAME = ${JSON.stringify(name)};\n`;
}

/** `file`: the on-demand file this build makes, if it makes one. */
export function manifestPlugin(file?: { kind: BundleFileKind; name: string }): Plugin {
  return {
    name: 'cms-islands-manifest',
    resolveId(id) {
      if (VIRTUAL_IDS.includes(id)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MAIN_FAMILIES_ID}`) return mainFamiliesSource();
      if (id === `\0${FAMILY_SCHEMAS_ID}`) return familySchemasSource();
      if (id === `\0${FILE_ENTRY_ID}`) {
        if (!file) throw new Error(`${FILE_ENTRY_ID} is only available in the build of an on-demand file`);
        return fileEntrySource(file.kind, file.name);
      }
      return null;
    },
  };
}
