import { reportError, warn } from './log';

/**
 * Says something once per key, however often it happens: a page may carry hundreds of elements with
 * the same unknown widget name, or of a family whose file cannot load.
 */
export function createOnceReporter(level: 'warn' | 'error') {
  const said = new Set<string>();
  const say = level === 'warn' ? warn : reportError;
  return (key: string, message: string, ...details: unknown[]): void => {
    if (said.has(key)) return;
    said.add(key);
    say(message, ...details);
  };
}
