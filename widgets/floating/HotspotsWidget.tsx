import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { warn } from '../../core/log';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import type { AttributeValues } from '../../core/dom/attributes';
import type { HotspotsOptions } from './options';
import { readHotspots } from './hotspots-structure';
import { keepBeside } from './position';
import { HOVER_GRACE_MS, HOVER_INTENT_MS } from './timing';

/** Which card is open, and whether a click pinned it (a hover-opened card closes when the pointer leaves). */
interface OpenSpot {
  readonly index: number;
  readonly pinned: boolean;
}

const indexOf = (spots: ReadonlyArray<{ spot: HTMLElement }>, target: EventTarget | null) =>
  target instanceof Node ? spots.findIndex(({ spot }) => spot.contains(target)) : -1;

/**
 * Image hotspots (README): each spot's button discloses its card (WAI-ARIA disclosure: aria-expanded,
 * aria-controls). Click, tap, Enter or Space toggle a card and keep it open; resting the pointer on a
 * spot opens it too, until the pointer leaves. One card is open at a time; Escape and a click outside
 * close it. Cards are placed beside their spot and kept inside the viewport by @floating-ui/dom.
 */
export function HotspotsWidget({ element, options }: WidgetProps<HotspotsOptions>) {
  const idBase = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { spots, problems } = useMemo(() => readHotspots(element), [element]);
  const [open, setOpen] = useState<OpenSpot | null>(null);
  const hoverTimer = useRef(0);

  useEffect(() => {
    if (problems.length > 0) warn(`widget "hotspots": ${problems.join('; ')}`, element);
  }, [problems, element]);

  const plan: Array<readonly [Element, AttributeValues]> = [];
  spots.forEach(({ button, card }, index) => {
    const cardId = card.id || `${idBase}-card-${index}`;
    const expanded = open?.index === index;
    plan.push([card, { id: cardId, hidden: expanded ? null : '' }]);
    plan.push([button, { 'aria-expanded': String(expanded), 'aria-controls': cardId }]);
  });
  useServerAttributes(plan);

  // Spots stand where the server's data-x/data-y put them (script-set styles: a strict CSP allows those).
  useLayoutEffect(() => {
    const placed = spots.filter((spot) => spot.xPercent !== null && spot.yPercent !== null);
    for (const { spot, xPercent, yPercent } of placed) {
      spot.style.left = `${xPercent}%`;
      spot.style.top = `${yPercent}%`;
    }
    return () => {
      for (const { spot } of placed) {
        spot.style.removeProperty('left');
        spot.style.removeProperty('top');
      }
    };
  }, [spots]);

  const openSpot = open ? spots[open.index] : undefined;
  useLayoutEffect(() => {
    if (!openSpot) return;
    return keepBeside(openSpot.button, openSpot.card, options.placement);
  }, [openSpot, options.placement]);

  const later = (change: () => void, ms: number) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(change, ms);
  };
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useDomListener(element, 'click', (event) => {
    const index = indexOf(spots, event.target);
    if (index < 0 || !(event.target instanceof Node) || !spots[index]!.button.contains(event.target)) return;
    event.preventDefault();
    window.clearTimeout(hoverTimer.current);
    setOpen((current) => (current?.index === index && current.pinned ? null : { index, pinned: true }));
  });
  useDomListener(element, 'pointerover', (event) => {
    if (event.pointerType === 'touch') return; // a tap is a click
    const index = indexOf(spots, event.target);
    if (index < 0) return;
    if (open?.index === index) window.clearTimeout(hoverTimer.current);
    else if (!open?.pinned) later(() => setOpen({ index, pinned: false }), HOVER_INTENT_MS);
  });
  useDomListener(element, 'pointerout', (event) => {
    if (event.pointerType === 'touch') return;
    const from = indexOf(spots, event.target);
    if (from < 0 || indexOf(spots, event.relatedTarget) === from) return;
    if (open && !open.pinned) later(() => setOpen((current) => (current?.pinned ? current : null)), HOVER_GRACE_MS);
    else if (!open) window.clearTimeout(hoverTimer.current);
  });

  useDomListener(open ? document : null, 'keydown', (event) => {
    if (event.key !== 'Escape' || !openSpot) return;
    const focusWasInside = openSpot.spot.contains(document.activeElement);
    setOpen(null);
    if (focusWasInside) openSpot.button.focus();
  });
  useDomListener(open ? document : null, 'pointerdown', (event) => {
    if (openSpot && event.target instanceof Node && !openSpot.spot.contains(event.target)) setOpen(null);
  });
  return null;
}
