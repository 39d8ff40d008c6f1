import { ownElements } from '../../core/dom/own-elements';
import { readSlidesNaming, type SlidesNaming } from '../../core/slides/slides-aria';
import { SLIDER_MARKUP } from './markup';

/**
 * Markup contract (README): `data-island="slider"` around `.slider-slides`, whose element children are
 * the slides; every slide but the shown one is printed `hidden`.
 */
export interface SliderParts {
  /** `.slider-slides`: the live region, and the box the slices cover. */
  track: HTMLElement;
  slides: HTMLElement[];
  /** How the server named it: a heading inside the island, outside the slides. */
  naming: SlidesNaming;
  /** The slide the server printed shown (the first one not `hidden`). */
  shown: number;
}

/** Reads the slider's parts once, at mount, before the widget adds attributes of its own; null when the markup does not fit. */
export function readSliderParts(element: HTMLElement): SliderParts | null {
  const track = ownElements(element, `.${SLIDER_MARKUP.classes.slides}`)[0];
  if (!track) return null;
  const slides = [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (slides.length === 0) return null;
  const shown = Math.max(
    0,
    slides.findIndex((slide) => !slide.hidden),
  );
  return { track, slides, naming: readSlidesNaming(element, track, slides), shown };
}

/** The address of a slide's image (what the slices show), or null for a slide without one. */
export function slideImageUrl(slide: HTMLElement): string | null {
  const image = slide.querySelector('img');
  if (!image) return null;
  return image.currentSrc || image.getAttribute('src') || null;
}

/** Whether the slider sits in right-to-left text (its own `dir` or an ancestor's); read once, no style read. */
export function isRightToLeft(element: HTMLElement): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}
