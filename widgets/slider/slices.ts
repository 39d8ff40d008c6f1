import { SLIDER_SLICE_DURATION_MS, SLIDER_SLICE_STAGGER_MS, SLIDER_SLICES } from './options';
import { SLIDER_MARKUP } from './markup';

/**
 * The transition's overlay (README, "The transition"): 15 strips side by side over the shown slide,
 * each showing its part of the incoming image (background-size 1500 % × 100 %, positioned at its
 * slice). CSS animates them in with transform and opacity only; nothing runs per frame in script and
 * nothing here reads layout. Strips start at the inline start (the right in right-to-left text).
 */
export function buildSlices(imageUrl: string, rightToLeft: boolean): HTMLElement {
  const overlay = document.createElement('div');
  overlay.className = SLIDER_MARKUP.classes.slices;
  overlay.setAttribute('aria-hidden', 'true');
  const background = `url(${JSON.stringify(imageUrl)})`;
  for (let index = 0; index < SLIDER_SLICES; index += 1) {
    const slice = document.createElement('div');
    slice.className = SLIDER_MARKUP.classes.slice;
    const order = rightToLeft ? SLIDER_SLICES - 1 - index : index;
    slice.style.left = `${(index * 100) / SLIDER_SLICES}%`;
    slice.style.width = `${100 / SLIDER_SLICES}%`;
    slice.style.backgroundImage = background;
    slice.style.backgroundSize = `${SLIDER_SLICES * 100}% 100%`;
    // A percentage position p puts the image's p % on the box's p %: p = index / (slices − 1) shows this strip's part.
    slice.style.backgroundPosition = `${(index * 100) / (SLIDER_SLICES - 1)}% 0`;
    slice.style.animationDuration = `${SLIDER_SLICE_DURATION_MS}ms`;
    slice.style.animationDelay = `${order * SLIDER_SLICE_STAGGER_MS}ms`;
    overlay.append(slice);
  }
  return overlay;
}
