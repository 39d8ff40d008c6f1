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
