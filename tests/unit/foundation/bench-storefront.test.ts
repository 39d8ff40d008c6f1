import { describe, expect, it } from 'vitest';
import { STOREFRONT_PARTS, THEME_INSTANCE_COUNTS, keepAlive, storefrontPartsWith } from '../../bench/site/storefront-instances';

/** The benchmark's storefront page (README, "Benchmark"; issue 34): the theme's widget instances, and the per-instance pages. */
const instancesOf = (parts: typeof STOREFRONT_PARTS) => {
  const counts: Record<string, number> = {};
  for (const part of parts) counts[part.widget] = (counts[part.widget] ?? 0) + (part.instances ?? 1);
  return counts;
};

describe('the storefront page carries the theme’s widget instances', () => {
  it('its parts add up to the counts of the theme’s widgets page', () => {
    expect(instancesOf(STOREFRONT_PARTS)).toEqual(THEME_INSTANCE_COUNTS);
  });

  it('a per-instance page of a widget the theme shows once gets the rest in its first section, the others unchanged', () => {
    const parts = storefrontPartsWith('tour', 4);
    expect(instancesOf(parts)).toEqual({ ...THEME_INSTANCE_COUNTS, tour: 4 });
    expect(instancesOf(storefrontPartsWith('carousel', 4))).toEqual({ ...THEME_INSTANCE_COUNTS, carousel: 4 });
    expect(storefrontPartsWith('progress-bar', 4)).toEqual(STOREFRONT_PARTS);
  });

  it('keeps the first live instances of one widget in the bundle’s sight and renames every other root', () => {
    const html =
      '<header data-island="sticky-header"><nav data-island="menu"></nav></header>' +
      '<div data-island="progress-bar" data-value="1"></div><p data-island="counter">3</p><div data-island="progress-bar"></div>';
    const one = keepAlive(html, 'progress-bar', 1);
    expect(one.live).toBe(1);
    expect(one.html).toBe(
      '<header data-bench-inert-island="sticky-header"><nav data-bench-inert-island="menu"></nav></header>' +
        '<div data-island="progress-bar" data-value="1"></div><p data-bench-inert-island="counter">3</p><div data-bench-inert-island="progress-bar"></div>',
    );
    expect(keepAlive(html, 'progress-bar', Infinity).live).toBe(2);
  });
});
