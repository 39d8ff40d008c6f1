import { ownElements } from '../../src/core/dom/own-elements';

export interface Hotspot {
  /** The `[data-hotspot]` wrapper, placed over the image at `data-x`/`data-y` percent. */
  readonly spot: HTMLElement;
  readonly button: HTMLElement;
  readonly card: HTMLElement;
  /** Percent of the image's width and height, when the server gave them as data attributes. */
  readonly xPercent: number | null;
  readonly yPercent: number | null;
}

function percent(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw.trim().replace(/%$/, ''));
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : null;
}

/**
 * The spots of a hotspots widget (README): each `[data-hotspot]` holds its button (`[data-hotspot-button]`,
 * else its first button) and its card (`[data-hotspot-card]`). Spots missing either are left alone and
 * reported in the returned problems.
 */
export function readHotspots(widget: HTMLElement): { spots: Hotspot[]; problems: string[] } {
  const spots: Hotspot[] = [];
  const problems: string[] = [];
  ownElements(widget, '[data-hotspot]').forEach((spot, index) => {
    const button = spot.querySelector<HTMLElement>('[data-hotspot-button]') ?? spot.querySelector<HTMLElement>('button');
    const card = spot.querySelector<HTMLElement>('[data-hotspot-card]');
    if (!button || !card) {
      problems.push(`spot ${index + 1} has no ${button ? 'card ([data-hotspot-card])' : 'button'}`);
      return;
    }
    spots.push({ spot, button, card, xPercent: percent(spot.dataset.x), yPercent: percent(spot.dataset.y) });
  });
  return { spots, problems };
}
