/**
 * A real, throwaway WordPress on loopback, from Debian's packages (README, "Tests", "WordPress"):
 * MariaDB started with a data dir, socket and port of its own under a temp dir (never the system
 * service), PHP's built-in server on a free port serving a copy of WordPress with its own
 * wp-config.php (WP_DEBUG on, the log in the temp dir), WordPress installed with `wp_install()`, the
 * CMS Islands plugin (staged by `npm run wp:build`, symlinked) activated, and the test content created;
 * and Varnish in front of the same PHP on a port of its own, with the VCL the plugin ships (the cached
 * site: README, "A busy site"; scripts/wordpress/varnish.ts).
 * WordPress is Debian's /usr/share/wordpress, or the release archive WORDPRESS_ARCHIVE names (with
 * Contact Form 7 from CONTACT_FORM_7_ARCHIVE): scripts/wordpress/source.ts.
 *
 * Usage by hand: `tsx scripts/wordpress/wordpress.ts` starts one and keeps it up until Ctrl+C
 * (prints the address, the admin login and the debug log); the WordPress tests call `startWordPress()`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLUGIN_STAGE_DIR, stagePlugin } from '../wp-plugin';
import { describeWordPress, siteThemes, wordpressSource, type DebianPackage, type SiteWordPress, type WordPressSource } from './source';
import { spawnVarnish, VARNISH_PACKAGE } from './varnish';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const REPO_ROOT = resolve(HERE, '../..');
const PHP_DIR = join(HERE, 'php');
/** Archives named by WORDPRESS_ARCHIVE and CONTACT_FORM_7_ARCHIVE are extracted here, one folder per sha256. */
const ARCHIVE_CACHE = join(REPO_ROOT, 'node_modules/.cache/cms-islands-wordpress');

const installCommand = (packages: DebianPackage[]) =>
  `DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.map((p) => p.name).join(' ')}`;

export const ADMIN = { user: 'admin', password: 'islands-admin-pw', email: 'admin@example.com' } as const;

export interface StartOptions {
  /** Where WordPress comes from (default: the archive variables of this process's environment, else Debian's package). */
  source?: WordPressSource;
  /** Plugin folders (or a promise of them, awaited once the database is up) to symlink into wp-content/plugins and activate (default: dist/wordpress/cms-islands, staged by `npm run wp:build`, staged first when missing). */
  plugins?: string[] | Promise<string[]>;
  /** mu-plugin files or folders to copy into wp-content/mu-plugins (default: tests/wordpress/fixtures/mu-plugins). */
  muPlugins?: string;
  /** Theme to switch to after the install (default: the block theme, `themes.block`). */
  theme?: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface WordPressSite {
  /** The site's address, with a trailing slash: `http://127.0.0.1:<port>/`. */
  url: string;
  /**
   * The same site through Varnish (README, "A busy site"): `http://127.0.0.1:<port>/`. WordPress
   * answers each of the two addresses with links to itself, and says WP_CACHE only through this one.
   */
  cachedUrl: string;
  /** Varnish's working folder (`varnishstat -n`). */
  varnishDir: string;
  /** The throwaway folder (database, docroot, logs). */
  dir: string;
  /** The served folder (WordPress with its own wp-config.php and wp-content). */
  docroot: string;
  /** WordPress's WP_DEBUG_LOG file. */
  debugLog: string;
  /** PHP's built-in server's own output (requests and startup errors). */
  serverLog: string;
  admin: typeof ADMIN;
  /** What the seed created: post ids by role, category slugs, page ids. */
  seed: Seed;
  /** Which WordPress runs: its version, where it came from, its test themes, Contact Form 7's version (null: not installed). */
  wordpress: SiteWordPress;
  /** Runs PHP code with WordPress loaded (as the admin when `asAdmin`); returns what it printed. */
  php(code: string, asAdmin?: boolean): string;
  /** Runs PHP code with WordPress loaded; parses what it printed as JSON. */
  phpJson<T>(code: string): T;
  /** Stops PHP and MariaDB and removes the folder (kept when CMS_ISLANDS_WP_KEEP=1). */
  close(): Promise<void>;
}

export interface Seed {
  published: number[];
  categories: string[];
  searchWord: string;
  searchPublished: number[];
  searchHidden: { draft: number; private: number; password: number };
  commentsPost: number;
  embedTarget: number;
  embedPost: number;
  searchPage: number;
  listPage: number;
  loopPage: number;
  pages: number[];
}

/** Fails with the command to run when a package is missing, after installing them if we are root. */
export function ensurePackages(packages: DebianPackage[], log: (line: string) => void = () => undefined): void {
  const phpModules = () => (existsSync('/usr/bin/php') ? run('php', ['-m']).stdout : '');
  const missing = () => {
    const modules = packages.some((p) => p.phpModule) ? phpModules() : '';
    return packages
      .filter((p) => (p.phpModule ? !new RegExp(`^${p.phpModule}$`, 'm').test(modules) : !existsSync(p.file ?? '')))
      .map((p) => p.name);
  };
  const command = installCommand(packages);
  let absent = missing();
  if (absent.length === 0) return;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    log(`installing ${absent.join(' ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let result = spawnSync('apt-get', ['install', '-y', ...packages.map((p) => p.name)], { env, encoding: 'utf8' });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { env, encoding: 'utf8' });
      result = spawnSync('apt-get', ['install', '-y', ...packages.map((p) => p.name)], { env, encoding: 'utf8' });
    }
    absent = missing();
    if (absent.length === 0) return;
    throw new Error(`apt-get could not install ${absent.join(' ')}:\n${result.stderr.slice(-2000)}\nRun: ${command}`);
  }
  throw new Error(`The WordPress tests need Debian packages that are missing: ${absent.join(' ')}.\n` + `Install them as root: ${command}`);
}

function run(command: string, args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** As `run`, without blocking the event loop (a build may be running in this process meanwhile). */
function runAsync(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, limitMs: number, logFile?: string): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  const tail = logFile && existsSync(logFile) ? `\n--- ${logFile} (end) ---\n${readFileSync(logFile, 'utf8').slice(-3000)}` : '';
  throw new Error(`${what} did not come up within ${limitMs / 1000} s${tail}`);
}

async function httpAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Children still running, killed when this process exits whatever the reason. Each runs in a process
 * group of its own (spawned `detached`), and the whole group is signalled: `php -S` forks workers
 * that would outlive their parent.
 */
const children = new Set<ChildProcess>();
let exitHookAdded = false;
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.on('exit', () => children.delete(child));
  if (!exitHookAdded) {
    exitHookAdded = true;
    process.on('exit', () => {
      for (const running of children) signalGroup(running, 'SIGKILL');
      if (process.env.CMS_ISLANDS_WP_KEEP !== '1') for (const dir of liveDirs) rmSync(dir, { recursive: true, force: true });
    });
  }
  return child;
}

/** Folders of sites still up in this process, removed on exit. */
const liveDirs = new Set<string>();

const SITE_DIR_PREFIX = 'cms-islands-wp-';
/** Pid files in a site's folder: this process, and the process groups it started. */
const OWNER_PID = 'owner.pid';
const GROUP_PIDS = ['mariadb.group', 'php.group', 'varnish.group'];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Sites left by a run that was killed before it could clean up (its owner process is gone): their
 * MariaDB and PHP process groups are killed and their folders removed. Sites of live runs are left alone.
 */
export function reapStaleSites(log: (line: string) => void = () => undefined): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(SITE_DIR_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    const ownerFile = join(dir, OWNER_PID);
    if (!existsSync(ownerFile)) continue;
    const owner = Number(readFileSync(ownerFile, 'utf8'));
    if (!Number.isInteger(owner) || owner <= 0 || alive(owner)) continue;
    for (const file of GROUP_PIDS) {
      const group = existsSync(join(dir, file)) ? Number(readFileSync(join(dir, file), 'utf8')) : 0;
      if (Number.isInteger(group) && group > 0) {
        try {
          process.kill(-group, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
    log(`removed ${dir}, left by a run that ended without cleaning up`);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function stop(child: ChildProcess, limitMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), limitMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    signalGroup(child, 'SIGKILL');
  });
}

/** Runs PHP code with the site at `docroot` loaded (as the admin when `asAdmin`); returns what it printed. */
export function runPhp(docroot: string, code: string, asAdmin = false): string {
  const result = run('php', [join(PHP_DIR, 'eval.php'), docroot, asAdmin ? '1' : '0'], code);
  if (result.status !== 0) throw new Error(`PHP failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function phpString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The docroot: WordPress's files copied (wp-includes symlinked), its own wp-config.php and wp-content. */
function makeDocroot(
  dir: string,
  source: string,
  themes: Record<string, string>,
  { url, cachedUrl }: { url: string; cachedUrl: string },
  socket: string,
  debugLog: string,
): string {
  const docroot = join(dir, 'www');
  mkdirSync(docroot);
  for (const entry of readdirSync(source)) {
    if (entry === 'wp-config.php' || entry === 'wp-content') continue;
    // wp-includes is only read through ABSPATH: a symlink is enough. wp-admin's scripts find
    // wp-load.php next to their own real path, so they are copied (else they would load Debian's config).
    if (entry === 'wp-includes') symlinkSync(join(source, entry), join(docroot, entry));
    else cpSync(join(source, entry), join(docroot, entry), { recursive: true, verbatimSymlinks: true });
  }
  const content = join(docroot, 'wp-content');
  for (const sub of ['plugins', 'mu-plugins', 'themes', 'uploads', 'upgrade']) mkdirSync(join(content, sub), { recursive: true });
  for (const [name, folder] of Object.entries(themes)) symlinkSync(folder, join(content, 'themes', name));
  const salt = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  const config = `<?php
// Written by scripts/wordpress/wordpress.ts for one throwaway test site.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${phpString(`localhost:${socket}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((key) => `define( '${key}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${phpString(debugLog)} );
define( 'WP_DEBUG_DISPLAY', false );
@ini_set( 'display_errors', '0' );
// Two addresses, one site: PHP's own, and Varnish's in front of it (README, "A busy site"). Each
// request is answered with links to the address it came to; WP-CLI and cron take PHP's.
$cms_islands_cached = isset( $_SERVER['HTTP_HOST'] ) && ${phpString(new URL(cachedUrl).host)} === $_SERVER['HTTP_HOST'];
$cms_islands_home   = $cms_islands_cached ? ${phpString(cachedUrl.replace(/\/$/, ''))} : ${phpString(url.replace(/\/$/, ''))};
define( 'WP_HOME', $cms_islands_home );
define( 'WP_SITEURL', $cms_islands_home );
define( 'WP_CONTENT_DIR', ${phpString(content)} );
define( 'WP_CONTENT_URL', $cms_islands_home . '/wp-content' );
// One site: one name for its login cookies whichever address set them (WordPress derives it from the address).
define( 'COOKIEHASH', md5( ${phpString(url.replace(/\/$/, ''))} ) );
// A site whose pages may come from a page cache says so: Contact Form 7 and the plugin then refill
// each form as the page loads (widgets/contact-form/README.md, "Page caches").
define( 'WP_CACHE', $cms_islands_cached );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
  writeFileSync(join(docroot, 'wp-config.php'), config);
  return docroot;
}

/**
 * The plugin `npm run wp:build` staged, else staged now (the plugin is assembled from
 * wordpress/cms-islands/ and the families' folders, with files only its build writes: wordpress/DEVELOPERS.md).
 */
async function defaultPlugin(log: (line: string) => void): Promise<string> {
  // wp:build puts the bundle in assets/<hash>/ and names the hash in assets/build-info.php (wordpress/DEVELOPERS.md).
  if (existsSync(join(REPO_ROOT, PLUGIN_STAGE_DIR, 'assets/build-info.php'))) return join(REPO_ROOT, PLUGIN_STAGE_DIR);
  log(`no staged plugin in ${PLUGIN_STAGE_DIR}: staging it (npm run wp:build)`);
  return resolve(REPO_ROOT, (await stagePlugin()).dir);
}

/** Starts MariaDB, PHP and WordPress as described at the top of this file. */
export async function startWordPress(options: StartOptions = {}): Promise<WordPressSite> {
  const log = options.log ?? (() => undefined);
  const source = options.source ?? (await wordpressSource(process.env, ARCHIVE_CACHE));
  ensurePackages([...source.packages, VARNISH_PACKAGE], log);
  const wordpress = describeWordPress(source);
  log(
    `WordPress ${wordpress.version} from ${wordpress.origin}${wordpress.contactForm7 ? `, Contact Form 7 ${wordpress.contactForm7}` : ''}`,
  );
  const started = Date.now();
  reapStaleSites(log);
  const dir = mkdtempSync(join(tmpdir(), SITE_DIR_PREFIX));
  writeFileSync(join(dir, OWNER_PID), String(process.pid));
  liveDirs.add(dir);
  const running: ChildProcess[] = [];
  const close = async () => {
    // Everything is thrown away: no graceful shutdown to wait for.
    for (const child of running.reverse()) await stop(child);
    liveDirs.delete(dir);
    if (process.env.CMS_ISLANDS_WP_KEEP === '1') log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  try {
    // MariaDB: a data dir, socket and port of our own; never the system service.
    const dataDir = join(dir, 'db');
    const socket = join(dir, 'mysqld.sock');
    const dbLog = join(dir, 'mariadb.log');
    const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
    const installDb = await runAsync('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${dataDir}`,
      ...asRoot,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--skip-name-resolve',
    ]);
    if (installDb.status !== 0) throw new Error(`mariadb-install-db failed:\n${installDb.stdout}\n${installDb.stderr}`);
    const dbPort = await freePort();
    const mariadb = track(
      spawn(
        'mariadbd',
        [
          '--no-defaults',
          `--datadir=${dataDir}`,
          `--socket=${socket}`,
          `--port=${dbPort}`,
          '--bind-address=127.0.0.1',
          `--pid-file=${join(dir, 'mariadb.pid')}`,
          `--log-error=${dbLog}`,
          '--skip-log-bin',
          '--skip-name-resolve',
          '--innodb-buffer-pool-size=32M',
          '--innodb-flush-log-at-trx-commit=0',
          ...asRoot,
        ],
        { stdio: 'ignore', detached: true },
      ),
    );
    running.push(mariadb);
    writeFileSync(join(dir, GROUP_PIDS[0]!), String(mariadb.pid));
    await waitFor(
      'MariaDB',
      () => {
        if (mariadb.exitCode !== null)
          throw new Error(`MariaDB exited (${mariadb.exitCode}):\n${readFileSync(dbLog, 'utf8').slice(-3000)}`);
        return existsSync(socket);
      },
      30_000,
      dbLog,
    );
    const createDb = run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress']);
    if (createDb.status !== 0) throw new Error(`Creating the database failed: ${createDb.stderr}`);
    log(`MariaDB up on 127.0.0.1:${dbPort} (${Date.now() - started} ms)`);

    // The docroot and PHP's built-in server.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const cachePort = await freePort();
    const cachedUrl = `http://127.0.0.1:${cachePort}/`;
    const debugLog = join(dir, 'debug.log');
    const docroot = makeDocroot(dir, source.dir, siteThemes(source), { url, cachedUrl }, socket, debugLog);
    const muPlugins = options.muPlugins ?? join(REPO_ROOT, 'tests/wordpress/fixtures/mu-plugins');
    if (existsSync(muPlugins)) cpSync(muPlugins, join(docroot, 'wp-content/mu-plugins'), { recursive: true });
    // Awaited only now: a caller may build the plugin while the database comes up.
    const plugins = [...((await options.plugins) ?? [await defaultPlugin(log)]), ...(source.contactForm7 ? [source.contactForm7] : [])];
    for (const plugin of plugins) {
      if (!existsSync(plugin)) throw new Error(`Plugin folder ${plugin} does not exist`);
      symlinkSync(plugin, join(docroot, 'wp-content/plugins', plugin.split('/').pop() ?? 'plugin'));
    }

    const phpIn = (code: string, asAdmin = false): string => runPhp(docroot, code, asAdmin);

    // Install WordPress, then activate the plugins, switch the theme and create the content.
    const install = run('php', [join(PHP_DIR, 'install.php'), docroot, JSON.stringify(ADMIN)]);
    if (install.status !== 0 || !install.stdout.includes('"user_id":1')) {
      throw new Error(`Installing WordPress failed (${install.status}):\n${install.stdout}\n${install.stderr}`);
    }
    const seeded = run('php', [
      join(PHP_DIR, 'seed.php'),
      docroot,
      JSON.stringify({ plugins: plugins.map((plugin) => plugin.split('/').pop()), theme: options.theme ?? wordpress.themes.block }),
    ]);
    const seedJson = seeded.stdout.slice(seeded.stdout.lastIndexOf('\n{') + 1);
    if (seeded.status !== 0 || !seedJson.startsWith('{')) {
      throw new Error(`Creating the test content failed (${seeded.status}):\n${seeded.stdout}\n${seeded.stderr}`);
    }
    const seed = JSON.parse(seedJson) as Seed;
    log(`WordPress installed (${Date.now() - started} ms)`);

    const serverLog = join(dir, 'php-server.log');
    const server = track(
      // OPcache on: WordPress parses its ~200 files once, not on every request.
      spawn('php', ['-d', 'opcache.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', docroot, join(PHP_DIR, 'router.php')], {
        cwd: docroot,
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
        // Several workers: the browser asks for scripts, images and ajax at once.
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      }),
    );
    running.push(server);
    writeFileSync(join(dir, GROUP_PIDS[1]!), String(server.pid));
    const serverOutput: string[] = [];
    server.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (serverOutput.length < 50) serverOutput.push(chunk);
      appendFileSync(serverLog, chunk);
    });
    await waitFor(
      'PHP built-in server',
      () => {
        if (server.exitCode !== null) throw new Error(`php -S exited (${server.exitCode}):\n${serverOutput.join('')}`);
        return httpAnswers(url);
      },
      15_000,
    );
    log(`WordPress at ${url} (${Date.now() - started} ms)`);

    // Varnish in front of it, with the plugin's VCL (README, "A busy site").
    const varnish = spawnVarnish(dir, cachePort, port);
    track(varnish.child);
    running.push(varnish.child);
    writeFileSync(join(dir, GROUP_PIDS[2]!), String(varnish.child.pid));
    await waitFor(
      'Varnish',
      () => {
        if (varnish.child.exitCode !== null) {
          throw new Error(
            `varnishd exited (${varnish.child.exitCode}):\n${existsSync(varnish.log) ? readFileSync(varnish.log, 'utf8').slice(-3000) : ''}`,
          );
        }
        return httpAnswers(cachedUrl);
      },
      30_000,
      varnish.log,
    );
    log(`Varnish at ${cachedUrl} (${Date.now() - started} ms)`);

    return {
      url,
      cachedUrl,
      varnishDir: join(dir, 'varnish'),
      dir,
      docroot,
      debugLog,
      serverLog,
      admin: ADMIN,
      seed,
      wordpress,
      php: phpIn,
      phpJson: <T>(code: string) => {
        const out = phpIn(code);
        try {
          return JSON.parse(out) as T;
        } catch {
          throw new Error(`PHP did not print JSON:\n${out}`);
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line: string) => console.log(`[wordpress] ${line}`);
  startWordPress({ log })
    .then((site) => {
      log(`ready: ${site.url}  (admin: ${site.url}wp-admin/  user ${site.admin.user} / ${site.admin.password})`);
      log(`through Varnish: ${site.cachedUrl}`);
      log(`debug log: ${site.debugLog}`);
      log(`folder: ${site.dir}  (Ctrl+C stops PHP and MariaDB and removes it; CMS_ISLANDS_WP_KEEP=1 keeps it)`);
      const shutdown = () => void site.close().then(() => process.exit(0));
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
