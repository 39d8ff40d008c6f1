import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../mount/types';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import type { AttributeValues } from '../../src/core/dom/attributes';
import type { TooltipOptions } from './options';
import { isRightToLeft, keepBeside } from './position';
import { HOVER_GRACE_MS, HOVER_INTENT_MS } from './timing';

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
  const [tooltip, setTooltip] = useState<HTMLSpanElement | null>(null);
  const hoverTimer = useRef(0);
  const lastPointer = useRef<string>('');
  const [rtl] = useState(() => isRightToLeft(element));
  // As printed: once we add a tabindex the element matches, so this is read once.
  const [focusable] = useState(() => element.matches(NATIVELY_FOCUSABLE));
  const open = text !== '' && (hovered || focused) && !dismissed;

  const describedBy = [element.getAttribute('aria-describedby'), tooltipId].filter(Boolean).join(' ');
  const attributes: AttributeValues = text ? { 'aria-describedby': describedBy, title: null } : {};
  useServerAttributes([[element, attributes]]);
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

  if (!text) return null;
  // Beside its element, in the same landmark (fixed positioning takes it out of the flow there).
  return createPortal(
    <span ref={setTooltip} id={tooltipId} role="tooltip" className="cms-tooltip" dir={rtl ? 'rtl' : 'ltr'} hidden={!open}>
      {text}
    </span>,
    element.parentElement ?? document.body,
  );
}
