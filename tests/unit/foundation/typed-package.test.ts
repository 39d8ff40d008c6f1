import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The typed package (README, "Write your own widget"): `npm pack` makes a package whose `types`
 * describe the global API, widget definitions, every family's page settings and the widgets' events.
 * Packed into a temporary folder and unpacked into a theme project's node_modules, next to React's
 * types only (a theme writing React widgets has them; the API's `React` is typed by them), it must
 * type-check the theme code of tests/typed-package/ and the demo's own widget
 * (demo-pages/assets/product-compare.js, checked as JavaScript), and refuse the mistakes.
 */
const ROOT = process.cwd();
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
let folder = '';
let project = '';
let packedFiles: string[] = [];
let checked: { status: number | null; output: string } = { status: null, output: '' };

function typeCheck(files: string[]): { status: number | null; output: string } {
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        allowJs: true,
        checkJs: true,
        // A theme project's own setting is free: the package's types must hold without skipping them.
        skipLibCheck: false,
        types: [],
      },
      files,
    }),
  );
  const result = spawnSync(process.execPath, [TSC, '-p', '.'], { cwd: project, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'cms-islands-typed-'));
  // --ignore-scripts: the types are the subject here; the prepack build adds the bundle's files only.
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', folder], { cwd: ROOT, encoding: 'utf8' }),
  ) as Array<{ filename: string; files: Array<{ path: string }> }>;
  packedFiles = packed!.files.map((file) => file.path);
  project = join(folder, 'theme');
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@types'), { recursive: true });
  execFileSync('tar', ['-xzf', join(folder, packed!.filename), '-C', folder]);
  cpSync(join(folder, 'package'), join(modules, 'cms-islands'), { recursive: true });
  for (const types of ['@types/react', 'csstype']) symlinkSync(join(ROOT, 'node_modules', types), join(modules, types), 'dir');
  for (const file of ['theme.ts', 'theme-mistakes.ts']) cpSync(join(ROOT, 'tests', 'typed-package', file), join(project, file));
  cpSync(join(ROOT, 'demo-pages', 'assets', 'product-compare.js'), join(project, 'product-compare.js'));
  checked = typeCheck(['theme.ts', 'product-compare.js', 'theme-mistakes.ts']);
}, 120_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the packed package’s types', () => {
  it('are in the package, named by its package.json', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'cms-islands', 'package.json'), 'utf8')) as { types?: string };
    expect(manifest.types).toBe('types/index.d.ts');
    expect(packedFiles).toEqual(expect.arrayContaining(['types/index.d.ts', 'types/settings.d.ts']));
  });

  it('type-check theme code: the global API, plain and React widgets, settings keys, the events; and the demo’s own widget', () => {
    const errors = checked.output.split('\n').filter((line) => /error TS/.test(line));
    expect(errors.filter((line) => !line.startsWith('theme-mistakes.ts('))).toEqual([]);
  });

  it('refuse a misspelt settings key, a wrong choice, a wrong event detail, a wrong strategy, an opener named neither way and a misread option: one error on each, nowhere else', () => {
    const mistakes = readFileSync(join(project, 'theme-mistakes.ts'), 'utf8').split('\n');
    const expectedLines = mistakes.flatMap((line, index) => (line.includes('// MISTAKE') ? [index + 1] : []));
    const errorLines = [...checked.output.matchAll(/^theme-mistakes\.ts\((\d+),\d+\): error TS\d+/gm)].map((match) => Number(match[1]));
    expect(expectedLines).toHaveLength(6);
    expect(errorLines).toEqual(expectedLines);
    expect(checked.status).not.toBe(0);
  });
});
