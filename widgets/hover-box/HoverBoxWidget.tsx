import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { applyAttributes, type AttributeValues } from '../../core/dom/attributes';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { warn } from '../../core/log';
import type { HoverBoxOptions } from './options';
import { HOVER_BOX_MARKUP } from './markup';

type Face = 'front' | 'back';

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]:not([tabindex="-1"]),summary,iframe,[contenteditable]';
const FOLLOWS = 'a[href],button,input,select,textarea,summary,label';

/** Whether focus is one the visitor sees (keyboard); a tap or a click also focuses, and must not decide the face. */
function focusIsVisible(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: every focus counts
  }
}

/**
 * Hover box (README): a front and a back face in one grid cell. The back shows while a mouse is over
 * the box, while keyboard focus is on the back face (or the box), and after a first tap on a touch
 * screen (a second tap on a link follows it; a tap elsewhere turns it back). Which face shows is
 * `data-hover-box-face`; the flip itself is CSS (an instant swap under reduced motion).
 */
export function HoverBoxWidget({ element, options }: WidgetProps<HoverBoxOptions>) {
  const faces = useMemo(() => {
    const front = element.querySelector<HTMLElement>(`:scope > .${HOVER_BOX_MARKUP.classes.front}`);
    const back = element.querySelector<HTMLElement>(`:scope > .${HOVER_BOX_MARKUP.classes.back}`);
    if (!front || !back) {
      warn('widget "hover-box" needs a .hover-box-front and a .hover-box-back child; left as it is', element);
      return null;
    }
    // With nothing to focus on the back (and no tabindex of the server's), the box itself takes focus.
    const boxFocusable = back.querySelector(FOCUSABLE) === null && !element.hasAttribute('tabindex');
    // A focusable box needs a name (README): its front face's heading, else the front face's text.
    const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    const label = boxFocusable && !named ? (front.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? front) : null;
    return { front, back, boxFocusable, label };
  }, [element]);
  const labelId = `hover-box${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-label`;
  const [hovered, setHovered] = useState(false);
  const [focusedFace, setFocusedFace] = useState<Face | null>(null);
  const [tapped, setTapped] = useState(false);
  const lastPointerType = useRef('');

  // Once per mount, not with the face attributes below: those are put back and set again on every
  // render, and taking tabindex off the focused box for a moment would drop its focus.
  useLayoutEffect(() => {
    if (!faces?.boxFocusable) return;
    const restorers = [applyAttributes(element, { tabindex: '0', ...(element.hasAttribute('role') ? {} : { role: 'group' }) })];
    if (faces.label) {
      const id = faces.label.id || labelId;
      restorers.push(applyAttributes(faces.label, { id }), applyAttributes(element, { 'aria-labelledby': id }));
    }
    return () => restorers.reverse().forEach((restore) => restore());
  }, [faces, element, labelId]);

  useDomListener(element, 'pointerenter', (event) => {
    if (event.pointerType === 'mouse' || event.pointerType === 'pen') setHovered(true);
  });
  useDomListener(element, 'pointerleave', (event) => {
    if (event.pointerType === 'mouse' || event.pointerType === 'pen') setHovered(false);
  });
  useDomListener(element, 'pointerdown', (event) => {
    lastPointerType.current = event.pointerType;
  });
  useDomListener(element, 'focusin', (event) => {
    const target = event.target as Element;
    if (!faces || !focusIsVisible(target)) return;
    setFocusedFace(faces.front.contains(target) ? 'front' : 'back');
  });
  useDomListener(element, 'focusout', (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) setFocusedFace(null);
  });
  // Touch: the first tap turns the box (and follows nothing); on the back, a tap on a link follows it
  // and a tap anywhere else turns it back.
  useDomListener(
    element,
    'click',
    (event) => {
      const pointerType = (event as PointerEvent).pointerType || lastPointerType.current;
      if (!faces || pointerType !== 'touch') return;
      if (!tapped) {
        event.preventDefault();
        setTapped(true);
      } else if (!(event.target as Element).closest(FOLLOWS)) setTapped(false);
    },
    { capture: true },
  );
  useEffect(() => {
    if (!tapped) return;
    const outside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setTapped(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [tapped, element]);

  const face: Face = focusedFace ?? (hovered || tapped ? 'back' : 'front');
  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (faces) {
    plan.push([element, { [HOVER_BOX_MARKUP.attributes.face]: face, [HOVER_BOX_MARKUP.attributes.flip]: options.flip }]);
  }
  useServerAttributes(plan);
  return null;
}
