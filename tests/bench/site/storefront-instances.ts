/**
 * What the storefront page (site/storefront.ts) carries, in numbers (issue 34): the theme's widget
 * instances, the parts that hold them, and how a per-instance page keeps one widget alone alive.
 * Plain data and string work, apart from the page's markup, so a unit test reads it.
 */
import type { PartSpec } from './parts';

/**
 * Widget instances below the header of the theme's widgets page (issue 34): the storefront page
 * carries exactly these. The header's own (sticky header, 3 menus, 2 search forms, mobile drawer,
 * off-canvas sidebar) are in site/storefront.ts's HEADER.
 */
export const THEME_INSTANCE_COUNTS: Readonly<Record<string, number>> = {
  'progress-bar': 8,
  gallery: 6,
  counter: 4,
  toggle: 3,
  tabs: 2,
  carousel: 2,
  tour: 1,
  accordion: 1,
  slider: 1,
  'hover-box': 1,
  countdown: 1,
  'scroll-to-top': 1,
};

/** The header's widgets on the theme's widgets page (issue 34), which site/storefront.ts's HEADER carries. */
export const HEADER_INSTANCE_COUNTS: Readonly<Record<string, number>> = {
  'sticky-header': 1,
  menu: 3,
  search: 2,
  'mobile-menu': 1,
  'off-canvas': 1,
};

/**
 * The body's parts, top to bottom: each family's instances in one or two sections, as a shop's home
 * page shows them; their instances add up to THEME_INSTANCE_COUNTS (the storefront case checks).
 */
export const STOREFRONT_PARTS: readonly PartSpec[] = [
  { widget: 'slider', label: 'New this season', instances: 1 },
  { widget: 'tabs', label: 'Shop by room', instances: 1 },
  { widget: 'carousel', label: 'Best sellers', instances: 1 },
  { widget: 'counter', label: 'In numbers', instances: 4 },
  { widget: 'tour', label: 'How a mug is made', instances: 1 },
  { widget: 'progress-bar', label: 'This year in the studio', instances: 8 },
  { widget: 'gallery', label: 'From the workshop', prefer: /data-island="gallery"/, instances: 3 },
  { widget: 'hover-box', label: 'Collections', instances: 1 },
  { widget: 'countdown', label: 'Winter sale', instances: 1 },
  { widget: 'toggle', label: 'Care', instances: 3 },
  { widget: 'tabs', label: 'Glazes', instances: 1 },
  { widget: 'carousel', label: 'New arrivals', instances: 1 },
  { widget: 'accordion', label: 'Questions', instances: 1 },
  { widget: 'gallery', label: 'Customers’ tables', prefer: /wp-block-gallery/, instances: 3 },
  { widget: 'scroll-to-top', label: 'Back to the top', instances: 1 },
];

/** Widgets a page holds once (the per-instance case never copies them). */
export const SINGLE_ON_A_PAGE = new Set(['scroll-to-top']);

/**
 * The parts with `widget` holding at least `instances` in all (the per-instance case's page of a
 * family the theme shows once or twice: its first part gets the rest).
 */
export function storefrontPartsWith(widget: string, instances: number): PartSpec[] {
  const total = STOREFRONT_PARTS.filter((spec) => spec.widget === widget).reduce((sum, spec) => sum + (spec.instances ?? 1), 0);
  const first = STOREFRONT_PARTS.findIndex((spec) => spec.widget === widget);
  if (first < 0) throw new Error(`the storefront page has no ${widget}`);
  return STOREFRONT_PARTS.map((spec, index) =>
    index === first && instances > total ? { ...spec, instances: (spec.instances ?? 1) + instances - total } : spec,
  );
}

/** What a per-instance page keeps out of the bundle's sight: `data-island` renamed, the markup kept. */
const INERT_ATTRIBUTE = 'data-bench-inert-island';

/** Renames every widget root but the live ones out of the bundle's sight; counts the live ones left. */
export function keepAlive(html: string, widget: string, instances: number): { html: string; live: number } {
  let live = 0;
  const out = html.replace(/\bdata-island="([a-z0-9-]+)"/g, (attribute, name: string) => {
    if (name === widget && live < instances) {
      live += 1;
      return attribute;
    }
    return `${INERT_ATTRIBUTE}="${name}"`;
  });
  return { html: out, live };
}
