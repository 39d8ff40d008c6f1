import type fc from 'fast-check';
import { expect, vi, type MockInstance } from 'vitest';
import { manifestWidgets } from '../../mount/manifest';
import { MARKUP } from '../../core/markup';
import type { Schema } from '../../core/settings/schema';
import { WIDGET_MANIFEST } from '../../widgets';
import type { OptionMarkup } from './arbitraries';

/**
 * How the fuzz properties run (tests/fuzz/README.md). `FUZZ_RUNS=2000 npx vitest run --project unit
 * tests/fuzz` digs deeper; `FUZZ_SEED=<seed from a failure>` replays one.
 */
export function fuzzParameters<T>(numRuns: number): fc.Parameters<T> {
  const runs = Number(process.env.FUZZ_RUNS);
  const seed = Number(process.env.FUZZ_SEED);
  return {
    numRuns: Number.isInteger(runs) && runs > 0 ? runs : numRuns,
    ...(Number.isInteger(seed) ? { seed } : {}),
  };
}

/**
 * Each property's time limit: generous, because the limit is for a hung run, not a slow one (two
 * cores shared with other work can make a 2 s property take 20 s).
 */
export const FUZZ_TIMEOUT_MS = 120_000;

/** console.warn and console.error, silenced and counted for one property run. */
export interface ConsoleCapture {
  readonly warn: MockInstance<typeof console.warn>;
  readonly error: MockInstance<typeof console.error>;
  /** The warnings so far as text (first argument of each). */
  warnings(): string[];
  reset(): void;
  restore(): void;
}

export function captureConsole(): ConsoleCapture {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  return {
    warn,
    error,
    warnings: () => warn.mock.calls.map((call) => String(call[0])),
    reset() {
      warn.mockClear();
      error.mockClear();
    },
    restore() {
      warn.mockRestore();
      error.mockRestore();
    },
  };
}

/** `source[key]` when it is an own property, read the way a careful reader would. */
function ownValue(source: object, key: string): { readable: boolean; value: unknown } {
  try {
    return Object.prototype.hasOwnProperty.call(source, key)
      ? { readable: true, value: (source as Record<string, unknown>)[key] }
      : { readable: true, value: undefined };
  } catch {
    return { readable: false, value: undefined };
  }
}

/** Same value: primitives by Object.is, anything else by its JSON (schema values are plain). */
function same(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * The rule every schema parse keeps (README: "Malformed settings or options fall back to their
 * defaults with one console warning"), checked key by key against the raw source: a missing or null
 * value gives the default silently; a value the field reads and accepts is kept as read; anything
 * else gives the default and must be in the parse's warning. Returns whether a warning was due.
 */
export function expectSchemaOutcome<Shape>(
  schema: Schema<Shape>,
  source: object,
  result: Shape,
  keyFor: (key: string) => string = (key) => key,
): boolean {
  let warningDue = false;
  const wrong: string[] = [];
  for (const key of Object.keys(schema) as Array<keyof Shape & string>) {
    const spec = schema[key];
    const { readable, value: raw } = ownValue(source, keyFor(key));
    let expected: unknown = spec.defaultValue;
    if (!readable) {
      warningDue = true;
    } else if (raw !== undefined && raw !== null) {
      let read: Shape[typeof key] | undefined;
      try {
        read = spec.read(raw);
      } catch {
        read = undefined;
      }
      if (read === undefined || spec.check?.(read) !== undefined) warningDue = true;
      else expected = read;
    }
    if (!same(result[key], expected)) wrong.push(`${key}: got ${String(result[key])}, expected ${String(expected)}`);
  }
  // One expect per parse (vitest's expect is slow enough to matter over hundreds of runs).
  expect(wrong).toEqual([]);
  return warningDue;
}

/** Puts data attributes and a JSON options child on an element (the markup a theme prints). */
export function applyOptionMarkup(element: HTMLElement, { attributes, json }: OptionMarkup): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (json === undefined) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(MARKUP.options, '');
  script.textContent = json;
  element.prepend(script);
}

/**
 * The raw options a widget should see, worked out independently of mount/options.ts: its dataset,
 * overlaid by the JSON child when that is a JSON object. `jsonProblem` says the JSON was refused.
 */
export function expectedRawOptions(element: HTMLElement, json: string | undefined): { raw: Record<string, unknown>; jsonProblem: boolean } {
  const raw: Record<string, unknown> = { ...element.dataset };
  if (!json) return { raw, jsonProblem: false };
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { raw, jsonProblem: true };
    for (const [key, value] of Object.entries(parsed)) {
      if (key === '__proto__') continue; // Object.assign would set the prototype, not an own key
      raw[key] = value;
    }
    return { raw, jsonProblem: false };
  } catch {
    return { raw, jsonProblem: true };
  }
}

const MANIFEST_ENTRIES = new Map(manifestWidgets(WIDGET_MANIFEST).map((entry) => [entry.name, entry]));

/** Every element a widget was claimed on: `[data-island]` and the manifest's selectors. */
export function widgetElements(root: ParentNode = document): HTMLElement[] {
  const selectors = [`[${MARKUP.widget}]`, ...[...MANIFEST_ENTRIES.values()].flatMap((entry) => (entry.selector ? [entry.selector] : []))];
  return [...root.querySelectorAll<HTMLElement>(selectors.join(','))];
}
