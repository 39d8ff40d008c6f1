import { useRef } from 'react';
import { useDomListener } from '../../core/hooks/useDomListener';
import type { MenuOptions } from './options';
import { branchAt, chainTo, closeBranch, openBranch, sameSet, type MenuBranch } from './structure';
import type { OpenBranches } from './useOpenBranches';

/**
 * The pointer and clicks (README, "Behaviour"): hover intent (a mouse resting openDelay ms opens, away
 * closeDelay ms closes, unless a press opened it), a click on a sub-menu button toggles it (a mouse
 * click on one hover just opened pins it open), a first tap on an item's link opens its sub-menu and
 * the next follows it, and a followed link closes the dropdowns. `hoverOpens`: dropdown menus
 * (data-open-on="hover"), wider than the click-mode width.
 */
export function usePointerOpening(
  element: HTMLElement,
  branches: readonly MenuBranch[],
  state: OpenBranches,
  options: MenuOptions,
  hoverOpens: boolean,
): void {
  const dropdowns = options.openOn === 'hover'; // not the click-only kind a drawer holds
  const lastPointerType = useRef('');
  const { current, openedBy, change } = state;

  const hoverTowards = (target: EventTarget | null) => {
    const index = branchAt(branches, target);
    const wanted = index >= 0 ? chainTo(branches, index) : [];
    if (sameSet(wanted, current.current)) return state.cancelLater();
    if (wanted.length === 0 && openedBy.current === 'press') return state.cancelLater();
    const closing = wanted.every((candidate) => current.current.includes(candidate));
    state.changeLater(wanted, closing ? options.closeDelay : options.openDelay);
  };
  useDomListener(element, 'pointerdown', (event) => {
    lastPointerType.current = event.pointerType;
  });
  useDomListener(element, 'pointerover', (event) => {
    if (hoverOpens && event.pointerType === 'mouse') hoverTowards(event.target);
  });
  useDomListener(element, 'pointerout', (event) => {
    const to = event.relatedTarget;
    if (hoverOpens && event.pointerType === 'mouse' && !(to instanceof Node && element.contains(to))) hoverTowards(null);
  });

  useDomListener(element, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const pointerClick = event.detail > 0;
    const toggleIndex = branches.findIndex((branch) => branch.toggle.contains(target));
    if (toggleIndex >= 0) {
      const isOpen = current.current.includes(toggleIndex);
      // A mouse click on a button whose sub-menu hover just opened keeps it open (pinned).
      if (isOpen && hoverOpens && pointerClick && lastPointerType.current === 'mouse' && openedBy.current === 'hover') {
        change(current.current, 'press');
      } else {
        change(isOpen ? closeBranch(branches, current.current, toggleIndex) : openBranch(branches, toggleIndex), 'press');
      }
      return;
    }
    const link = target.closest('a[href]');
    if (!link || event.defaultPrevented) return;
    const linkIndex = branches.findIndex((branch) => branch.link === link);
    const touchLike = !hoverOpens || lastPointerType.current !== 'mouse';
    if (dropdowns && linkIndex >= 0 && pointerClick && touchLike && !current.current.includes(linkIndex)) {
      // First tap opens the sub-menu; the next one follows the link.
      event.preventDefault();
      change(openBranch(branches, linkIndex), 'press');
      return;
    }
    if (dropdowns && current.current.length > 0) change([], 'press'); // a followed link closes the dropdowns
  });
}
