import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeSections, withCommittedHistory } from '../../bench/report/sections';

/** The committed benchmark report (README, "Benchmark"): a run rewrites its figures, never the history people wrote. */
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'bench-report-'));
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

const HISTORY =
  '<!-- bench-section:history -->\n## History\n\n### 2026-11-26: counters on a timer\n\n107 → 77 ms.\n<!-- /bench-section:history -->';

describe('the committed report keeps its history', () => {
  it('a full run rewrites the figures and keeps the history at the end', () => {
    const committed = join(folder(), 'RESULTS.md');
    writeFileSync(committed, `# Benchmark results (full run)\n\nold figures\n\n${HISTORY}\n`);
    expect(withCommittedHistory('# Benchmark results (full run)\n\nnew figures\n', committed)).toBe(
      `# Benchmark results (full run)\n\nnew figures\n\n${HISTORY}\n`,
    );
    expect(withCommittedHistory('# new\n', join(folder(), 'none.md'))).toBe('# new\n');
  });

  it('a run of some cases replaces their sections only, the history too staying', () => {
    const committed = folder();
    const section = (figure: string) => `<!-- bench-section:storefront -->\n## Storefront\n\n${figure}\n<!-- /bench-section:storefront -->`;
    writeFileSync(join(committed, 'RESULTS.md'), `# Benchmark results\n\n${section('old')}\n\n## Samples measured\n\n${HISTORY}\n`);
    expect(mergeSections(`# run\n\n${section('new')}\n`, committed, ['storefront'])).toEqual(['storefront']);
    expect(readFileSync(join(committed, 'RESULTS.md'), 'utf8')).toBe(
      `# Benchmark results\n\n${section('new')}\n\n## Samples measured\n\n${HISTORY}\n`,
    );
  });
});
