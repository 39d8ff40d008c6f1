import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where each run leaves its files' durations; `npm run test:times` turns them into tests/TIMES.md. */
export const TIMES_FILE = 'test-results/times.json';

export interface FileTime {
  /** The test file, from the project's root. */
  file: string;
  project: string;
  seconds: number;
}

/**
 * Records how long each test file took in this run (README, "Tests"), merged over earlier runs of
 * other projects or commands (`npm test`, `npm run bench:smoke`, `npm run test:wordpress`): a file's
 * latest run replaces its earlier one.
 */
export default class TimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let known: FileTime[] = [];
    try {
      known = JSON.parse(readFileSync(TIMES_FILE, 'utf8')) as FileTime[];
    } catch {
      // First run, or an unreadable file: start afresh.
    }
    const fresh = testModules.map((testModule) => ({
      file: relative(process.cwd(), testModule.moduleId),
      project: testModule.project.name,
      seconds: Math.round(testModule.diagnostic().duration / 100) / 10,
    }));
    const freshFiles = new Set(fresh.map((time) => time.file));
    mkdirSync(dirname(TIMES_FILE), { recursive: true });
    writeFileSync(TIMES_FILE, `${JSON.stringify([...known.filter((time) => !freshFiles.has(time.file)), ...fresh], null, 2)}\n`);
  }
}
