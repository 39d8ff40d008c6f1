/**
 * `npm run test:times`: writes tests/TIMES.md, the ten slowest test files of the latest runs with
 * their seconds (from test-results/times.json, which every vitest run of the project updates).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { TIMES_FILE, type FileTime } from '../tests/support/times-reporter';

const SLOWEST_COUNT = 10;
let times: FileTime[];
try {
  times = JSON.parse(readFileSync(TIMES_FILE, 'utf8')) as FileTime[];
} catch {
  console.error(`No ${TIMES_FILE} yet: run \`npm test\` (and \`npm run bench:smoke\`) first.`);
  process.exit(1);
}
// A file moved or deleted since its run is no longer part of any run.
times = times.filter((time) => existsSync(time.file));
const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_COUNT);
const total = (project: string) => times.filter((time) => time.project === project).reduce((sum, time) => sum + time.seconds, 0);
const projects = [...new Set(times.map((time) => time.project))];
const rows = slowest.map((time) => `| \`${time.file}\` | ${time.project} | ${time.seconds.toFixed(1)} |`);
writeFileSync(
  'tests/TIMES.md',
  `# Test times

The ten slowest test files of the latest runs on this machine (\`npm run test:times\` rewrites this
file from \`${TIMES_FILE}\`, which every vitest run updates; README, "Tests"). Seconds are each file's
own duration; files of a project run two at a time, so the wall time of a run is less than their sum.

| file | project | seconds |
|---|---|---|
${rows.join('\n')}

Sum of file durations by project: ${projects.map((project) => `${project} ${Math.round(total(project))} s`).join(', ')}.
`,
);
console.log(`tests/TIMES.md: ${slowest.length} files`);
