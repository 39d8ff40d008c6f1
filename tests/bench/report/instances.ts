/** The per-instance case's goals (issue 34) and its section of the report. */
import type { InstanceRun, InstanceWidget } from '../cases/instances';
import { GOALS } from '../config';
import type { BenchResults } from '../suite';
import { fixed, ms, sectionGoalsTable, stat, table } from './format';
import type { Verdict } from './goals';

const section = 'instances' as const;
const goal = GOALS.perInstance;

export function instancesGoals({ instances }: BenchResults): Verdict[] {
  const loadGoal = { goal: 'per instance: script at load, each further instance of a widget', target: `≤ ${ms(goal.loadScriptMs, 0)}` };
  const scrollGoal = {
    goal: 'per instance: script while scrolling, each further instance of a widget',
    target: `≤ ${ms(goal.scrollScriptMs, 0)}`,
  };
  if (!instances || instances.widgets.length === 0)
    return [loadGoal, scrollGoal].map((verdict) => ({ ...verdict, measured: 'not run', met: null, section }));
  const worst = (key: 'perInstanceScriptMs' | 'perInstanceScrollScriptMs') =>
    instances.widgets.reduce((most, widget) => (widget[key] > most[key] ? widget : most));
  const over = (key: 'perInstanceScriptMs' | 'perInstanceScrollScriptMs', limit: number) =>
    instances.widgets.filter((widget) => !(widget[key] <= limit)).map((widget) => `${widget.widget} ${ms(widget[key], 2)}`);
  const verdict = (base: typeof loadGoal, key: 'perInstanceScriptMs' | 'perInstanceScrollScriptMs', limit: number): Verdict => {
    const missed = over(key, limit);
    const most = worst(key);
    return {
      ...base,
      measured: missed.length > 0 ? `over: ${missed.join(', ')}` : `every widget; the most: ${most.widget} ${ms(most[key], 2)}`,
      met: missed.length === 0,
      section,
    };
  };
  return [
    verdict(loadGoal, 'perInstanceScriptMs', goal.loadScriptMs),
    verdict(scrollGoal, 'perInstanceScrollScriptMs', goal.scrollScriptMs),
  ];
}

const judged = (value: number, limit: number) => `${ms(value, 2)} ${value <= limit ? '' : '(MISSED)'}`.trim();
const pair = (widget: InstanceWidget, key: keyof InstanceRun, digits: number) =>
  `${stat(widget.one[key], digits)} → ${stat(widget.many[key], digits)}`;

export function instancesSection(results: BenchResults, verdicts: readonly Verdict[], measuredLine: string): string[] {
  const instances = results.instances;
  const title = '## Per instance (issue 34)';
  if (!instances) return [title, '', 'Not run.'];
  return [
    title,
    '',
    measuredLine,
    '',
    `What each further instance of a widget costs on the storefront page. For each widget of the theme's list, the storefront page with that widget alone alive (every other widget's markup, the header's included, stays in place renamed out of the bundle's sight: tests/bench/site/storefront.ts), once with its first instance alive and once with all N (the theme's count, at least ${results.config.perInstance.minInstances}: a widget shown once or twice gets the rest in its first section, on both pages). Each page loaded cold ${instances.runs} times, watched ${results.config.observeAfterLoadMs} ms after load, then scrolled top to bottom, the pages taking turns; per instance = (median(N) − median(1)) / (N − 1). The case took ${fixed(instances.durationS / 60, 1)} minutes.`,
    '',
    sectionGoalsTable(verdicts, section),
    '',
    table(
      [
        'widget',
        'instances: theme, measured (1 → N)',
        'script at load, ms (1 → N)',
        'per instance',
        'script scrolling, ms (1 → N)',
        'per instance',
        'mounted at rest (1 → N)',
        'mounted scrolling (1 → N)',
        'long frames scrolling (1 → N)',
      ],
      instances.widgets.map((widget) => [
        widget.widget,
        `${widget.themeCount}, 1 → ${widget.instances}`,
        pair(widget, 'scriptMs', 1),
        judged(widget.perInstanceScriptMs, GOALS.perInstance.loadScriptMs),
        pair(widget, 'scrollScriptMs', 1),
        judged(widget.perInstanceScrollScriptMs, GOALS.perInstance.scrollScriptMs),
        pair(widget, 'mountedAtRest', 0),
        pair(widget, 'mountedWhileScrolling', 0),
        pair(widget, 'scrollLongFrames', 0),
      ]),
    ),
    '',
    `Left out: ${instances.leftOut.map((left) => `${left.widget} (${left.reason})`).join('; ') || 'none'}. Figures are medians (min–max); a difference of medians from ${instances.runs} runs on a shared machine moves by a millisecond or two, so a slope under a millisecond is within the noise.`,
  ];
}
