const MAX_DESCRIPTION_LENGTH = 80;

/**
 * A short, printable description of any value for a console warning. Never throws: a BigInt, a
 * circular object, a Proxy or a throwing getter all get a description.
 */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    if (typeof value === 'bigint') text = `${value}n`;
    else if (typeof value === 'symbol' || typeof value === 'function') text = typeof value;
    else text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? 'an array' : `a ${typeof value} that cannot be printed`;
  }
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH)}…` : text;
}
