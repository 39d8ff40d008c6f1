/** Every message the bundle prints starts with this, so theme developers can filter the console. */
export const LOG_PREFIX = '[cms-islands]';

/** One message the bundle printed: its level, text and details (the element it is about, the error). */
export interface LogEntry {
  readonly level: 'warn' | 'error';
  readonly message: string;
  readonly details: readonly unknown[];
}

/** How many of the last messages the journal keeps: a page with hundreds of broken widgets stays bounded. */
export const JOURNAL_LIMIT = 500;

/**
 * What the inspector reads (README, "Inspector"), kept while it is off so it can show what happened
 * before it was switched on: the last JOURNAL_LIMIT messages, and `changed`, which the runtime and
 * every message call and which does nothing until the inspector listens. On-demand files print
 * through this same module (src/app/shared-module-names.ts), so their messages are here too.
 */
export const journal: { readonly entries: LogEntry[]; changed(): void } = { entries: [], changed() {} };

function record(level: LogEntry['level'], message: string, details: unknown[]): void {
  if (journal.entries.push({ level, message, details }) > JOURNAL_LIMIT) journal.entries.shift();
  journal.changed();
}

export function warn(message: string, ...details: unknown[]): void {
  console.warn(`${LOG_PREFIX} ${message}`, ...details);
  record('warn', message, details);
}

export function reportError(message: string, ...details: unknown[]): void {
  console.error(`${LOG_PREFIX} ${message}`, ...details);
  record('error', message, details);
}
