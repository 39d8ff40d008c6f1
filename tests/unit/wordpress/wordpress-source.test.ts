import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractArchive, sha256OfFile, type ArchiveRequest } from '../../../scripts/wordpress/archive';
import { blockTheme, compareVersions, describeWordPress, wordpressSource } from '../../../scripts/wordpress/source';

/**
 * Where the WordPress tests' WordPress comes from (README, "Tests", "WordPress";
 * scripts/wordpress/archive.ts and source.ts): WORDPRESS_ARCHIVE and CONTACT_FORM_7_ARCHIVE are
 * extracted once, keyed by sha256, a bad path fails saying what to do, and without them it is Debian's
 * package as before. Small archives and trees made here stand for the release archives.
 */
let work = '';
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'cms-islands-archive-test-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A .tar.gz holding `files` (path → content) under `top/`. */
function makeArchive(name: string, top: string, files: Record<string, string>): string {
  const source = join(work, `source-${name}`);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(source, top, path, '..'), { recursive: true });
    writeFileSync(join(source, top, path), content);
  }
  const archive = join(work, name);
  const tar = spawnSync('tar', ['-czf', archive, '-C', source, top], { encoding: 'utf8' });
  expect(tar.status, tar.stderr).toBe(0);
  return archive;
}

const request = (path: string): ArchiveRequest => ({
  variable: 'WORDPRESS_ARCHIVE',
  path,
  top: 'wordpress',
  marker: 'wp-load.php',
  cacheDir: join(work, 'cache'),
});

describe('extractArchive', () => {
  it('extracts into <cache>/<sha256>/<top>, once', async () => {
    const archive = makeArchive('wp.tar.gz', 'wordpress', {
      'wp-load.php': '<?php',
      'wp-includes/version.php': "<?php\n$wp_version = '7.1';",
    });
    const sha = createHash('sha256').update(readFileSync(archive)).digest('hex');
    expect(await sha256OfFile(archive)).toBe(sha);
    const folder = await extractArchive(request(archive));
    expect(folder).toBe(join(work, 'cache', sha, 'wordpress'));
    expect(readFileSync(join(folder, 'wp-includes/version.php'), 'utf8')).toContain("'7.1'");
    // A second run uses the copy it finds: a file added to it is still there.
    writeFileSync(join(folder, 'left-by-the-first-run'), '');
    expect(await extractArchive(request(archive))).toBe(folder);
    expect(existsSync(join(folder, 'left-by-the-first-run'))).toBe(true);
    expect(readdirSync(join(work, 'cache'))).toEqual([sha]);
  });

  it('a missing path fails, naming the variable and what to do', async () => {
    await expect(extractArchive(request(join(work, 'nowhere.tar.gz')))).rejects.toThrow(
      /WORDPRESS_ARCHIVE=.*nowhere\.tar\.gz: no such file\. Set WORDPRESS_ARCHIVE to a readable release \.tar\.gz, or unset it/,
    );
  });

  it('a folder is not an archive', async () => {
    await expect(extractArchive(request(work))).rejects.toThrow(/is not a file/);
  });

  it('a file that is no .tar.gz fails, and leaves nothing in the cache', async () => {
    const archive = join(work, 'notes.tar.gz');
    writeFileSync(archive, 'not an archive');
    await expect(extractArchive(request(archive))).rejects.toThrow(/is not a \.tar\.gz tar can extract/);
    expect(readdirSync(join(work, 'cache'))).toEqual([]);
  });

  it('another archive than the one named fails, and leaves nothing in the cache', async () => {
    const archive = makeArchive('cf7.tar.gz', 'contact-form-7', { 'wp-contact-form-7.php': '<?php' });
    await expect(extractArchive(request(archive))).rejects.toThrow(/holds no wordpress\/wp-load\.php/);
    expect(readdirSync(join(work, 'cache'))).toEqual([]);
  });
});

describe('wordpressSource', () => {
  it("without the variables: Debian's package, with its themes' packages, exactly as before", async () => {
    const source = await wordpressSource({}, join(work, 'cache'));
    expect(source).toMatchObject({ dir: '/usr/share/wordpress', contactForm7: null });
    expect(source.packages.map((p) => p.name)).toEqual([
      'wordpress',
      'php-cli',
      'php-mysql',
      'mariadb-server',
      'wordpress-theme-twentytwentythree',
      'wordpress-theme-twentytwentyone',
    ]);
  });

  it("with WORDPRESS_ARCHIVE: the archive's WordPress, Debian's PHP, MariaDB and classic theme", async () => {
    const archive = makeArchive('wp.tar.gz', 'wordpress', { 'wp-load.php': '<?php' });
    const cf7 = makeArchive('cf7.tar.gz', 'contact-form-7', { 'wp-contact-form-7.php': '<?php' });
    const source = await wordpressSource({ WORDPRESS_ARCHIVE: archive, CONTACT_FORM_7_ARCHIVE: cf7 }, join(work, 'cache'));
    expect(source.dir).toMatch(/\/wordpress$/);
    expect(source.contactForm7).toMatch(/\/contact-form-7$/);
    expect(source.packages.map((p) => p.name)).toEqual([
      'php-cli',
      'php-mysql',
      'mariadb-server',
      'php-gd',
      'wordpress-theme-twentytwentyone',
    ]);
  });

  it('a bad CONTACT_FORM_7_ARCHIVE fails before anything starts', async () => {
    await expect(wordpressSource({ CONTACT_FORM_7_ARCHIVE: join(work, 'none.tar.gz') }, join(work, 'cache'))).rejects.toThrow(
      /CONTACT_FORM_7_ARCHIVE=.*no such file/,
    );
  });
});

describe('versions and themes', () => {
  it('compares versions by their numbers', () => {
    expect(compareVersions('6.1.9', '6.7')).toBe(-1);
    expect(compareVersions('7.1', '6.7')).toBe(1);
    expect(compareVersions('6.7', '6.7.0')).toBe(0);
    expect(compareVersions('6.10', '6.9')).toBe(1);
  });

  it('the block-theme tests take the newest default block theme there is', () => {
    expect(blockTheme({ twentytwentythree: '', twentytwentyone: '' })).toBe('twentytwentythree');
    expect(blockTheme({ twentytwentythree: '', twentytwentyfour: '', twentytwentyfive: '', twentytwentyone: '' })).toBe('twentytwentyfive');
    expect(() => blockTheme({ twentytwentyone: '' })).toThrow(/No default block theme/);
  });
});

describe('describeWordPress', () => {
  /** A WordPress tree of `version` with `themes`, and Contact Form 7 asking for `needs`. */
  function trees(version: string, themes: string[], needs: string) {
    const dir = join(work, 'wordpress');
    mkdirSync(join(dir, 'wp-includes'), { recursive: true });
    writeFileSync(join(dir, 'wp-includes/version.php'), `<?php\n$wp_version = '${version}';\n`);
    for (const theme of themes) {
      mkdirSync(join(dir, 'wp-content/themes', theme), { recursive: true });
      writeFileSync(join(dir, 'wp-content/themes', theme, 'style.css'), '');
    }
    const contactForm7 = join(work, 'contact-form-7');
    mkdirSync(contactForm7);
    writeFileSync(join(contactForm7, 'wp-contact-form-7.php'), `<?php\n/**\n * Version: 6.1.6\n * Requires at least: ${needs}\n */\n`);
    return { origin: 'a test tree', dir, packages: [], contactForm7 };
  }

  it("reads the version, the block theme and Contact Form 7's version", () => {
    expect(describeWordPress(trees('7.1', ['twentytwentythree', 'twentytwentyfour', 'twentytwentyfive'], '6.7'))).toEqual({
      version: '7.1',
      origin: 'a test tree',
      themes: { block: 'twentytwentyfive', classic: 'twentytwentyone' },
      contactForm7: '6.1.6',
    });
  });

  it('fails when Contact Form 7 needs a newer WordPress, saying what to give', () => {
    expect(() => describeWordPress(trees('6.1.9', ['twentytwentythree'], '6.7'))).toThrow(
      /Contact Form 7 6\.1\.6 \(CONTACT_FORM_7_ARCHIVE\) requires WordPress 6\.7; a test tree is 6\.1\.9\. Give WORDPRESS_ARCHIVE/,
    );
  });
});
