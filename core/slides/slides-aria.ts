import type { AttributeValues } from '../dom/attributes';
import { ownElements } from '../dom/own-elements';

const HEADING = 'h1,h2,h3,h4,h5,h6';
const hasName = (element: Element) => element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');

/** How the server named a set of slides, read once at mount, before the widget adds names of its own. */
export interface SlidesNaming {
  /** The heading that names them: inside the widget but outside the slides (or, when asked, just before the widget). */
  readonly heading: HTMLElement | null;
  /** The server named the region itself. */
  readonly named: boolean;
  /** The server named each slide (a product's own label wins). */
  readonly slideNamed: readonly boolean[];
}

export function readSlidesNaming(
  widget: HTMLElement,
  slidesBox: HTMLElement,
  slides: readonly HTMLElement[],
  headingBefore = false,
): SlidesNaming {
  const before = widget.previousElementSibling;
  const heading =
    ownElements(widget, HEADING).find((found) => !slidesBox.contains(found)) ??
    (headingBefore && before instanceof HTMLElement && before.matches(HEADING) ? before : null);
  return { heading, named: hasName(widget), slideNamed: slides.map(hasName) };
}

export interface SlidesAriaRequest {
  readonly widget: HTMLElement;
  readonly naming: SlidesNaming;
  /** The widget's `data-label` option: its name when the server printed none. */
  readonly label: string;
  /** The widget's useId(), for the ids it gives. */
  readonly idBase: string;
  /** The element around the slides: the live region, which the previous/next buttons control. */
  readonly slidesBox: HTMLElement;
  readonly slides: readonly HTMLElement[];
  /** The slides turn by themselves now (the rotation runs, nothing hovered or focused). */
  readonly rotating: boolean;
  /** Each slide's name, `{n} of {m}` (the family's `*_slide_label` setting). */
  readonly slideLabel: string;
}

/** The id the slides' box has, or gets: what the previous/next buttons name in aria-controls. */
export const slidesBoxId = (slidesBox: HTMLElement, idBase: string) => slidesBox.id || `${idBase}slides`;

/** `{n} of {m}`: a slide's name from the template. */
const slideName = (template: string, number: number, count: number) =>
  template.replaceAll('{n}', String(number)).replaceAll('{m}', String(count));

/**
 * The WAI-ARIA APG carousel semantics of a set of rotating slides, as attributes to set
 * (useServerAttributes): a region named by the server, the `data-label` option or its heading, with
 * the role description "carousel"; the slides' box a polite live region only while the slides do not
 * turn by themselves; each slide a group with the role description "slide", named "n of m" unless the
 * server named it.
 */
export function planSlidesAria({ widget, naming, label, idBase, slidesBox, slides, rotating, slideLabel }: SlidesAriaRequest) {
  const plan: Array<readonly [Element, AttributeValues]> = [];
  let name: AttributeValues = {};
  if (!naming.named && label) name = { 'aria-label': label };
  else if (!naming.named && naming.heading) {
    const headingId = naming.heading.id || `${idBase}name`;
    name = { 'aria-labelledby': headingId };
    plan.push([naming.heading, { id: headingId }]);
  }
  plan.push([widget, { role: 'region', 'aria-roledescription': 'carousel', ...name }]);
  plan.push([slidesBox, { id: slidesBoxId(slidesBox, idBase), 'aria-live': rotating ? 'off' : 'polite' }]);
  slides.forEach((slide, index) => {
    const ownName: AttributeValues = naming.slideNamed[index] ? {} : { 'aria-label': slideName(slideLabel, index + 1, slides.length) };
    plan.push([slide, { role: 'group', 'aria-roledescription': 'slide', ...ownName }]);
  });
  return plan;
}
