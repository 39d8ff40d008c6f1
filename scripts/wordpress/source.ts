/**
 * Where the test WordPress comes from (README, "Tests", "WordPress"): Debian's `wordpress` package
 * (6.1) by default, or the release archive `WORDPRESS_ARCHIVE` names, with Contact Form 7 from
 * `CONTACT_FORM_7_ARCHIVE` when that is given. PHP, php-mysql and MariaDB come from Debian's packages
 * either way, and so does the classic theme (Twenty Twenty-One): a 7.x archive has block themes only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractArchive } from './archive';

const DEBIAN_WORDPRESS = '/usr/share/wordpress';
const DEBIAN_THEMES = `${DEBIAN_WORDPRESS}/wp-content/themes`;

/** The classic theme the tests use, from Debian's wordpress-theme-twentytwentyone whatever the source. */
const CLASSIC_THEME = 'twentytwentyone';
/** Block themes the tests may use, newest first: the newest the source ships is taken. */
const BLOCK_THEMES = ['twentytwentyfive', 'twentytwentyfour', 'twentytwentythree'];

/** A Debian package, with a file it brings or the PHP module it adds (`php -m`). */
export interface DebianPackage {
  name: string;
  file?: string;
  phpModule?: string;
}

const PHP_AND_DATABASE: DebianPackage[] = [
  { name: 'php-cli', file: '/usr/bin/php' },
  { name: 'php-mysql', phpModule: 'mysqli' },
  { name: 'mariadb-server', file: '/usr/sbin/mariadbd' },
];
const CLASSIC_THEME_PACKAGE: DebianPackage = {
  name: 'wordpress-theme-twentytwentyone',
  file: `${DEBIAN_THEMES}/${CLASSIC_THEME}/style.css`,
};

export interface WordPressSource {
  /** `Debian's wordpress package` or `WORDPRESS_ARCHIVE=<path>`, for the log. */
  origin: string;
  /** WordPress's own folder (wp-load.php, wp-admin, wp-includes, wp-content). */
  dir: string;
  /** The Debian packages this source needs. */
  packages: DebianPackage[];
  /** Contact Form 7's plugin folder, when CONTACT_FORM_7_ARCHIVE names it. */
  contactForm7: string | null;
}

/** The archive variables, checked and extracted (into `cacheDir`), or Debian's package without them. */
export async function wordpressSource(env: NodeJS.ProcessEnv, cacheDir: string): Promise<WordPressSource> {
  const wordpressArchive = env.WORDPRESS_ARCHIVE ?? '';
  const contactForm7Archive = env.CONTACT_FORM_7_ARCHIVE ?? '';
  const contactForm7 = contactForm7Archive
    ? await extractArchive({
        variable: 'CONTACT_FORM_7_ARCHIVE',
        path: contactForm7Archive,
        top: 'contact-form-7',
        marker: 'wp-contact-form-7.php',
        cacheDir,
      })
    : null;
  if (!wordpressArchive) {
    return {
      origin: "Debian's wordpress package",
      dir: DEBIAN_WORDPRESS,
      packages: [
        { name: 'wordpress', file: `${DEBIAN_WORDPRESS}/wp-load.php` },
        ...PHP_AND_DATABASE,
        { name: 'wordpress-theme-twentytwentythree', file: `${DEBIAN_THEMES}/twentytwentythree/theme.json` },
        CLASSIC_THEME_PACKAGE,
      ],
      contactForm7,
    };
  }
  const dir = await extractArchive({
    variable: 'WORDPRESS_ARCHIVE',
    path: wordpressArchive,
    top: 'wordpress',
    marker: 'wp-load.php',
    cacheDir,
  });
  return {
    origin: `WORDPRESS_ARCHIVE=${wordpressArchive}`,
    dir,
    // Debian's wordpress package brings php-gd, which the seed draws its image with.
    packages: [...PHP_AND_DATABASE, { name: 'php-gd', phpModule: 'gd' }, CLASSIC_THEME_PACKAGE],
    contactForm7,
  };
}

/** `$wp_version` of the WordPress in `dir` (wp-includes/version.php). */
function wordpressVersion(dir: string): string {
  const match = /^\$wp_version\s*=\s*'([^']+)'/m.exec(readFileSync(join(dir, 'wp-includes/version.php'), 'utf8'));
  if (!match?.[1]) throw new Error(`${dir}/wp-includes/version.php names no $wp_version`);
  return match[1];
}

/** A plugin's header line (`Version`, `Requires at least`) from its main file. */
function pluginHeader(file: string, name: string): string {
  const match = new RegExp(`^[\\s*#@]*${name}:\\s*(.+)$`, 'mi').exec(readFileSync(file, 'utf8'));
  return match?.[1]?.trim() ?? '';
}

/** -1, 0 or 1 as version `a` is older than, the same as, or newer than `b` (numeric parts only). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * The theme folders the site links into wp-content/themes: every theme the source ships, and the
 * classic theme from Debian's package when the source has none (name → folder).
 */
export function siteThemes(source: WordPressSource): Record<string, string> {
  const own = join(source.dir, 'wp-content/themes');
  const themes: Record<string, string> = {};
  for (const name of readdirSync(own)) if (existsSync(join(own, name, 'style.css'))) themes[name] = join(own, name);
  themes[CLASSIC_THEME] ??= join(DEBIAN_THEMES, CLASSIC_THEME);
  return themes;
}

/** The block theme the block-theme tests run on: the newest default block theme the source ships. */
export function blockTheme(themes: Record<string, string>): string {
  const found = BLOCK_THEMES.find((name) => name in themes);
  if (!found) throw new Error(`No default block theme (${BLOCK_THEMES.join(', ')}) among ${Object.keys(themes).join(', ')}`);
  return found;
}

/** Which WordPress a site runs: its version, where it came from, its test themes, Contact Form 7's version (null: not installed). */
export interface SiteWordPress {
  version: string;
  origin: string;
  themes: { block: string; classic: string };
  contactForm7: string | null;
}

/**
 * The WordPress `source` holds (read once its packages are there): version, themes, Contact Form 7.
 * Fails when Contact Form 7 needs a newer WordPress (6.1.6 needs 6.7: give WORDPRESS_ARCHIVE too).
 */
export function describeWordPress(source: WordPressSource): SiteWordPress {
  const version = wordpressVersion(source.dir);
  let contactForm7: string | null = null;
  if (source.contactForm7) {
    const main = join(source.contactForm7, 'wp-contact-form-7.php');
    contactForm7 = pluginHeader(main, 'Version');
    const needs = pluginHeader(main, 'Requires at least');
    if (needs && compareVersions(version, needs) < 0) {
      throw new Error(
        `Contact Form 7 ${contactForm7} (CONTACT_FORM_7_ARCHIVE) requires WordPress ${needs}; ${source.origin} is ${version}. ` +
          'Give WORDPRESS_ARCHIVE a newer WordPress too (README, "Tests", "WordPress").',
      );
    }
  }
  return { version, origin: source.origin, themes: { block: blockTheme(siteThemes(source)), classic: CLASSIC_THEME }, contactForm7 };
}
