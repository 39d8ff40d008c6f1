/**
 * `npm test` (README, "Tests"): vitest (unit, then browser) and, beside it at the lowest CPU priority,
 * lint, format, the type check and the dead-code check. Prints each phase's wall time and the whole
 * run's as its last lines, and exits with the first failure's code. Extra arguments go to vitest.
 *
 * Why beside and not before: the tests leave a core idle now and then (a test waiting on a page, a
 * file starting), about a tenth of the run on two cores, and the checks need about as much. At the
 * lowest priority they take only what the tests leave, so they no longer add their half-minute in
 * front of them, and the tests run as fast as they would alone. A check's output is printed in one
 * piece when it ends, so it does not break into the reporter's lines.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

interface Phase {
  name: string;
  command: string;
  args: string[];
  /** Runs at the lowest CPU priority, its output held until it ends. */
  background?: boolean;
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

/** The lowest scheduling priority (nice 19; the idle class on Windows). */
const LOWEST_PRIORITY = 19;

function run({ name, command, args, background = false }: Phase): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    // Set before npx has started the tool: the tool's processes inherit it.
    if (background && child.pid !== undefined) {
      try {
        setPriority(child.pid, LOWEST_PRIORITY);
      } catch {
        // Not allowed here: the check runs at normal priority, only slower for the tests.
      }
    }
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const text = Buffer.concat(output).toString();
      if (text.trim()) process.stdout.write(`\n${name}:\n${text}`);
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 });
    });
  });
}

const started = performance.now();
const seconds = (value: number) => `${Math.round(value)} s`;
const checks = Promise.all([
  run({ name: 'lint', command: 'npx', args: ['eslint', '.'], background: true }),
  run({ name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'], background: true }),
  run({ name: 'types', command: 'npx', args: ['tsc', '-p', '.'], background: true }),
  // Dead files, exports and dependencies (knip.config.ts).
  run({ name: 'dead code', command: 'npx', args: ['knip'], background: true }),
]);
const tests = await run({ name: 'vitest', command: 'npx', args: ['vitest', 'run', ...process.argv.slice(2)] });
const phases = [...(await checks), tests];
const failed = phases.find((phase) => phase.code !== 0);
console.log(
  `\nnpm test: ${seconds((performance.now() - started) / 1000)} wall (${phases.map((phase) => `${phase.name} ${seconds(phase.seconds)}`).join(', ')})`,
);
if (failed) console.log(`npm test: ${failed.name} failed`);
process.exit(failed?.code ?? 0);
