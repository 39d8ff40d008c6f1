/**
 * Outlines one element of the page from inside the panel's shadow root: a fixed box moved with a
 * transform, so showing it shifts nothing (README, "Inspector": no layout shift), and never in the
 * way of the pointer. It follows the element while the page scrolls.
 */
export function createHighlight(box: HTMLElement) {
  let target: Element | null = null;
  let frame = 0;

  function place(): void {
    frame = 0;
    const rect = target?.getBoundingClientRect();
    if (!rect || (rect.width === 0 && rect.height === 0)) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    box.style.transform = `translate(${rect.left}px, ${rect.top}px)`;
    box.style.width = `${rect.width}px`;
    box.style.height = `${rect.height}px`;
  }
  const follow = () => {
    frame ||= requestAnimationFrame(place);
  };

  return {
    show(element: Element): void {
      if (!target) addEventListener('scroll', follow, { passive: true, capture: true });
      target = element;
      place();
    },
    hide(): void {
      removeEventListener('scroll', follow, { capture: true });
      cancelAnimationFrame(frame);
      frame = 0;
      target = null;
      box.hidden = true;
    },
  };
}

export type Highlight = ReturnType<typeof createHighlight>;
