/** The marked sections of the committed report (tests/bench/RESULTS.md) that a run replaces, or keeps. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Report sections a run of some cases can replace on their own in the committed report (tables.ts marks them). */
export const SECTION_MARK = (name: string) => ({ open: `<!-- bench-section:${name} -->`, close: `<!-- /bench-section:${name} -->` });
const MARKED_SECTION = /<!-- bench-section:([a-z-]+) -->[\s\S]*?<!-- \/bench-section:\1 -->/g;
/**
 * The committed report's last section: what was measured before, by whom and why (README,
 * "Benchmark"), written by people, never by a run, and kept by every run that rewrites the file.
 */
const HISTORY_SECTION = 'history';

/** A full run's new report with the history section of the committed one (`target`) at its end. */
export function withCommittedHistory(report: string, target: string): string {
  if (!existsSync(target)) return report;
  const { open, close } = SECTION_MARK(HISTORY_SECTION);
  const committed = readFileSync(target, 'utf8');
  const start = committed.indexOf(open);
  const end = committed.indexOf(close);
  return start >= 0 && end > start ? `${report.trimEnd()}\n\n${committed.slice(start, end + close.length)}\n` : report;
}

/** Where a section the committed report lacks goes: before the list of samples (or at the end). */
const INSERT_BEFORE = '## Samples measured';

/**
 * A full run of some cases (`npm run bench -- --only media,list`): the marked sections of the cases it
 * ran (a section is named after its case) replace the same sections of the committed
 * tests/bench/RESULTS.md (or join it); the rest of that file, measured by an earlier run, stays as it
 * is (a section the run did not measure says "Not run." and is never written over a measured one).
 * Returns the names of the sections written.
 */
export function mergeSections(report: string, intoDir: string, ran: readonly string[]): string[] {
  const sections = [...report.matchAll(MARKED_SECTION)]
    .map((match) => ({ name: match[1]!, text: match[0] }))
    .filter((section) => ran.includes(section.name));
  if (sections.length === 0) return [];
  const target = join(intoDir, 'RESULTS.md');
  let committed = existsSync(target) ? readFileSync(target, 'utf8') : '# Benchmark results\n';
  for (const { name, text } of sections) {
    const { open, close } = SECTION_MARK(name);
    const start = committed.indexOf(open);
    const end = committed.indexOf(close);
    if (start >= 0 && end > start) committed = committed.slice(0, start) + text + committed.slice(end + close.length);
    else {
      const at = committed.indexOf(INSERT_BEFORE);
      committed = at >= 0 ? `${committed.slice(0, at)}${text}\n\n${committed.slice(at)}` : `${committed.trimEnd()}\n\n${text}\n`;
    }
  }
  writeFileSync(target, committed);
  return sections.map((section) => section.name);
}
