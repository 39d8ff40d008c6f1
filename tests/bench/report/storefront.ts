/** The storefront page's goals (issue 21) and its section of the report. */
import type { StorefrontCase, StorefrontRun, StorefrontThreadRun } from '../cases/storefront';
import { GOALS } from '../config';
import type { BenchResults } from '../suite';
import { ISSUE_21_SIDE_BY_SIDE } from './baseline';
import { fixed, ms, stat, table } from './format';
import type { Verdict } from './goals';

const section = 'storefront' as const;
const goal = GOALS.storefront;

export function storefrontGoals({ storefront }: BenchResults): Verdict[] {
  const verdict = (goalText: string, target: string, measured: string, met: boolean): Verdict => ({
    goal: `storefront: ${goalText}`,
    target,
    measured: storefront ? measured : 'not run',
    met: storefront ? met : null,
    section,
  });
  const stats = storefront?.stats;
  const median = (key: keyof StorefrontRun) => stats?.[key].median ?? NaN;
  const threadStats = storefront?.threadStats;
  const max = (key: keyof StorefrontRun) => stats?.[key].max ?? NaN;
  const clicks = storefront?.firstClicks ?? [];
  return [
    verdict(
      'JavaScript received by load + watch, gzip',
      `≤ ${goal.javascriptGzipKB} KB`,
      `${stat(stats?.javascriptGzipKB, 1, 'KB')} in ${stat(stats?.javascriptFiles, 0)} files`,
      median('javascriptGzipKB') <= goal.javascriptGzipKB,
    ),
    verdict(
      'main-thread script by load + watch',
      `≤ ${ms(goal.scriptMs, 0)}`,
      stat(stats?.scriptMs, 0, 'ms'),
      median('scriptMs') <= goal.scriptMs,
    ),
    verdict(
      'tasks of 50 ms or more, in any run',
      String(goal.longTasks),
      `${stat(stats?.longTasks, 0)} (the longest task of the traced loads: ${stat(threadStats?.longestTaskThreadMs, 0, 'ms')})`,
      max('longTasks') <= goal.longTasks,
    ),
    verdict(
      'script while scrolling top to bottom',
      `≤ ${ms(goal.scrollScriptMs, 0)}`,
      stat(stats?.scrollScriptMs, 0, 'ms'),
      median('scrollScriptMs') <= goal.scrollScriptMs,
    ),
    verdict(
      'long animation frames while scrolling, in any run',
      String(goal.scrollLongFrames),
      stat(stats?.scrollLongFrames, 0),
      max('scrollLongFrames') <= goal.scrollLongFrames,
    ),
    verdict(
      'header widgets ready after the bundle starts running',
      `≤ ${ms(goal.headerReadyMs, 0)}`,
      `${stat(threadStats?.headerReadyAfterRunMs, 1, 'ms')} (traced loads; after the parser reached its tag: ${stat(stats?.headerReadyMs, 1, 'ms')})`,
      (threadStats?.headerReadyAfterRunMs.median ?? NaN) <= goal.headerReadyMs,
    ),
    verdict(
      'cumulative layout shift, in any run',
      String(goal.layoutShift),
      stat(stats?.layoutShift, 3),
      max('layoutShift') <= goal.layoutShift,
    ),
    verdict(
      'a first click on a not-yet-mounted opener opens it',
      'every one',
      clicks.map((click) => `${click.name}: ${click.opened ? `opened in ${ms(click.clickToOpenMs, 0)}` : 'DID NOT OPEN'}`).join('; '),
      clicks.length > 0 && clicks.every((click) => click.opened),
    ),
  ];
}

const ROWS: Array<[keyof StorefrontRun, string, number]> = [
  ['javascriptFiles', 'JavaScript files by load + watch', 0],
  ['javascriptGzipKB', '… their size, gzip, KB', 1],
  ['scriptMs', 'main-thread script by load + watch, ms', 0],
  ['longTasks', 'tasks of 50 ms or more after script start', 0],
  ['longestTaskMs', 'longest of them, ms (0: none)', 0],
  ['headerReadyMs', 'header widgets ready, ms after the parser reached the bundle’s tag', 1],
  ['firstScreenReadyMs', 'first-screen widgets ready (files of their own included), ms after script start', 1],
  ['layoutShift', 'cumulative layout shift', 3],
  ['mountedAtRest', 'widget roots mounted at rest', 0],
  ['scrollScriptMs', 'scrolling top to bottom: script, ms', 0],
  ['scrollWorstFrameScriptMs', '… script in the worst frame, ms', 1],
  ['scrollLongFrames', '… long animation frames (> 50 ms)', 0],
  ['scrollForcedLayouts', '… forced layouts by the bundle', 0],
  ['mountedWhileScrolling', '… widgets mounted on the way', 0],
  ['scrollScriptThreadMs', '… its script in thread (CPU) time, ms', 0],
];

const THREAD_ROWS: Array<[keyof StorefrontThreadRun, string, number]> = [
  ['scriptThreadMs', 'main-thread script, script start to load + watch, ms', 0],
  ['longestTaskThreadMs', 'longest task, ms', 0],
  ['tasksOver50ThreadMs', 'tasks of 50 ms or more', 0],
  ['tagToRunMs', 'the bundle’s tag reached → the bundle running (the browser’s first layout and paint), ms', 1],
  ['headerReadyAfterRunMs', 'header widgets ready, ms after the bundle began to run (the goal)', 1],
];

function sideBySide(storefront: StorefrontCase): string {
  const { jquery, islandsBefore } = ISSUE_21_SIDE_BY_SIDE;
  const { stats } = storefront;
  const ratio = (ours: number, theirs: number) => fixed(ours / theirs, 2);
  return table(
    ['figure', `jQuery stack (${ISSUE_21_SIDE_BY_SIDE.label})`, 'CMS Islands in the issue', 'CMS Islands now', 'now / jQuery'],
    [
      [
        'JavaScript by load + 3 s, gzip',
        `${jquery.javascriptGzipKB} KB`,
        `${islandsBefore.javascriptGzipKB} KB in ${islandsBefore.javascriptFiles} files`,
        `${stat(stats.javascriptGzipKB, 1, 'KB')} in ${stat(stats.javascriptFiles, 0)} files`,
        ratio(stats.javascriptGzipKB.median, jquery.javascriptGzipKB),
      ],
      [
        'main-thread script to load + 3 s',
        `${jquery.scriptMs} ms`,
        `${islandsBefore.scriptMs} ms`,
        stat(stats.scriptMs, 0, 'ms'),
        ratio(stats.scriptMs.median, jquery.scriptMs),
      ],
      [
        'longest task (now: traced loads, thread time)',
        `${jquery.longestTaskMs} ms`,
        `${islandsBefore.longestTaskMs} ms`,
        stat(storefront.threadStats.longestTaskThreadMs, 0, 'ms'),
        ratio(storefront.threadStats.longestTaskThreadMs.median, jquery.longestTaskMs),
      ],
      [
        'script while scrolling top to bottom',
        `${jquery.scrollScriptMs} ms`,
        `${islandsBefore.scrollScriptMs} ms`,
        stat(stats.scrollScriptMs, 0, 'ms'),
        ratio(stats.scrollScriptMs.median, jquery.scrollScriptMs),
      ],
    ],
  );
}

export function storefrontSection(results: BenchResults, verdicts: readonly Verdict[], measuredLine: string): string[] {
  const storefront = results.storefront;
  const title = '## Storefront page (issue 21)';
  if (!storefront) return [title, '', 'Not run.'];
  const list = (files: readonly string[]) => (files.length > 0 ? files.join(', ') : 'none');
  return [
    title,
    '',
    measuredLine,
    '',
    `A shop's home page with the widget mix of the jQuery theme's widgets page: ${storefront.widgetRoots} widget roots, ${storefront.pageHeightPx} px. The header, product grids, images and footer are the benchmark's own (tests/bench/site/storefront.ts); every other widget is a demo sample:`,
    '',
    table(
      ['part', 'widget', 'on the page'],
      storefront.parts.map((part) => [part.label, part.widget, part.source]),
    ),
    '',
    table(
      ['goal', 'target', 'measured (median (min–max))', 'verdict'],
      verdicts
        .filter((verdict) => verdict.section === section)
        .map((verdict) => [
          verdict.goal,
          verdict.target,
          verdict.measured,
          verdict.met === null ? 'not judged' : verdict.met ? 'met' : 'MISSED',
        ]),
    ),
    '',
    table(
      ['figure', `loaded cold, watched ${results.config.observeAfterLoadMs} ms after load, then scrolled`],
      ROWS.map(([key, label, digits]) => [label, stat(storefront.stats[key], digits)]),
    ),
    '',
    'In thread (CPU) time, from traced loads (a busy machine lengthens these far less than the wall-clock figures above):',
    '',
    table(
      ['figure', `${storefront.threadStats.scriptThreadMs.runs.length} traced loads`],
      THREAD_ROWS.map(([key, label, digits]) => [label, stat(storefront.threadStats[key], digits)]),
    ),
    '',
    `Next to the jQuery stack: the issue's figures were measured side by side on another day; compare the ratios, and this run's figures with this run's load average.`,
    '',
    sideBySide(storefront),
    '',
    `- JavaScript by load + watch (last run${storefront.filesStable ? ', every run the same' : '; runs differed'}): ${list(storefront.files)}.`,
    `- Header widgets, ms after script start (medians): ${Object.entries(storefront.headerWidgets)
      .map(([name, when]) => `${name} ${when}`)
      .join(', ')}.`,
    `- First-screen widgets waiting for the visitor: ${list(storefront.firstScreenWaiting)}.`,
    `- Mounted at rest (last run): ${
      Object.entries(storefront.mountedAtRestByWidget)
        .sort(([, a], [, b]) => b - a)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ') || 'none'
    }.`,
    `- CPU slowed ${storefront.throttled.rate}× (one load): ${storefront.throttled.longTasks} tasks of 50 ms or more after script start, the longest ${ms(storefront.throttled.longestTaskMs, 0)}; script ${ms(storefront.throttled.scriptMs, 0)}.`,
    `- First clicks right after load: ${storefront.firstClicks.map((click) => `${click.name} ${click.opened ? `opened in ${ms(click.clickToOpenMs, 0)}` : 'did NOT open'} (fetched ${list(click.files)})`).join('; ')}.`,
    `- Layouts the bundle forced while loading (one traced load): ${storefront.forcedLayoutSites.join('; ') || 'none'}; while scrolling (every run): ${storefront.scrollForcedLayoutSites.join('; ') || 'none'}.`,
    `- The bundle's longest scripts in long animation frames while scrolling (last run): ${storefront.scrollLongestScripts.join('; ') || 'none'}.`,
  ];
}
