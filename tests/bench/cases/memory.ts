/**
 * Memory: one copy of every sample mounted, then cycles of inserting a sample's markup into the page
 * and removing it again, each time waiting until the runtime has mounted its widget roots and, after
 * the removal, released them. Cycle n inserts sample n mod (samples), so every kind goes round. The
 * runtime handles added and removed markup once per animation frame, so the cycles run in several
 * lanes side by side (each lane its own host element and ids) to finish in seconds.
 *
 * Read after a full garbage collection (DevTools protocol HeapProfiler.collectGarbage): JSHeapUsedSize,
 * JSEventListeners and Nodes (Performance.getMetrics), and the objects of a heap snapshot without V8's
 * compiled code. JSHeapUsedSize keeps growing for a while as V8 optimizes the code the cycles run (a few
 * hundred KB that levels off); a leak shows in the objects, the listeners and the nodes.
 */
import type { BenchContext } from '../context';
import { openMeasuredPage, readMemory, waitForQuiet } from '../browser/session';
import { summarizeRuns, type Stat } from '../report/stats';
import { REACH_EVERYTHING_OFFSET_PX, copyOf, mixedBody, renderBenchPage } from '../site/pages';

export interface MemoryRun {
  heapAfterMountMB: number;
  heapAfterWarmUpMB: number;
  heapAfterCyclesMB: number;
  /** After the cycles minus after the warm-up (one-time allocations of the first cycles excluded). */
  heapGrowthKB: number;
  objectsAfterMountMB: number;
  objectsAfterWarmUpMB: number;
  objectsAfterCyclesMB: number;
  objectGrowthKB: number;
  listenersAfterMount: number;
  listenersAfterWarmUp: number;
  listenersAfterCycles: number;
  nodesAfterMount: number;
  nodesAfterWarmUp: number;
  nodesAfterCycles: number;
  cyclesPerSecond: number;
}

export interface MemoryCase {
  cycles: number;
  lanes: number;
  /** Widget roots mounted and released over all the cycles. */
  rootsCycled: number;
  stats: Record<keyof MemoryRun, Stat>;
}

const CYCLE_STEP_TIMEOUT_MS = 10_000;
/** Warm-up cycles per sample before the reading the cycles are compared with. */
const WARM_UP_ROUNDS = 2;

interface CycleOptions {
  /** Per lane, each sample's markup (ids differ between lanes). */
  laneMarkups: string[][];
  /** Widget roots each sample mounts. */
  roots: number[];
  cycles: number;
  timeoutMs: number;
}

/** Runs in the page: the insert-and-remove cycles; resolves when all are done. */
async function runCycles({ laneMarkups, roots, cycles, timeoutMs }: CycleOptions): Promise<void> {
  const main = document.querySelector('main') ?? document.body;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const until = async (condition: () => boolean, what: string) => {
    const deadline = performance.now() + timeoutMs;
    while (!condition()) {
      if (performance.now() > deadline) throw new Error(`memory cycle: ${what} did not happen within ${timeoutMs} ms`);
      await nextFrame();
    }
  };
  let started = 0;
  const lane = async (markups: string[]) => {
    const host = document.createElement('div');
    // Out of the flow: what a lane inserts moves nothing else (no layout-shift entries piling up).
    host.style.cssText = 'position: absolute; top: 0; left: 0; width: 100%';
    main.prepend(host);
    while (started < cycles) {
      const sample = started % markups.length;
      started += 1;
      host.innerHTML = markups[sample]!;
      // The visitor's intent (browser/intent.ts), every frame until all have mounted: widgets that wait
      // for interaction mount too. Not at once: the runtime claims inserted markup a moment later (its
      // MutationObserver), and a move before that is no intent for a widget not yet waiting.
      await until(() => {
        for (const element of host.querySelectorAll('*')) element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
        return host.querySelectorAll('[data-island-mounted]').length >= roots[sample]!;
      }, 'mounting the inserted widgets');
      const removed = [...host.children];
      host.replaceChildren();
      await until(
        () => removed.every((node) => !node.hasAttribute('data-island-mounted') && !node.querySelector('[data-island-mounted]')),
        'releasing the removed widgets',
      );
    }
    host.remove();
  };
  await Promise.all(laneMarkups.map(lane));
}

export async function measureMemory({ browser, site, catalogue, config, problems }: BenchContext): Promise<MemoryCase> {
  const samples = catalogue.samples;
  const roots = samples.map((sample) => sample.widgets.length);
  const url = site.addPage(
    renderBenchPage({
      title: 'Benchmark: memory',
      body: mixedBody('Every sample, mounted', samples),
      head: catalogue.head,
      settings: { ...catalogue.settings, lazy_loading_offset: REACH_EVERYTHING_OFFSET_PX },
    }),
  );
  // The page holds each sample's first copy; every lane inserts further copies, with ids of its own.
  const laneMarkups = Array.from({ length: config.memoryLanes }, (_, lane) => samples.map((sample) => copyOf(sample, 1 + lane)));
  const cycle = (cycles: number): CycleOptions => ({ laneMarkups, roots, cycles, timeoutMs: CYCLE_STEP_TIMEOUT_MS });
  const runs: MemoryRun[] = [];
  for (let run = 0; run < config.longCaseRuns; run += 1) {
    // Reduced motion: no carousel autoplays, so no slide transition adds listeners just as they are counted.
    const measured = await openMeasuredPage(browser, url, { reducedMotion: true });
    try {
      const { page, cdp } = measured;
      await waitForQuiet(page, 300);
      const afterMount = await readMemory(cdp);
      // Every sample twice first: code compiled, vendor files loaded, caches filled once.
      await page.evaluate(runCycles, cycle(WARM_UP_ROUNDS * samples.length));
      const afterWarmUp = await readMemory(cdp);
      const startedAt = Date.now();
      await page.evaluate(runCycles, cycle(config.memoryCycles));
      const seconds = (Date.now() - startedAt) / 1000;
      await waitForQuiet(page, 100);
      const afterCycles = await readMemory(cdp);
      const mb = (bytes: number) => bytes / 1024 / 1024;
      runs.push({
        heapAfterMountMB: mb(afterMount.heapUsedBytes),
        heapAfterWarmUpMB: mb(afterWarmUp.heapUsedBytes),
        heapAfterCyclesMB: mb(afterCycles.heapUsedBytes),
        heapGrowthKB: (afterCycles.heapUsedBytes - afterWarmUp.heapUsedBytes) / 1024,
        objectsAfterMountMB: mb(afterMount.objectBytes),
        objectsAfterWarmUpMB: mb(afterWarmUp.objectBytes),
        objectsAfterCyclesMB: mb(afterCycles.objectBytes),
        objectGrowthKB: (afterCycles.objectBytes - afterWarmUp.objectBytes) / 1024,
        listenersAfterMount: afterMount.listeners,
        listenersAfterWarmUp: afterWarmUp.listeners,
        listenersAfterCycles: afterCycles.listeners,
        nodesAfterMount: afterMount.nodes,
        nodesAfterWarmUp: afterWarmUp.nodes,
        nodesAfterCycles: afterCycles.nodes,
        cyclesPerSecond: config.memoryCycles / seconds,
      });
      problems.push(...measured.problems.map((problem) => `memory: ${problem}`));
    } finally {
      await measured.close();
    }
  }
  const rootsCycled = Array.from({ length: config.memoryCycles }, (_, index) => roots[index % roots.length]!).reduce(
    (sum, count) => sum + count,
    0,
  );
  return { cycles: config.memoryCycles, lanes: config.memoryLanes, rootsCycled, stats: summarizeRuns(runs) };
}
