/** Writes a run's results: JSON (every run's value), the Markdown report and the chart. */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults } from '../suite';
import { mountChartSvg } from './chart';
import type { Verdict } from './goals';

const CHART_FILE = 'mount-vs-widgets.svg';

export interface WrittenFiles {
  json: string;
  report: string;
  chart: string;
}

export function writeResults(results: BenchResults, verdicts: readonly Verdict[], report: string, outDir: string): WrittenFiles {
  mkdirSync(outDir, { recursive: true });
  const files = { json: join(outDir, 'results.json'), report: join(outDir, 'RESULTS.md'), chart: join(outDir, CHART_FILE) };
  writeFileSync(files.json, `${JSON.stringify({ ...results, goals: verdicts }, null, 2)}\n`);
  if (results.mount.length === 0) {
    writeFileSync(files.report, report);
    return files;
  }
  writeFileSync(files.report, report.replace('\n## Goals', `\n![Mount cost against widget count](${CHART_FILE})\n\n## Goals`));
  writeFileSync(files.chart, mountChartSvg(results.mount, `Mount cost against widget count (${results.config.mode} run)`));
  return files;
}

/** The committed copy of a full run's report and chart (tests/bench/RESULTS.md). */
export function publishResults(written: WrittenFiles, intoDir: string): string[] {
  const targets = [join(intoDir, 'RESULTS.md'), join(intoDir, CHART_FILE)];
  copyFileSync(written.report, targets[0]!);
  copyFileSync(written.chart, targets[1]!);
  return targets;
}

/** Report sections a run of some cases can replace on their own in the committed report (tables.ts marks them). */
export const SECTION_MARK = (name: string) => ({ open: `<!-- bench-section:${name} -->`, close: `<!-- /bench-section:${name} -->` });
const MARKED_SECTION = /<!-- bench-section:([a-z-]+) -->[\s\S]*?<!-- \/bench-section:\1 -->/g;
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
