import { describeValue } from './describe-value';

/** The settings global's own keys and values, copied once; reading it never throws. */
export type SettingsSnapshot = Readonly<Record<string, unknown>>;

/**
 * Copies whatever the server printed into a plain object without a prototype, so that neither a
 * throwing getter, a Proxy, nor keys like `__proto__` or `constructor` can break a later read.
 * Values are kept as they are; each family's schema decides what it can read (README, "Page settings").
 */
export function snapshotSettings(raw: unknown, problems: string[]): SettingsSnapshot {
  const snapshot: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (raw === undefined) return snapshot;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push(`page settings are not an object (${describeValue(raw)}), using defaults`);
    return snapshot;
  }
  let keys: string[];
  try {
    keys = Object.keys(raw);
  } catch {
    problems.push('page settings cannot be read, using defaults');
    return snapshot;
  }
  for (const key of keys) {
    try {
      snapshot[key] = (raw as Record<string, unknown>)[key];
    } catch {
      problems.push(`${key} cannot be read`);
    }
  }
  return snapshot;
}
