/** The Lighthouse case's goals (issue 34) and its section of the report. */
import type { LighthousePreset, LighthouseRun } from '../cases/lighthouse';
import { GOALS } from '../config';
import type { BenchResults } from '../suite';
import { ISSUE_34_SIDE_BY_SIDE } from './baseline';
import { sectionGoalsTable, stat, table } from './format';
import type { Verdict } from './goals';

const section = 'lighthouse' as const;
const goal = GOALS.lighthouse;

const mobileOf = ({ lighthouse }: BenchResults) => lighthouse?.presets.find((preset) => preset.preset === 'mobile');

export function lighthouseGoals(results: BenchResults): Verdict[] {
  const mobile = mobileOf(results);
  const score = { goal: 'Lighthouse, mobile: performance score', target: `≥ ${goal.mobilePerformanceScore}` };
  const tbt = { goal: 'Lighthouse, mobile: total blocking time', target: `${goal.mobileTotalBlockingTimeMs} ms` };
  if (!mobile) return [score, tbt].map((verdict) => ({ ...verdict, measured: 'not run', met: null, section }));
  return [
    {
      ...score,
      measured: stat(mobile.stats.performance, 0),
      met: mobile.stats.performance.median >= goal.mobilePerformanceScore,
      section,
    },
    {
      ...tbt,
      measured: stat(mobile.stats.totalBlockingTimeMs, 0, 'ms'),
      met: mobile.stats.totalBlockingTimeMs.median <= goal.mobileTotalBlockingTimeMs,
      section,
    },
  ];
}

const ROWS: Array<[keyof LighthouseRun, string, number]> = [
  ['performance', 'performance score', 0],
  ['totalBlockingTimeMs', 'total blocking time, ms', 0],
  ['bootupTimeMs', 'JavaScript execution time (bootup-time), ms', 0],
  ['largestContentfulPaintMs', 'largest contentful paint, ms', 0],
  ['cumulativeLayoutShift', 'cumulative layout shift', 3],
  ['firstContentfulPaintMs', 'first contentful paint, ms', 0],
  ['speedIndexMs', 'speed index, ms', 0],
];

function failingList(preset: LighthousePreset, runs: number): string {
  if (preset.failing.length === 0) return `- ${preset.preset}: none.`;
  return preset.failing
    .map(
      (audit) =>
        `- ${preset.preset}: \`${audit.id}\` (${audit.title}), in ${audit.runs} of ${runs} runs${audit.displayValues.length > 0 ? `: ${[...new Set(audit.displayValues)].join('; ')}` : ''}`,
    )
    .join('\n');
}

export function lighthouseSection(results: BenchResults, verdicts: readonly Verdict[], measuredLine: string): string[] {
  const lighthouse = results.lighthouse;
  const title = '## Lighthouse on the storefront page (issue 34)';
  if (!lighthouse) return [title, '', 'Not run.'];
  const runs = results.config.lighthouseRuns;
  const { jquery, islandsBefore } = ISSUE_34_SIDE_BY_SIDE;
  const presets = lighthouse.presets;
  const issueMobile = (key: keyof LighthouseRun, of: typeof jquery | typeof islandsBefore) =>
    key === 'performance'
      ? String(of.lighthouseMobile.performance)
      : key === 'totalBlockingTimeMs'
        ? String(of.lighthouseMobile.totalBlockingTimeMs)
        : key === 'bootupTimeMs'
          ? String(of.lighthouseMobile.bootupTimeMs)
          : '';
  return [
    title,
    '',
    measuredLine,
    '',
    `Lighthouse ${lighthouse.version}, performance category, ${runs} runs per preset (medians (min–max)), on the storefront page served by the bench server (compressed: brotli), in a Chromium of its own (${lighthouse.userAgent}) started with a debugging port and the browser tests' flags. The mobile preset simulates a phone with the CPU slowed 4× and slow 4G; the desktop preset a desktop on a fast network. The issue's figures (mobile, 3 runs) are copied, so labelled.`,
    '',
    sectionGoalsTable(verdicts, section),
    '',
    table(
      [
        'figure',
        ...presets.map((preset) => preset.preset),
        `mobile, jQuery stack (${ISSUE_34_SIDE_BY_SIDE.label})`,
        'mobile, CMS Islands in the issue',
      ],
      ROWS.map(([key, label, digits]) => [
        label,
        ...presets.map((preset) => stat(preset.stats[key], digits)),
        issueMobile(key, jquery),
        issueMobile(key, islandsBefore),
      ]),
    ),
    '',
    `Failing audits (a score under 0.9, as Lighthouse marks them):`,
    '',
    ...presets.map((preset) => failingList(preset, runs)),
    ...presets.flatMap((preset) =>
      preset.warnings.length > 0 ? ['', `Lighthouse's warnings (${preset.preset}): ${preset.warnings.join('; ')}`] : [],
    ),
  ];
}
