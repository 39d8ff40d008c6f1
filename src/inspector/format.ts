import type { LogEntry } from '../../core/log';

export const formatMs = (ms: number | undefined) => (ms === undefined ? '—' : `${Math.round(ms)} ms`);

export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '—';
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** A message as the panel shows it: its text, then the message of any error it carries. */
export function messageText(entry: LogEntry): string {
  const errors = entry.details.filter((detail): detail is Error => detail instanceof Error).map((error) => error.message);
  return [entry.message, ...errors].join(': ');
}
