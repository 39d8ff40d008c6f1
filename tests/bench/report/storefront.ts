/** The storefront page's goals (issues 21 and 34) and its section of the report. */
import type { LoadFigures, StorefrontCase, StorefrontRun, StorefrontThreadRun } from '../cases/storefront';
import { GOALS } from '../config';
import type { BenchResults } from '../suite';
import { ISSUE_34_SIDE_BY_SIDE } from './baseline';
import { fixed, ms, sectionGoalsTable, stat, table } from './format';
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
      'tasks of 50 ms or more, in any run (wall clock, and thread time in the traced loads)',
      String(goal.longTasks),
      `${stat(stats?.longTasks, 0)}; in thread time ${stat(threadStats?.tasksOver50ThreadMs, 0)} (the longest task of the traced loads: ${stat(threadStats?.longestTaskThreadMs, 0, 'ms')})`,
      max('longTasks') <= goal.longTasks && (threadStats?.tasksOver50ThreadMs.max ?? NaN) <= goal.longTasks,
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
  ['listeners', 'event listeners at load + watch', 0],
  ['javascriptTransferKB', 'JavaScript as it came over the wire (the server’s brotli), KB', 1],
  [
    'bundleEvaluationMs',
    'script start → the mark after the bundle’s tag (its evaluation, and the first layout and paint if the browser takes them first), ms',
    1,
  ],
  ['readyEventMs', 'its ready event, ms after script start', 1],
  ['longFrameBundleScriptMs', 'the bundle’s script in long animation frames, ms', 1],
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
  const { jquery, islandsBefore } = ISSUE_34_SIDE_BY_SIDE;
  const { stats } = storefront;
  const ratio = (ours: number, theirs: number) => fixed(ours / theirs, 2);
  return table(
    ['figure', `jQuery stack (${ISSUE_34_SIDE_BY_SIDE.label})`, 'CMS Islands in the issue', 'CMS Islands now', 'now / jQuery'],
    [
      [
        'JavaScript by load + 3 s, gzip',
        `${jquery.javascriptGzipKB} KB`,
        `${islandsBefore.javascriptGzipKB} KB`,
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
      [
        'event listeners after load',
        String(jquery.listeners),
        String(islandsBefore.listeners),
        stat(stats.listeners, 0),
        ratio(stats.listeners.median, jquery.listeners),
      ],
    ],
  );
}

/** The load figures both ways: with the benchmark's DevTools client attached, and without any. */
const WITHOUT_DEVTOOLS_ROWS: Array<[keyof LoadFigures, string, number]> = [
  [
    'bundleEvaluationMs',
    'script start → the mark after the bundle’s tag (its evaluation, and the first layout and paint if the browser takes them first), ms',
    1,
  ],
  ['readyEventMs', 'its ready event, ms after script start', 1],
  ['headerReadyMs', 'header widgets ready, ms after script start', 1],
  ['firstScreenReadyMs', 'first-screen widgets ready, ms after script start', 1],
  ['longTasks', 'tasks of 50 ms or more after script start', 0],
  ['longestTaskMs', 'longest of them, ms (0: none)', 0],
  ['longFrameBundleScriptMs', 'the bundle’s script in long animation frames (> 50 ms), ms', 1],
  ['layoutShift', 'cumulative layout shift', 3],
  ['mountedAtRest', 'widget roots mounted at rest', 0],
  ['javascriptTransferKB', 'JavaScript over the wire (brotli), KB', 1],
];

function withoutDevToolsTable(storefront: StorefrontCase): string[] {
  const without = storefront.withoutDevTools;
  if (!without) return [`Loads without DevTools: none measured (${storefront.withoutDevToolsFailed ?? 'not run'}).`];
  const runs = without.bundleEvaluationMs.runs.length;
  return [
    `Measured without the DevTools artefact: ${runs} more cold loads, each in a plain headless Chromium process of its own with no DevTools client attached (tests/bench/browser/plain-load.ts): the page carries the probe in its head, reads its own clocks at load + watch as the runs above do and posts them to the bench server. Script time is a DevTools counter, not to be had this way; the bundle's evaluation (marks before and after its tag) is where the re-parse shows.`,
    '',
    table(
      [
        'figure',
        `with DevTools (the ${storefront.stats.scriptMs.runs.length} runs above)`,
        `without DevTools (${runs} loads)`,
        'difference of the medians',
      ],
      WITHOUT_DEVTOOLS_ROWS.map(([key, label, digits]) => [
        label,
        stat(storefront.stats[key], digits),
        stat(without[key], digits),
        fixed(storefront.stats[key].median - without[key].median, digits),
      ]),
    ),
  ];
}

export function storefrontSection(results: BenchResults, verdicts: readonly Verdict[], measuredLine: string): string[] {
  const storefront = results.storefront;
  const title = '## Storefront page (issues 21 and 34)';
  if (!storefront) return [title, '', 'Not run.'];
  const list = (files: readonly string[]) => (files.length > 0 ? files.join(', ') : 'none');
  return [
    title,
    '',
    measuredLine,
    '',
    `A shop's home page carrying the widget instances of the jQuery theme's widgets page: ${storefront.widgetRoots} widget roots, ${storefront.pageHeightPx} px (the theme's: 6729 px). The header (sticky header, 3 menus, inline search and search overlay, mobile drawer, off-canvas sidebar), product grids, images and footer are the benchmark's own (tests/bench/site/storefront.ts); every other widget is a demo sample, copied to the theme's count:`,
    '',
    table(
      ['part', 'widget', 'instances', 'from'],
      storefront.parts.map((part) => [part.label, part.widget, String(part.instances), part.source]),
    ),
    '',
    `Instances on the page against the theme's widgets page (issue 34): ${
      storefront.instances.every((instance) => instance.onPage === instance.theme)
        ? `the same for every widget (${storefront.instances.map((instance) => `${instance.widget} ${instance.onPage}`).join(', ')}).`
        : `DIFFERENT: ${storefront.instances
            .filter((instance) => instance.onPage !== instance.theme)
            .map((instance) => `${instance.widget} ${instance.onPage} (theme ${instance.theme})`)
            .join(', ')}.`
    }`,
    '',
    sectionGoalsTable(verdicts, section, 'measured (median (min–max))'),
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
    ...withoutDevToolsTable(storefront),
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
