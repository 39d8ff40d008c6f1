/**
 * A release archive (.tar.gz) named by an environment variable, extracted once into a cache folder
 * keyed by the archive's sha256 (README, "Tests", "WordPress"): the WordPress tests run on
 * `WORDPRESS_ARCHIVE` and `CONTACT_FORM_7_ARCHIVE` when they are given.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, createReadStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ArchiveRequest {
  /** The environment variable that named the archive, for the messages. */
  variable: string;
  /** Its value: the archive's path. */
  path: string;
  /** The folder the archive unpacks to (`wordpress`, `contact-form-7`). */
  top: string;
  /** A file inside that folder which proves it is the right archive (`wp-load.php`). */
  marker: string;
  /** Where extracted archives are kept, one folder per sha256. */
  cacheDir: string;
}

/** The archive's sha256, hex. */
export function sha256OfFile(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('error', fail)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => done(hash.digest('hex')));
  });
}

/** Fails, saying what to do, unless `path` is a file this process can read. */
function checkReadable({ variable, path }: ArchiveRequest): void {
  const unset = `Set ${variable} to a readable release .tar.gz, or unset it to run on Debian's packages (README, "Tests", "WordPress").`;
  if (!existsSync(path)) throw new Error(`${variable}=${path}: no such file. ${unset}`);
  if (!statSync(path).isFile()) throw new Error(`${variable}=${path} is not a file. ${unset}`);
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw new Error(`${variable}=${path} cannot be read by this user. ${unset}`);
  }
}

/**
 * The archive's top folder, extracted: `<cacheDir>/<sha256>/<top>`. Extracted into a fresh folder
 * first and renamed into place, so a run that stops midway leaves no half folder, and two runs at once
 * both end up with one complete copy.
 */
export async function extractArchive(request: ArchiveRequest): Promise<string> {
  checkReadable(request);
  const { variable, path, top, marker, cacheDir } = request;
  const sha = await sha256OfFile(path);
  const done = join(cacheDir, sha);
  const folder = join(done, top);
  if (existsSync(join(folder, marker))) return folder;
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, `.${sha.slice(0, 12)}-`));
  try {
    const tar = spawnSync('tar', ['-xzf', resolve(path), '-C', work], { encoding: 'utf8' });
    if (tar.error) throw new Error(`${variable}: could not run tar (${tar.error.message}).`);
    if (tar.status !== 0) throw new Error(`${variable}=${path} is not a .tar.gz tar can extract:\n${tar.stderr.slice(-2000)}`);
    if (!existsSync(join(work, top, marker))) {
      throw new Error(`${variable}=${path} holds no ${top}/${marker}: it is not the release archive it should name.`);
    }
    try {
      renameSync(work, done);
    } catch (error) {
      // Another run put its copy there first: that one is used.
      if (!existsSync(join(folder, marker))) {
        throw new Error(`${done} is in the way and holds no ${top}/${marker}: remove it and run again (${(error as Error).message}).`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return folder;
}
