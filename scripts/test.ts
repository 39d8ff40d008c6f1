/**
 * `npm test` (README, "Tests"): vitest (unit, then browser), with lint, format, the type check and the
 * dead-code check beside it at the lowest CPU priority: they take the cores while the browser tests wait
 * for Chromium, not from them. Prints each phase's wall time and the whole run's as its last lines, and
 * exits with the first failure's code (a check's first). Extra arguments go to vitest.
 */
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  command: string;
  args: string[];
  /** Runs at the lowest CPU priority (`nice -n 19`, where there is a `nice`). */
  background?: boolean;
}

/** The checks yield the CPU to vitest's workers and Chromium: a niceness of 19 (the lowest priority). */
const LOWEST_PRIORITY_NICENESS = 19;

function run({ name, command, args, background = false }: Phase): Promise<{ name: string; code: number; seconds: number }> {
  const started = performance.now();
  const [program, programArgs] =
    background && process.platform !== 'win32' ? ['nice', ['-n', String(LOWEST_PRIORITY_NICENESS), command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }));
  });
}

const started = performance.now();
const seconds = (value: number) => `${Math.round(value)} s`;
const [tests, ...checks] = await Promise.all([
  run({ name: 'vitest', command: 'npx', args: ['vitest', 'run', ...process.argv.slice(2)] }),
  run({ name: 'lint', command: 'npx', args: ['eslint', '.'], background: true }),
  run({ name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'], background: true }),
  run({ name: 'types', command: 'npx', args: ['tsc', '-p', '.'], background: true }),
  // Dead files, exports and dependencies (knip.config.ts).
  run({ name: 'dead code', command: 'npx', args: ['knip'], background: true }),
]);
const phases = [...checks, tests];
const failed = phases.find((phase) => phase.code !== 0);
console.log(
  `\nnpm test: ${seconds((performance.now() - started) / 1000)} wall (${phases.map((phase) => `${phase.name} ${seconds(phase.seconds)}`).join(', ')})`,
);
if (failed) console.error(`npm test: ${failed.name} failed`);
process.exit(failed?.code ?? 0);
