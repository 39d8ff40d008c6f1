/** Writes a run's results: JSON (every run's value), the Markdown report and the chart. */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults } from '../suite';
import { mountChartSvg } from './chart';
import type { Verdict } from './goals';
import { withCommittedHistory } from './sections';

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

/** The committed copy of a full run's report and chart (tests/bench/RESULTS.md); its history section stays. */
export function publishResults(written: WrittenFiles, intoDir: string): string[] {
  const targets = [join(intoDir, 'RESULTS.md'), join(intoDir, CHART_FILE)];
  writeFileSync(targets[0]!, withCommittedHistory(readFileSync(written.report, 'utf8'), targets[0]!));
  copyFileSync(written.chart, targets[1]!);
  return targets;
}
