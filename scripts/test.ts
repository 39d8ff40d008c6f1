/**
 * `npm test` (README, "Tests"): lint, format, the type check and the dead-code check side by side, then vitest
 * (unit, then browser). Prints each phase's wall time and the whole run's as its last lines, and
 * exits with the first failure's code. Extra arguments go to vitest.
 */
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  command: string;
  args: string[];
}

function run({ name, command, args }: Phase): Promise<{ name: string; code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }));
  });
}

const started = performance.now();
const seconds = (value: number) => `${Math.round(value)} s`;
const checks = await Promise.all([
  run({ name: 'lint', command: 'npx', args: ['eslint', '.'] }),
  run({ name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] }),
  run({ name: 'types', command: 'npx', args: ['tsc', '-p', '.'] }),
  // Dead files, exports and dependencies (knip.config.ts).
  run({ name: 'dead code', command: 'npx', args: ['knip'] }),
]);
const failedCheck = checks.find((check) => check.code !== 0);
const tests = failedCheck ? null : await run({ name: 'vitest', command: 'npx', args: ['vitest', 'run', ...process.argv.slice(2)] });
const phases = [...checks, ...(tests ? [tests] : [])];
console.log(
  `\nnpm test: ${seconds((performance.now() - started) / 1000)} wall (${phases.map((phase) => `${phase.name} ${seconds(phase.seconds)}`).join(', ')})`,
);
process.exit(failedCheck?.code ?? tests?.code ?? 1);
