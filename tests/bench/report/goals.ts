/**
 * The issue's goals, judged against a run's results. A verdict is met, MISSED, or not judged (the run
 * did not measure it: a quick run's small pages, a widget family without a demo sample yet). Medians
 * are judged; forced layouts and listener counts in any run count.
 */
import { GOALS, LONG_TASK_THRESHOLD_MS } from '../config';
import type { ScrollCase } from '../cases/scroll';
import type { BenchResults } from '../suite';
import { kb, ms, stat, fixed } from './format';
import { instancesGoals } from './instances';
import { lighthouseGoals } from './lighthouse';
import { storefrontGoals } from './storefront';

export interface Verdict {
  goal: string;
  target: string;
  measured: string;
  met: boolean | null;
  /** The page section it belongs to (the media, list and storefront pages repeat their goals there). */
  section?: 'media' | 'list' | 'storefront' | 'instances' | 'lighthouse';
}

const notJudged = (goal: string, target: string, why: string): Verdict => ({ goal, target, measured: why, met: null });

export function judgeGoals(results: BenchResults): Verdict[] {
  const verdicts: Verdict[] = [];
  const main = results.bytes.mainBundle;
  verdicts.push({
    goal: 'main bundle, gzip',
    target: `≤ ${kb(GOALS.mainBundleGzipBytes)}`,
    measured: kb(main.gzipBytes),
    met: main.gzipBytes <= GOALS.mainBundleGzipBytes,
  });

  const page = (count: number) => results.mount.find((candidate) => candidate.requested === count);
  const hundred = page(GOALS.mountPageWidgets);
  const thousand = page(GOALS.lazyPageWidgets);
  const tbtGoal = `${GOALS.mountPageWidgets}-widget page: total blocking time`;
  const readyGoal = `${GOALS.mountPageWidgets}-widget page: above-the-fold widgets ready after script start`;
  if (hundred) {
    const tbt = hundred.stats.totalBlockingMs;
    verdicts.push({
      goal: tbtGoal,
      target: ms(GOALS.totalBlockingTimeMs, 0),
      measured: stat(tbt, 0, 'ms'),
      met: tbt.median <= GOALS.totalBlockingTimeMs,
    });
    const ready = hundred.stats.aboveFoldReadyMs;
    verdicts.push({
      goal: readyGoal,
      target: `≤ ${ms(GOALS.aboveTheFoldReadyMs, 0)}`,
      measured: hundred.aboveFoldAllMounted ? stat(ready, 1, 'ms') : 'not every above-the-fold widget mounted',
      met: hundred.aboveFoldAllMounted && ready.median <= GOALS.aboveTheFoldReadyMs,
    });
  } else {
    verdicts.push(notJudged(tbtGoal, ms(GOALS.totalBlockingTimeMs, 0), 'no 100-widget page in this run'));
    verdicts.push(notJudged(readyGoal, `≤ ${ms(GOALS.aboveTheFoldReadyMs, 0)}`, 'no 100-widget page in this run'));
  }

  const slopeGoal = `${GOALS.lazyPageWidgets}-widget page: script per widget added below the fold`;
  const restGoal = `${GOALS.lazyPageWidgets}-widget page: widgets mounted at rest (below the fold waits until near)`;
  if (hundred && thousand) {
    const perWidget = (thousand.stats.scriptMs.median - hundred.stats.scriptMs.median) / (thousand.widgetRoots - hundred.widgetRoots);
    verdicts.push({
      goal: slopeGoal,
      target: `≤ ${ms(GOALS.belowTheFoldScriptPerWidgetMs, 3)}`,
      measured: ms(perWidget, 3),
      met: perWidget <= GOALS.belowTheFoldScriptPerWidgetMs,
    });
    const atRest = thousand.stats.mountedAtRest.median;
    const onHundred = hundred.stats.mountedAtRest.median;
    const byWidget = Object.entries(thousand.mountedAtRestByWidget)
      .sort(([, a], [, b]) => b - a)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    verdicts.push({
      goal: restGoal,
      target: `as on the ${GOALS.mountPageWidgets}-widget page (${fixed(onHundred, 0)})`,
      measured: `${fixed(atRest, 0)} (${byWidget})`,
      met: atRest <= onHundred,
    });
  } else {
    verdicts.push(notJudged(slopeGoal, `≤ ${ms(GOALS.belowTheFoldScriptPerWidgetMs, 3)}`, 'needs the 100- and 1000-widget pages'));
    verdicts.push(notJudged(restGoal, 'as on the 100-widget page', 'needs the 100- and 1000-widget pages'));
  }

  const scrollGoals = (scrollCase: ScrollCase | null, label: string) => {
    const perFrameGoal = `${label}: script per frame`;
    const forcedGoal = `${label}: forced layouts by the bundle`;
    if (!scrollCase) {
      verdicts.push(notJudged(perFrameGoal, `≤ ${ms(GOALS.scrollScriptPerFrameMs, 0)}`, 'not run'));
      verdicts.push(notJudged(forcedGoal, String(GOALS.scrollForcedLayouts), 'not run'));
      return;
    }
    const scroll = scrollCase.stats;
    verdicts.push({
      goal: perFrameGoal,
      target: `≤ ${ms(GOALS.scrollScriptPerFrameMs, 0)}`,
      measured: stat(scroll.scriptPerFrameMs, 2, 'ms'),
      met: scroll.scriptPerFrameMs.median <= GOALS.scrollScriptPerFrameMs,
    });
    const sites = scrollCase.forcedLayoutSites;
    verdicts.push({
      goal: forcedGoal,
      target: String(GOALS.scrollForcedLayouts),
      measured: `${stat(scroll.forcedLayoutsByBundle, 0)}${sites.length > 0 ? ` at ${sites.join('; ')}` : ''}`,
      met: scroll.forcedLayoutsByBundle.max <= GOALS.scrollForcedLayouts,
    });
  };
  scrollGoals(results.scroll, 'scrolling');
  scrollGoals(results.shopHeaderScroll, 'scrolling the shop header (sticky header and banner)');

  for (const interaction of results.interactions) {
    const goal = `interaction: ${interaction.name}, processing`;
    const target = `≤ ${ms(GOALS.interactionProcessingMs, 0)}`;
    if (interaction.absent || !interaction.stats)
      verdicts.push(
        notJudged(
          goal,
          target,
          interaction.failed ? `could not be done: ${interaction.failed}` : `no ${interaction.kind} sample in the demo pages yet`,
        ),
      );
    else
      verdicts.push({
        goal,
        target,
        measured: stat(interaction.stats.processingMs, 1, 'ms'),
        met: interaction.stats.processingMs.median <= GOALS.interactionProcessingMs,
      });
  }

  verdicts.push(
    ...mediaGoals(results),
    ...listGoals(results),
    ...storefrontGoals(results),
    ...instancesGoals(results),
    ...lighthouseGoals(results),
  );
  if (!results.memory) return verdicts;
  const memory = results.memory.stats;
  const cycles = `after ${results.memory.cycles} insert/remove cycles`;
  const listenerGrowth = Math.max(...memory.listenersAfterCycles.runs.map((after, run) => after - memory.listenersAfterWarmUp.runs[run]!));
  verdicts.push({
    goal: `memory: event listeners ${cycles}`,
    target: 'as after the warm-up',
    measured: `${stat(memory.listenersAfterWarmUp, 0)} → ${stat(memory.listenersAfterCycles, 0)}`,
    met: listenerGrowth <= 0,
  });
  const nodeGrowth = Math.max(...memory.nodesAfterCycles.runs.map((after, run) => after - memory.nodesAfterWarmUp.runs[run]!));
  verdicts.push({
    goal: `memory: DOM nodes ${cycles}`,
    target: 'as after the warm-up',
    measured: `${stat(memory.nodesAfterWarmUp, 0)} → ${stat(memory.nodesAfterCycles, 0)}`,
    met: nodeGrowth <= 0,
  });
  verdicts.push({
    goal: `memory: JS objects ${cycles} (heap snapshot, compiled code left out)`,
    target: `within ${kb(GOALS.heapGrowthBytes)} of after the warm-up`,
    measured: `${stat(memory.objectGrowthKB, 0, 'KB')} (whole JS heap: ${stat(memory.heapGrowthKB, 0, 'KB')})`,
    met: memory.objectGrowthKB.median * 1024 <= GOALS.heapGrowthBytes,
  });
  return verdicts;
}

/** Issue 11: the media page. */
function mediaGoals({ media }: BenchResults): Verdict[] {
  const section = 'media' as const;
  const perFrame = { goal: 'media page: script per frame while scrolling', target: `≤ ${ms(GOALS.scrollScriptPerFrameMs, 0)}` };
  const forced = { goal: 'media page: forced layouts by the bundle while scrolling', target: String(GOALS.scrollForcedLayouts) };
  const lightbox = {
    goal: 'media page: open the lightbox (PhotoSwipe already loaded), processing',
    target: `≤ ${ms(GOALS.lightboxOpenProcessingMs, 0)}`,
  };
  if (!media) return [perFrame, forced, lightbox].map(({ goal, target }) => ({ ...notJudged(goal, target, 'not run'), section }));
  const verdicts: Verdict[] = [
    {
      ...perFrame,
      measured: stat(media.stats.scriptPerFrameMs, 2, 'ms'),
      met: media.stats.scriptPerFrameMs.median <= GOALS.scrollScriptPerFrameMs,
      section,
    },
    {
      ...forced,
      measured: `${stat(media.stats.forcedLayoutsByBundle, 0)}${media.forcedLayoutSites.length > 0 ? ` at ${media.forcedLayoutSites.join('; ')}` : ''}`,
      met: media.stats.forcedLayoutsByBundle.max <= GOALS.scrollForcedLayouts,
      section,
    },
  ];
  const open = media.lightbox?.open.processingMs;
  verdicts.push(
    open
      ? { ...lightbox, measured: stat(open, 1, 'ms'), met: open.median <= GOALS.lightboxOpenProcessingMs, section }
      : { ...notJudged(lightbox.goal, lightbox.target, 'no gallery on the page, or its lightbox did not open (see problems)'), section },
  );
  return verdicts;
}

/** Issue 12: the list page. */
function listGoals({ list, config }: BenchResults): Verdict[] {
  const section = 'list' as const;
  const click = { goal: 'list page: load-more click, processing (before the request)', target: `≤ ${ms(GOALS.loadMoreProcessingMs, 0)}` };
  const append = {
    goal: `list page: appended items laid out without a long task (> ${LONG_TASK_THRESHOLD_MS} ms), click to paint`,
    target: `${GOALS.appendLongTasks} long tasks`,
  };
  const timers = {
    goal: `list page: ${config.listPage.countdowns} countdowns, timers held by the countdowns' file`,
    target: `≤ ${GOALS.countdownTimers}`,
  };
  if (!list) return [click, append, timers].map(({ goal, target }) => ({ ...notJudged(goal, target, 'not run'), section }));
  const verdicts: Verdict[] = [];
  const loadMore = list.loadMore;
  if (loadMore) {
    verdicts.push({
      ...click,
      measured: `${stat(loadMore.processingMs, 1, 'ms')}; request out ${stat(loadMore.clickToRequestMs, 1, 'ms')} after the click`,
      // The click's whole processing bounds what runs before the request (ky sends it from inside the handler).
      met: loadMore.processingMs.median <= GOALS.loadMoreProcessingMs,
      section,
    });
    verdicts.push({
      ...append,
      measured: `${stat(loadMore.longTasks, 0)} (longest task ${stat(loadMore.longestTaskMs, 0, 'ms')})`,
      met: loadMore.longTasks.median <= GOALS.appendLongTasks,
      section,
    });
  } else {
    verdicts.push({ ...notJudged(click.goal, click.target, 'no post list with a load-more button on the page'), section });
    verdicts.push({ ...notJudged(append.goal, append.target, 'no post list with a load-more button on the page'), section });
  }
  const timerStats = list.timers;
  verdicts.push(
    timerStats
      ? {
          ...timers,
          measured: `${stat(timerStats.countdownTimersMax, 0)} with ${stat(timerStats.countdownsMounted, 0)} mounted (${stat(timerStats.countdownTicksPerSecond, 1)} ticks/s)`,
          met: timerStats.countdownTimersMax.max <= GOALS.countdownTimers && timerStats.countdownsMounted.min >= config.listPage.countdowns,
          section,
        }
      : { ...notJudged(timers.goal, timers.target, 'no countdown sample on the demo pages'), section },
  );
  return verdicts;
}
