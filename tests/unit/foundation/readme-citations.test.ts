import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the project's own docs by section (README, "Tests"; widgets/masonry/README.md,
 * "Options"): every section cited exists, so a renamed heading cannot leave comments pointing at
 * nothing. A bare "README" is the root README or the README of the cited file's own folder (its
 * family's); a section is a heading or a bold lead-in (`**Before its file**`), matched from its start.
 */
const ROOT = process.cwd();
const SOURCES = /\.(ts|tsx|php|css|js)$/;
/** `README, "A"`, `README "A"`, `README's "A"`, `widgets/x/README.md, "A", "B"`. */
const CITATION = /([\w./-]+\/)?README(?:\.md)?(?:'s)?[,:]?[ \t]*((?:"[^"\n]+"(?:,[ \t]*)?)+)/g;
const THIS_FILE = 'tests/unit/foundation/readme-citations.test.ts';

const sectionsOf = new Map<string, string[]>();
function sections(readme: string): string[] {
  let found = sectionsOf.get(readme);
  if (found) return found;
  const text = existsSync(join(ROOT, readme)) ? readFileSync(join(ROOT, readme), 'utf8') : '';
  const headings = [...text.matchAll(/^#+\s+(.+)$/gm)].map((match) => match[1]!);
  const leads = [...text.matchAll(/\*\*([^*\n]+?)\*\*/g)].map((match) => match[1]!.replace(/[.:]$/, ''));
  found = [...headings, ...leads].map((section) => section.replace(/`/g, '').trim());
  sectionsOf.set(readme, found);
  return found;
}

/** The README of the nearest folder above `file` that has one. */
function ownReadme(file: string): string | null {
  for (let folder = dirname(file); folder !== '.'; folder = dirname(folder))
    if (existsSync(join(ROOT, folder, 'README.md'))) return join(folder, 'README.md');
  return null;
}

function citations(): Array<{ file: string; cited: string; readmes: string[] }> {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCES.test(file) && file !== THIS_FILE && existsSync(join(ROOT, file)));
  return files.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(CITATION)].flatMap((match) => {
      const readmes = match[1] ? [join(match[1], 'README.md')] : ['README.md', ...[ownReadme(file) ?? []].flat()];
      return [...match[2]!.matchAll(/"([^"\n]+)"/g)].map((quoted) => ({ file, cited: quoted[1]!, readmes }));
    }),
  );
}

describe('README sections cited in the code', () => {
  const all = citations();

  it('there are citations to check', () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it('every section a comment cites exists in the README it names', () => {
    const missing = all
      .filter(({ cited, readmes }) => !readmes.some((readme) => sections(readme).some((section) => section.startsWith(cited))))
      .map(({ file, cited, readmes }) => `${file}: "${cited}" is no section of ${readmes.join(' or ')}`);
    expect(missing).toEqual([]);
  });
});
