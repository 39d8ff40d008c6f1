import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { addDescribedBy } from '../../core/dom/described-by';
import { useDomListener } from '../../core/hooks/useDomListener';
import { makeElement, useInsertedElement } from '../../core/hooks/useInsertedElement';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import type { AttributeValues } from '../../core/dom/attributes';
import type { TooltipOptions } from './options';
import { isRightToLeft, keepBeside } from './position';
import { HOVER_GRACE_MS, HOVER_INTENT_MS } from './timing';
import { FLOATING_MARKUP } from './markup';

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]';

function matchesSafely(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * A tooltip (README; WAI-ARIA APG tooltip pattern): `role="tooltip"` text that describes its element
 * through `aria-describedby`. Shown while the pointer rests on the element (after a short intent
 * delay) or on the tooltip itself, and while the element has keyboard focus or was tapped; Escape
 * hides it without moving focus (WCAG 1.4.13: hoverable, dismissible, persistent). Placed above the
 * element by default, flipping below when there is no room, so it never covers its element.
 */
export function TooltipWidget({ element, options }: WidgetProps<TooltipOptions>) {
  const tooltipId = `cms-tooltip${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [text] = useState(() => options.tooltip || element.getAttribute('title') || '');
  // Mounted while already pointed at or focused (it mounts as it comes into view): shown at once.
  const [hovered, setHovered] = useState(() => matchesSafely(element, ':hover'));
  const [focused, setFocused] = useState(() => document.activeElement === element);
  const [dismissed, setDismissed] = useState(false);
  const hoverTimer = useRef(0);
  const lastPointer = useRef<string>('');
  // As printed: once we add a tabindex the element matches, so this is read once.
  const [focusable] = useState(() => element.matches(NATIVELY_FOCUSABLE));
  const open = text !== '' && (hovered || focused) && !dismissed;

  // Our own element, right after its element (in the same landmark; fixed positioning takes it out of
  // the flow there). Made and removed by us, never by React: markup cleared around the element before
  // the runtime released it (churn) leaves nothing to fail on.
  const tooltip = useInsertedElement(
    () => {
      if (!text) return null;
      const made = makeElement('span', FLOATING_MARKUP.classes.tooltip, {
        id: tooltipId,
        role: 'tooltip',
        dir: isRightToLeft(element) ? 'rtl' : 'ltr',
        hidden: '',
      });
      made.textContent = text;
      return made;
    },
    (made) => (element.parentNode ? element.after(made) : document.body.append(made)),
  );

  // Described by its tip exactly once, whatever the theme's markup already pointed to, however often it
  // opens; the server's list comes back on unmount.
  useLayoutEffect(() => (tooltip ? addDescribedBy(element, tooltip.id) : undefined), [element, tooltip]);
  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (tooltip) plan.push([element, { title: null }], [tooltip, { hidden: open ? null : '' }]);
  useServerAttributes(plan);
  // A tooltip needs a focusable element, or keyboard and touch visitors never see it. Set once, not
  // with the attributes above (re-applied on each render): a moment without it would drop the focus.
  useLayoutEffect(() => {
    if (!text || focusable) return;
    element.setAttribute('tabindex', '0');
    return () => element.removeAttribute('tabindex');
  }, [element, text, focusable]);

  const hoverLater = (value: boolean) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(
      () => {
        setHovered(value);
        if (value) setDismissed(false);
      },
      value ? HOVER_INTENT_MS : HOVER_GRACE_MS,
    );
  };
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useDomListener(element, 'pointerdown', (event) => {
    lastPointer.current = event.pointerType;
  });
  useDomListener(element, 'pointerenter', (event) => {
    if (event.pointerType !== 'touch') hoverLater(true);
  });
  useDomListener(element, 'pointerleave', (event) => {
    if (event.pointerType !== 'touch') hoverLater(false);
  });
  useDomListener(element, 'focus', () => {
    // Keyboard focus, or a tap (touch has no hover); focus from a mouse click does not pin the tooltip.
    if (lastPointer.current !== 'mouse' && lastPointer.current !== 'pen') {
      setFocused(true);
      setDismissed(false);
    }
    lastPointer.current = '';
  });
  useDomListener(element, 'blur', () => setFocused(false));
  useDomListener(tooltip, 'pointerenter', () => hoverLater(true));
  useDomListener(tooltip, 'pointerleave', () => hoverLater(false));
  useDomListener(open ? document : null, 'keydown', (event) => {
    if (event.key === 'Escape') setDismissed(true);
  });

  useLayoutEffect(() => {
    if (!open || !tooltip) return;
    return keepBeside(element, tooltip, options.placement);
  }, [open, tooltip, element, options.placement]);

  return null;
}
