/** Number formats shared by the tables, the goals and the chart. */
import type { Stat } from './stats';

export function fixed(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '—';
  return value.toFixed(digits);
}

export const ms = (value: number, digits = 1) => `${fixed(value, digits)} ms`;
export const kb = (bytes: number) => `${fixed(bytes / 1024, 1)} KB`;

/** "median (min–max)", or the single value when every run gave the same. */
export function stat(value: Stat | undefined, digits = 1, unit = ''): string {
  if (!value || !Number.isFinite(value.median)) return '—';
  const suffix = unit ? ` ${unit}` : '';
  if (value.min === value.max) return `${fixed(value.median, digits)}${suffix}`;
  return `${fixed(value.median, digits)}${suffix} (${fixed(value.min, digits)}–${fixed(value.max, digits)})`;
}

/** A Markdown table; the console shows the same text. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${headers.map(escape).join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

/** A judged goal as the tables show it (report/goals.ts judges them: Verdict). */
interface JudgedGoal {
  goal: string;
  target: string;
  measured: string;
  met: boolean | null;
  section?: string;
}

export function verdictText(verdict: JudgedGoal): string {
  if (verdict.met === null) return 'not judged';
  return verdict.met ? 'met' : 'MISSED';
}

/** The goals of one page section (storefront, instances, lighthouse), as the section repeats them. */
export function sectionGoalsTable(verdicts: readonly JudgedGoal[], section: string, measuredHeader = 'measured'): string {
  return table(
    ['goal', 'target', measuredHeader, 'verdict'],
    verdicts
      .filter((verdict) => verdict.section === section)
      .map((verdict) => [verdict.goal, verdict.target, verdict.measured, verdictText(verdict)]),
  );
}
