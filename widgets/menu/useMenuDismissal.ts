import { useDomListener } from '../../core/hooks/useDomListener';
import { menuKeyTarget } from './keyboard';
import { chainTo, closeBranch, type MenuBranch } from './structure';
import type { OpenBranches } from './useOpenBranches';

/**
 * Keys and leaving (README, "Keyboard", "Behaviour"): the APG example's optional keys (arrows into and
 * through an open sub-menu and along a level, Home, End); Escape closes the deepest open sub-menu
 * (the one holding focus) and gives its button the focus; a press outside, or focus leaving, closes
 * the dropdowns.
 */
export function useMenuDismissal(element: HTMLElement, branches: readonly MenuBranch[], state: OpenBranches, dropdowns: boolean): void {
  const { current, change } = state;
  const closeAll = () => current.current.length > 0 && change([], 'press');
  const anyOpen = state.open.length > 0;
  useDomListener(dropdowns && anyOpen ? document : null, 'pointerdown', (event) => {
    if (!(event.target instanceof Node && element.contains(event.target))) closeAll();
  });
  useDomListener(element, 'focusout', (event) => {
    const to = event.relatedTarget;
    if (dropdowns && to instanceof Node && !element.contains(to)) closeAll();
  });
  useDomListener(element, 'keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !(event.target instanceof Element))
      return;
    const to = menuKeyTarget(event.key, event.target, element, branches, current.current);
    if (!to) return;
    event.preventDefault(); // the page does not scroll
    to.focus();
  });
  useDomListener(anyOpen ? document : null, 'keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const inside = event.target instanceof Node && element.contains(event.target);
    if (!inside && !dropdowns) return;
    const open = current.current;
    const holding = open.filter((index) => event.target instanceof Node && branches[index]!.item.contains(event.target));
    const deepest = (holding.length > 0 ? holding : open).reduce((a, b) =>
      chainTo(branches, b).length > chainTo(branches, a).length ? b : a,
    );
    event.preventDefault(); // an Escape that closes a sub-menu does not also close the drawer around it
    change(closeBranch(branches, open, deepest), 'press');
    if (inside) branches[deepest]!.toggle.focus();
  });
}
