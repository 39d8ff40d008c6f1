import type { IslandRow } from './islands';

const WAITING = new Set(['idle', 'visible', 'load', 'interaction', 'loading']);

/** The header's one line: how many islands, by state, and how many messages. */
export function summary(islands: readonly IslandRow[], messages: number): string {
  const count = (test: (row: IslandRow) => boolean) => islands.filter(test).length;
  const parts = [
    `${count((row) => row.state === 'mounted')} mounted`,
    `${count((row) => WAITING.has(row.state))} waiting`,
    `${count((row) => row.state === 'failed')} failed`,
    `${count((row) => row.state === 'unknown')} unknown`,
  ];
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return `${plural(islands.length, 'island')}: ${parts.join(', ')}; ${plural(messages, 'message')}`;
}
