/**
 * Writes markup names into the built files as the strings they are (README, "Markup names: one schema
 * per family"). Widget code names every data attribute, class, event and CSS custom property through
 * its family's schema, `widgets/<family>/markup.ts` (the core's is core/markup.ts), as
 * `TABS_MARKUP.attributes.tab`; a bundler keeps such an object and every lookup in it, which costs
 * the main bundle bytes for nothing. Here each whole lookup becomes its string (`'data-tab'`), so the
 * schema objects fall away unused and a file is byte for byte what literals would have made it.
 *
 * A lookup is `NAME.key` or `NAME.group.key` with NAME imported from a module named `markup`; a
 * schema imports nothing but types, so its values are read by compiling and evaluating it alone.
 * Anything else (a destructured group, a whole object passed on) is left as it is: it still works,
 * it only keeps the object in the file.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { transformWithOxc } from 'vite';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** `import { A, B as C } from '…/markup'`, as the TypeScript and JSX transforms leave it. */
const MARKUP_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])((?:\.{1,2}\/)+(?:[\w.-]+\/)*markup)(?:\.ts)?\2/g;

/** A schema's exports, read by evaluating its compiled source (it has no value imports). */
async function schemaExports(file: string): Promise<Record<string, unknown>> {
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  if (/^\s*import\s(?!type\b)/m.test(code)) throw new Error(`${file}: a markup schema imports nothing but types`);
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

/** The string a lookup path reaches inside a schema export, if it reaches one. */
function lookup(value: unknown, path: readonly string[]): string | undefined {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

const escapeForRegExp = (text: string) => text.replace(/[$]/g, '\\$&');

/** Replaces every lookup into the markup schemas `code` imports; null when there is none. */
export async function inlineMarkupNames(code: string, file: string): Promise<MagicString | null> {
  const imports = [...code.matchAll(MARKUP_IMPORT)];
  if (imports.length === 0) return null;
  const result = new MagicString(code);
  let replaced = false;
  for (const [, names = '', , from = ''] of imports) {
    const schema = await schemaExports(`${resolve(dirname(file), from)}.ts`);
    for (const specifier of names.split(',')) {
      const [imported, local = imported] = specifier
        .trim()
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (!imported || !local || !(imported in schema)) continue;
      // NAME.key or NAME.group.key, not part of a longer chain or a call, not a property of something else.
      const member = new RegExp(`(?<![\\w$.])${escapeForRegExp(local)}((?:\\s*\\.\\s*[A-Za-z_$][\\w$]*){1,2})(?![\\w$]|\\s*[.(])`, 'g');
      for (const match of code.matchAll(member)) {
        const name = lookup(
          schema[imported],
          match[1]!
            .split('.')
            .slice(1)
            .map((key) => key.trim()),
        );
        if (name === undefined) continue;
        result.overwrite(match.index, match.index + match[0].length, JSON.stringify(name));
        replaced = true;
      }
    }
  }
  return replaced ? result : null;
}

export function markupNamesPlugin(): Plugin {
  return {
    name: 'cms-islands-markup-names',
    // After the TypeScript and JSX transforms: what is left is plain JavaScript.
    enforce: 'post',
    async transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !/\.tsx?$/.test(id) || id.endsWith('/markup.ts')) return null;
      const inlined = await inlineMarkupNames(code, id);
      return inlined && { code: inlined.toString(), map: inlined.generateMap({ hires: true, source: id }) };
    },
  };
}
