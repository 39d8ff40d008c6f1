import { ownElements } from '../../core/dom/own-elements';
import { FLOATING_MARKUP } from './markup';

export interface Hotspot {
  /** The `[data-hotspot]` wrapper, placed over the image at `data-x`/`data-y` percent. */
  readonly spot: HTMLElement;
  readonly button: HTMLElement;
  readonly card: HTMLElement;
  /** Percent of the image's width and height, when the server gave them as data attributes. */
  readonly xPercent: number | null;
  readonly yPercent: number | null;
}

function percent(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
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
  ownElements(widget, `[${FLOATING_MARKUP.attributes.hotspot}]`).forEach((spot, index) => {
    const button =
      spot.querySelector<HTMLElement>(`[${FLOATING_MARKUP.attributes.hotspotButton}]`) ?? spot.querySelector<HTMLElement>('button');
    const card = spot.querySelector<HTMLElement>(`[${FLOATING_MARKUP.attributes.hotspotCard}]`);
    if (!button || !card) {
      problems.push(`spot ${index + 1} has no ${button ? `card ([${FLOATING_MARKUP.attributes.hotspotCard}])` : 'button'}`);
      return;
    }
    spots.push({
      spot,
      button,
      card,
      xPercent: percent(spot.getAttribute(FLOATING_MARKUP.attributes.x)),
      yPercent: percent(spot.getAttribute(FLOATING_MARKUP.attributes.y)),
    });
  });
  return { spots, problems };
}
