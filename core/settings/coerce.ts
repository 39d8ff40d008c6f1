/**
 * Coercion of server-printed values. WordPress prints settings and data attributes as strings
 * ("yes", "1", "300"), sometimes as real JSON values. Each coercer returns `undefined` for a value it
 * cannot read, so the caller can fall back to the default and say so once.
 */

const TRUE_WORDS = new Set(['1', 'yes', 'true', 'on']);
const FALSE_WORDS = new Set(['0', 'no', 'false', 'off', '']);

export function coerceBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : undefined;
  if (typeof raw !== 'string') return undefined;
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/**
 * A flag written as a data attribute: a bare attribute (`data-loop`, value "") means on, as HTML
 * boolean attributes do; otherwise the words of coerceBoolean.
 */
export function coerceFlagAttribute(raw: unknown): boolean | undefined {
  return raw === '' ? true : coerceBoolean(raw);
}

/** A finite number from a number or a numeric string; "300px" and "" are not numbers. */
export function coerceNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : undefined;
}

export function coerceString(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

export function coerceOneOf<T extends string>(allowed: readonly T[]) {
  return (raw: unknown): T | undefined => {
    const text = coerceString(raw)?.trim().toLowerCase();
    return allowed.find((candidate) => candidate === text);
  };
}

/** A flat map of names to texts (a shortcode's `atts`, sent back as `atts[name]`). */
export type FlatTexts = Readonly<Record<string, string>>;

/** A flat object of texts and numbers; a JSON string of one is read too (a `data-atts` attribute). */
export function coerceFlatTexts(raw: unknown): FlatTexts | undefined {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const atts: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') atts[name] = String(item);
    else return undefined;
  }
  return atts;
}
