import { ERROR_EVENT, MARKUP } from './markup';

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
 * through this same module (src/shared-module-names.ts), so their messages are here too.
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

/** What a theme hears of a failure (README, "Public API": `onError`, the `cms-islands:error` event). */
export interface ReportedFailure {
  /** The console message, without its prefix. */
  readonly message: string;
  /** The widget it is about (`data-island` name), when the message or its element names one. */
  readonly widget: string | null;
  /** The element it is about, when there is one. */
  readonly element: Element | null;
  /** The error thrown or the call's failure, when there is one. */
  readonly error: unknown;
}

/** `widget "name" …` or a family's `name: …` at the start of a message. */
const NAMED_WIDGET = /^(?:widget "([a-z][a-z0-9-]*)"|([a-z][a-z0-9-]*):)/;

function failureOf(message: string, details: readonly unknown[]): ReportedFailure {
  const element = details.find((detail): detail is Element => detail instanceof Element) ?? null;
  const error = details.find((detail) => !(detail instanceof Element) && typeof detail !== 'string') ?? null;
  const named = NAMED_WIDGET.exec(message);
  const widget =
    named?.[1] ??
    element?.getAttribute(MARKUP.failed) ??
    element?.getAttribute(MARKUP.mounted) ??
    element?.getAttribute(MARKUP.widget) ??
    named?.[2] ??
    null;
  return { message, widget, element, error };
}

/**
 * THE one place failures are reported: the console (prefixed), the inspector's journal, and the
 * page: a `cms-islands:error` event on the element it is about (bubbling to the document), else on
 * the document, which `CMSIslands.onError` hears (README, "Public API").
 */
export function reportError(message: string, ...details: unknown[]): void {
  console.error(`${LOG_PREFIX} ${message}`, ...details);
  record('error', message, details);
  const failure = failureOf(message, details);
  const target = failure.element?.isConnected ? failure.element : document;
  target.dispatchEvent(new CustomEvent<ReportedFailure>(ERROR_EVENT, { detail: failure, bubbles: true }));
}
