import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What we ship, made as a release makes it: from a clean checkout (the files git holds, nothing a
 * script wrote), `npm pack` (its `prepack` builds the bundle) and then `npm run wp:zip -- --no-build`
 * (the plugin, staged around that build). Both are unpacked and must hold exactly the files of
 * tests/fixtures/package-contents.json, a list written by hand: a file a build no longer writes (or
 * one it starts to ship by accident) fails here.
 *
 * Then the typed package (README, "Write your own widget"): its `types` describe the global API, widget
 * definitions, every family's page settings and the widgets' events. Unpacked into a theme project's
 * node_modules, next to React's types only (a theme writing React widgets has them; the API's `React`
 * is typed by them), it must type-check the theme code of tests/typed-package/ and the demo's own
 * widget (demo-pages/assets/product-compare.js, checked as JavaScript), and refuse the mistakes.
 */
const ROOT = process.cwd();
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
/** The fixture's stand-in for the name of the bundle's folder in the zip, a hash of the built files. */
const HASH_PLACEHOLDER = '<hash>';
let folder = '';
let project = '';
let packedFiles: string[] = [];
let zipEntries: string[] = [];
interface Checked {
  readonly status: number | null;
  readonly output: string;
}
let checked: Checked = { status: null, output: '' };
let publishedTypesChecked: Checked = { status: null, output: '' };

/**
 * The test that holds the published types to the bundle's own (types/settings.d.ts being written by
 * `prepack`, the repository's `tsc -p .` leaves it out): type-checked here, in the clean checkout
 * once packed, where types/ is what the package holds.
 */
const PUBLISHED_TYPES_TEST = 'tests/unit/foundation/published-types.test.ts';

const expected = JSON.parse(readFileSync(join(ROOT, 'tests', 'fixtures', 'package-contents.json'), 'utf8')) as {
  npmPackage: string[];
  wordpressZip: string[];
};

/** The files git holds (and new ones it does not ignore), copied: what a fresh clone has before any script runs. */
function cleanCheckout(into: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(join(ROOT, file), join(into, file));
  }
  // `npm ci`'s packages, shared: nothing is built into them.
  symlinkSync(join(ROOT, 'node_modules'), join(into, 'node_modules'), 'dir');
}

/** npm and the scripts it runs, as from a shell: without this run's vitest variables. */
function shellEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Unpacks a zip (stored or deflated entries): each entry's name, after its data inflated to its
 * recorded size and CRC-32 (a zip a plugin upload could not unpack fails here).
 */
function unzipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(dataStart, dataStart + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : packed;
    if (data.length !== size || crc32(data) !== crc) throw new Error(`${name}: its data does not unpack to its recorded size and CRC`);
    names.push(name);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Runs a program to its end: its exit status and what it printed. */
function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Checked> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

function typeCheck(files: string[]): Promise<Checked> {
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
  return run(process.execPath, [TSC, '-p', '.'], project);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'cms-islands-packages-'));
  const checkout = join(folder, 'checkout');
  cleanCheckout(checkout);
  const env = shellEnvironment();
  const packing = await run('npm', ['pack', '--json', '--pack-destination', folder], checkout, env);
  if (packing.status !== 0) throw new Error(`npm pack failed:\n${packing.output}`);
  // npm's JSON comes after what the prepack scripts print.
  const [packed] = JSON.parse(packing.output.slice(packing.output.search(/^\[$/m))) as Array<{ filename: string }>;

  project = join(folder, 'theme');
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@types'), { recursive: true });
  execFileSync('tar', ['-xzf', join(folder, packed!.filename), '-C', folder]);
  packedFiles = filesUnder(join(folder, 'package')).map((file) => relative(join(folder, 'package'), file).split(sep).join('/'));
  cpSync(join(folder, 'package'), join(modules, 'cms-islands'), { recursive: true });
  for (const types of ['@types/react', 'csstype']) symlinkSync(join(ROOT, 'node_modules', types), join(modules, types), 'dir');
  for (const file of ['theme.ts', 'theme-mistakes.ts']) cpSync(join(ROOT, 'tests', 'typed-package', file), join(project, file));
  cpSync(join(ROOT, 'demo-pages', 'assets', 'product-compare.js'), join(project, 'product-compare.js'));
  writeFileSync(
    join(checkout, 'tsconfig.published-types.json'),
    JSON.stringify({ extends: './tsconfig.json', include: [], files: [PUBLISHED_TYPES_TEST] }),
  );

  // The plugin (on the build prepack made) and both type checks, side by side.
  const [zipping, published, theme] = await Promise.all([
    run('npm', ['run', 'wp:zip', '--', '--no-build'], checkout, env),
    run(process.execPath, [TSC, '-p', 'tsconfig.published-types.json'], checkout),
    typeCheck(['theme.ts', 'product-compare.js', 'theme-mistakes.ts']),
  ]);
  if (zipping.status !== 0) throw new Error(`npm run wp:zip failed:\n${zipping.output}`);
  zipEntries = unzipNames(readFileSync(join(checkout, 'dist', 'cms-islands-wordpress.zip')));
  publishedTypesChecked = published;
  checked = theme;
}, 300_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('what a clean checkout packs', () => {
  it('the npm package holds exactly the files of the fixture', () => {
    expect([...packedFiles].sort()).toEqual(expected.npmPackage);
  });

  it('the plugin zip holds exactly the files of the fixture, under one folder, the bundle in assets/<hash>/', () => {
    const named = zipEntries.map((entry) =>
      entry.replace(/^cms-islands\/assets\/[0-9a-f]{12}\//, `cms-islands/assets/${HASH_PLACEHOLDER}/`),
    );
    expect([...named].sort()).toEqual(expected.wordpressZip);
  });
});

describe('the packed package’s types', () => {
  it('are in the package, named by its package.json', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'cms-islands', 'package.json'), 'utf8')) as { types?: string };
    expect(manifest.types).toBe('types/index.d.ts');
    expect(packedFiles).toEqual(expect.arrayContaining(['types/index.d.ts', 'types/settings.d.ts']));
  });

  it(`are the bundle’s own: ${PUBLISHED_TYPES_TEST} type-checks against them`, () => {
    expect(publishedTypesChecked.output).toBe('');
    expect(publishedTypesChecked.status).toBe(0);
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
