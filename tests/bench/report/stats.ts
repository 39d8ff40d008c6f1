/** A figure measured once per run: its median, min and max over the runs that gave a number, and every run's value. */
export interface Stat {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

function summarize(values: readonly number[]): Stat {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) return { median: NaN, min: NaN, max: NaN, runs: [...values] };
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[count - 1]!, runs: [...values] };
}

/** Summarizes every numeric field of per-run records into one Stat per field. */
export function summarizeRuns<Key extends string>(runs: ReadonlyArray<Record<Key, number>>): Record<Key, Stat> {
  const keys = Object.keys(runs[0] ?? {}) as Key[];
  return Object.fromEntries(keys.map((key) => [key, summarize(runs.map((run) => run[key]))])) as Record<Key, Stat>;
}
