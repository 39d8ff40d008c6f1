import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers are a lint rule (README, "How it is built"): each case lints one small source, as if it
 * were a file at that path, with the project's own eslint.config.js.
 */
// Tests run from the project root (jsdom's import.meta.url is not a file address).
const ROOT = `${process.cwd()}/`;

/**
 * ESLint's Node API, in a Node process of its own: its plugins' CommonJS does not load inside
 * vitest's VM pool. One process lints every case (sources on stdin, messages as JSON on stdout).
 */
const LINT_IN_NODE = `
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
const eslint = new ESLint();
const messages = [];
for (const { path, source } of JSON.parse(readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText(source, { filePath: path });
  messages.push(result.messages.map((message) => (message.ruleId ?? 'parse') + ': ' + message.message));
}
process.stdout.write(JSON.stringify(messages));
`;

const cases: Array<{ path: string; source: string }> = [];
const results = new Map<string, string[]>();
/** A source to lint as the file at `path`; its messages are there once beforeAll has run. */
function lintCase(path: string, source: string): () => string[] {
  const item = { path: `${ROOT}${path}`, source: `${source}\nexport const used = value;\n` };
  cases.push(item);
  return () => results.get(`${item.path}\n${item.source}`) ?? ['not linted'];
}
/**
 * A limit for a hung ESLint, not a slow one: the child process loads ESLint and every plugin (about
 * 8 s alone on two cores), and took past vitest's default 10 s hook limit beside the fuzz files.
 */
const LINT_PROCESS_LIMIT_MS = 120_000;
beforeAll(() => {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_IN_NODE], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  (JSON.parse(output) as string[][]).forEach((messages, index) => results.set(`${cases[index]!.path}\n${cases[index]!.source}`, messages));
}, LINT_PROCESS_LIMIT_MS);

/** Rows of [file, what it imports, what that is], each with its messages once linted. */
const importCases = (rows: ReadonlyArray<readonly [string, string, string]>) =>
  rows.map(([path, from, what]) => [path, from, what, lintCase(path, `import { value } from '${from}';`)] as const);

describe('layers (README, "How it is built")', () => {
  it.each(
    importCases([
      ['core/log-extra.ts', '../widgets/menu/options', 'core → a widget family'],
      ['core/hooks/useExtra.ts', '../../widgets/index', 'core → the manifest'],
      ['core/hooks/useExtra.ts', '../../mount/types', 'core → mount'],
      ['core/settings/extra.ts', '../../src/api', 'core → the shell'],
      ['core/extra.ts', '../src/boot', 'core → the shell, from the root'],
      ['core/extra.ts', 'virtual:cms-islands/main-families', "core → the manifest's virtual module"],
      ['mount/extra.ts', '../widgets/index', 'mount → widgets'],
      ['mount/extra.ts', '../src/api', 'mount → the shell'],
      ['widgets/menu/extra.ts', '../../src/api', 'a widget → the shell'],
      ['widgets/index.ts', '../src/built-in-widgets', 'the manifest → the shell'],
      ['widgets/vendors/extra.ts', '../../src/shared-modules', 'a vendor entry → the shell'],
      ['widgets/menu/extra.ts', '../../tests/support/xss-corpus', 'a widget → tests'],
      ['mount/extra.ts', '../scripts/build-config', 'mount → scripts'],
      ['src/extra.ts', '../demo-pages/server/csp', 'the shell → the demo site'],
      ['widgets/carousel/extra.ts', './blocks/carousel/edit', "a widget → its family's block editor"],
      ['widgets/menu/extra.ts', '../../blocks/editor/options', 'a widget → the editor kit'],
      ['src/extra.ts', '../blocks/definition', 'the shell → the editor kit'],
      ['widgets/carousel/blocks/carousel/edit.tsx', '../../../../src/api', "a block's editor → the shell"],
      ['widgets/carousel/blocks/carousel/edit.tsx', '../../../../scripts/build-config', "a block's editor → scripts"],
    ]),
  )('%s importing %s fails (%s)', (_path, _from, _what, errors) => {
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(/^no-restricted-imports: .*README, "How it is built"/);
  });

  const reExport = lintCase('core/extra.ts', `export { value } from '../widgets/menu/options';\nconst value = 1;`);
  const typeOnly = lintCase('mount/extra.ts', `import type { Value } from '../widgets/menu/options';\nconst value: Value = 1;`);
  it('a re-export and a type-only import count as imports', () => {
    expect(reExport()).toHaveLength(1);
    expect(typeOnly()).toHaveLength(1);
  });

  it.each(
    importCases([
      ['core/hooks/useExtra.ts', '../log', 'core → core'],
      ['mount/extra.ts', '../core/log', 'mount → core'],
      ['widgets/menu/extra.ts', '../../mount/types', 'a widget → mount'],
      ['widgets/menu/extra.ts', '../../core/log', 'a widget → core'],
      ['widgets/menu/extra.ts', './options', 'a widget → its own family'],
      ['src/extra.ts', '../widgets/index', 'the shell → the manifest'],
      ['src/extra.ts', 'virtual:cms-islands/main-families', "the shell → the manifest's virtual module"],
      ['scripts/extra.ts', '../src/shared-module-names', 'scripts → anything'],
      ['tests/unit/extra.test.ts', '../../src/boot', 'tests → anything'],
      ['widgets/menu/extra.test.ts', '../../src/boot', 'a test next to its family → anything'],
      ['widgets/carousel/blocks/carousel/edit.tsx', '../../../../blocks/editor/option-controls', "a block's editor → the editor kit"],
      ['widgets/carousel/blocks/carousel/edit.tsx', './block', "a block's editor → its definition"],
      ['widgets/carousel/blocks/carousel/edit.tsx', '../../markup', "a block's editor → its family's markup names"],
      ['widgets/menu/extra.ts', '../wordpress-blocks/options', 'a widget → the switches of wordpress-blocks (not a blocks/ folder)'],
    ]),
  )('%s importing %s passes (%s)', (_path, _from, _what, errors) => {
    expect(errors()).toEqual([]);
  });
});

/** Cases of the markup names rule: [file, source, what it is]. */
const markupCases = (rows: ReadonlyArray<readonly [string, string, string]>) =>
  rows.map(([path, source, what]) => [path, what, lintCase(path, source)] as const);

describe('markup names live in their schema (README, "Markup names: one schema per family")', () => {
  it.each(
    markupCases([
      ['widgets/menu/extra.ts', `const value = 'data-submenu';`, 'a data attribute spelled in a widget'],
      ['widgets/menu/extra.ts', `const value = '[data-submenu-toggle]';`, 'a selector naming one'],
      ['widgets/menu/extra.ts', 'const value = `[data-dropdown-placeholder="${1}"]`;', 'a template selector naming one'],
      ['widgets/menu/extra.ts', "const value = `data-${'x'}`;", 'a template starting with data-'],
      ['widgets/menu/extra.ts', `const value = { 'data-menu-open': '' };`, 'an attribute plan key'],
      ['widgets/menu/Extra.tsx', `const value = <div data-menu-open="" />;`, 'a JSX data attribute'],
      ['mount/extra.ts', `const value = 'data-island';`, "the core's name spelled in the runtime"],
      ['core/dom/extra.ts', `const value = 'data-island-spinner';`, "the core's name spelled outside its schema"],
      ['src/extra.ts', `const value = '[data-island]';`, 'the shell'],
      [
        'widgets/menu/extra.ts',
        `import { MENU_MARKUP } from './markup';\nconst { attributes: value } = MENU_MARKUP;`,
        'a destructured schema',
      ],
    ]),
  )('%s: %s fails', (_path, _what, errors) => {
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(/^islands\/markup-names: .*README, "Markup names: one schema per family"/);
  });

  it.each(
    markupCases([
      ['widgets/menu/markup.ts', `const value = { attributes: { toggle: 'data-submenu-toggle' } };`, "the family's schema"],
      ['core/markup.ts', `const value = { widget: 'data-island' };`, "the core's schema"],
      ['widgets/menu/extra.ts', "import { MENU_MARKUP } from './markup';\nconst value = `[${MENU_MARKUP.attributes.toggle}]`;", 'a lookup'],
      ['widgets/menu/extra.ts', `const value = 'widget "menu" needs a button: add data-submenu-toggle';`, 'prose naming one'],
      ['widgets/menu/extra.ts', `const value = { 'aria-expanded': 'true' };`, 'an ARIA attribute'],
      ['widgets/menu/extra.test.ts', `const value = '[data-submenu]';`, 'a test next to its family'],
      ['tests/unit/extra.test.ts', `const value = '[data-island]';`, 'a test in tests/'],
      ['demo-pages/server/extra.ts', `const value = 'data-island';`, 'the demo site'],
      ['scripts/extra.ts', `const value = 'data-island';`, 'a script'],
      ['widgets/carousel/blocks/carousel/edit.tsx', `const value = { 'data-items': '3' };`, "a block's editor preview"],
    ]),
  )('%s: %s passes', (_path, _what, errors) => {
    expect(errors()).toEqual([]);
  });
});

describe('HTML only through the sanitizer (README, "HTML answers")', () => {
  it.each(
    markupCases([
      ['widgets/menu/extra.ts', `const value = 1;\ndocument.body.innerHTML = '<b>x</b>';`, 'innerHTML assigned in a widget'],
      ['mount/extra.ts', `const value = 1;\ndocument.body.outerHTML = '<b>x</b>';`, 'outerHTML assigned in the runtime'],
      ['widgets/menu/extra.ts', `const value = 1;\ndocument.body.insertAdjacentHTML('beforeend', '<b>x</b>');`, 'insertAdjacentHTML'],
      ['core/dom/extra.ts', `const value = new DOMParser();`, 'a DOMParser in the core, outside core/html'],
      ['widgets/menu/Extra.tsx', `const value = <div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />;`, 'dangerouslySetInnerHTML'],
    ]),
  )('%s: %s fails', (_path, _what, errors) => {
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(/^no-restricted-syntax: .*goes through loadHtmlSanitizer\(\)/);
  });

  it.each(
    markupCases([
      ['core/html/extra.ts', `const value = new DOMParser();`, 'the sanitizer’s own folder'],
      ['widgets/menu/extra.test.ts', `const value = 1;\ndocument.body.innerHTML = '<b>x</b>';`, 'a test'],
      ['widgets/menu/extra.ts', `const value = document.body.innerHTML;`, 'reading innerHTML'],
    ]),
  )('%s: %s passes', (_path, _what, errors) => {
    expect(errors()).toEqual([]);
  });
});
