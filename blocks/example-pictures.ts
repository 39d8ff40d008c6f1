/**
 * Pictures for the blocks' inserter previews (their block.json `example`, README "Blocks"): a small
 * landscape drawn in SVG as a data address, so a preview needs no file of the site's media library.
 * 1500 × 1000, as the demo's pictures.
 */

/** The picture's size, px (its `width` and `height` attributes in an example). */
export const EXAMPLE_PICTURE_SIZE = { width: 1500, height: 1000 } as const;

/** A landscape under a sky of `hue` (0–360 degrees), hills in its complementary tone. */
export function examplePicture(hue: number): string {
  const hills = (hue + 150) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 1000"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 78%)"/><stop offset="1" stop-color="hsl(${hue} 55% 92%)"/></linearGradient></defs><rect width="1500" height="1000" fill="url(#s)"/><circle cx="1120" cy="300" r="120" fill="hsl(${(hue + 30) % 360} 90% 85%)"/><path d="M0 720 Q375 520 750 700 T1500 640 V1000 H0Z" fill="hsl(${hills} 35% 55%)"/><path d="M0 860 Q500 700 1000 850 T1500 820 V1000 H0Z" fill="hsl(${hills} 40% 38%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A core image block of the picture, for an example's inner blocks (no width: an image block's width is the size it is shown at). */
export function exampleImage(hue: number): { name: string; attributes: Record<string, unknown> } {
  return { name: 'core/image', attributes: { url: examplePicture(hue), alt: '' } };
}
