import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import type { AttributeValues } from '../../src/core/dom/attributes';
import { useDomListener } from '../../src/core/hooks/useDomListener';
import { useMediaQuery } from '../../src/core/hooks/useMediaQuery';
import { useServerAttributes } from '../../src/core/hooks/useServerAttributes';
import { useFamilySettings, useSettings } from '../../src/core/store/react';
import { loadDropdowns } from './dropdowns';
import { keepInView } from './keep-in-view';
import { menuKeyTarget } from './keyboard';
import { MENU_CLICK_MODE_QUERY, MENU_SETTINGS_SCHEMA, type MenuOptions } from './options';
import { branchAt, chainTo, closeBranch, hasAccessibleName, itemLabel, openBranch, readMenuBranches, sameSet } from './structure';

type OpenedBy = 'hover' | 'press';

/**
 * Site navigation with sub-menus (README): the WAI-ARIA disclosure navigation pattern — buttons with
 * aria-expanded show and hide the sub-menus; no `role=menu`. Dropdown menus open on hover after a
 * short intent delay, and on click and keyboard; at 1024 px and less on click only. A first tap on
 * an item's link opens its sub-menu. Escape closes and returns focus to the button; the arrows, Home
 * and End move along a level and into an open sub-menu (keyboard.ts).
 */
export function MenuWidget({ element, options }: WidgetProps<MenuOptions>) {
  const settings = useSettings();
  const { menu_submenu_toggle_label: toggleLabel } = useFamilySettings(MENU_SETTINGS_SCHEMA, 'menu');
  const idBase = useId();
  const branches = useMemo(() => readMenuBranches(element), [element]);
  const narrow = useMediaQuery(MENU_CLICK_MODE_QUERY);
  const dropdowns = options.openOn === 'hover';
  const hoverOpens = dropdowns && !narrow;

  const [open, setOpen] = useState<number[]>(() => branches.flatMap((branch, index) => (branch.submenu.hidden ? [] : [index])));
  const [contentVersion, setContentVersion] = useState(0);
  const openRef = useRef(open);
  openRef.current = open;
  const openedBy = useRef<OpenedBy>('press');
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointerType = useRef('');

  const clearHoverTimer = () => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = undefined;
  };
  const change = (next: number[], by: OpenedBy) => {
    clearHoverTimer();
    openedBy.current = by;
    setOpen((current) => (sameSet(current, next) ? current : next));
  };
  useEffect(() => clearHoverTimer, []);

  // Crossing the click-mode width closes everything: what was open belonged to the other mode.
  const modeRef = useRef(hoverOpens);
  useEffect(() => {
    if (modeRef.current === hoverOpens) return;
    modeRef.current = hoverOpens;
    clearTimeout(hoverTimer.current);
    openedBy.current = 'press';
    setOpen([]);
  }, [hoverOpens]);

  const plan: Array<readonly [Element, AttributeValues]> = [];
  branches.forEach((branch, index) => {
    const submenuId = branch.submenu.id || `${idBase}submenu${index}`;
    const expanded = open.includes(index);
    plan.push([
      branch.toggle,
      {
        'aria-expanded': String(expanded),
        'aria-controls': submenuId,
        ...(hasAccessibleName(branch.toggle) ? {} : { 'aria-label': toggleLabel.replace('%s', itemLabel(branch)) }),
      },
    ]);
    plan.push([branch.submenu, { id: submenuId, hidden: expanded ? null : '' }]);
  });
  useServerAttributes(plan);

  // Dropdowns near the viewport's edge stay on screen: measured once per opening (and once more when
  // loaded HTML filled them), after the attributes above landed.
  useLayoutEffect(() => {
    const restorers = open.map((index) => keepInView(branches[index]!.submenu));
    return () => restorers.forEach((restore) => restore());
  }, [open, branches, contentVersion]);

  // ONE call for every placeholder of the page, the first time the pointer or focus comes near.
  const askedForDropdowns = useRef(false);
  const askForDropdowns = () => {
    if (askedForDropdowns.current) return;
    askedForDropdowns.current = true;
    void loadDropdowns(settings.ajaxurl, settings.ajax_action_prefix).then(() => setContentVersion((version) => version + 1));
  };
  const nearArea = useMemo(() => element.closest<HTMLElement>('header') ?? element, [element]);
  useDomListener(nearArea, 'pointerover', askForDropdowns);
  useDomListener(nearArea, 'focusin', askForDropdowns);

  /** Hover intent: the wanted open set takes effect only if the pointer rests long enough. */
  const hoverTowards = (target: EventTarget | null) => {
    const index = branchAt(branches, target);
    const wanted = index >= 0 ? chainTo(branches, index) : [];
    if (sameSet(wanted, openRef.current)) return clearHoverTimer();
    if (wanted.length === 0 && openedBy.current === 'press') return clearHoverTimer();
    const closing = wanted.every((candidate) => openRef.current.includes(candidate));
    clearHoverTimer();
    hoverTimer.current = setTimeout(() => change(wanted, 'hover'), closing ? options.closeDelay : options.openDelay);
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
      const isOpen = openRef.current.includes(toggleIndex);
      // A mouse click on a button whose sub-menu hover just opened keeps it open (pinned).
      if (isOpen && hoverOpens && pointerClick && lastPointerType.current === 'mouse' && openedBy.current === 'hover') {
        change(openRef.current, 'press');
      } else {
        change(isOpen ? closeBranch(branches, openRef.current, toggleIndex) : openBranch(branches, toggleIndex), 'press');
      }
      return;
    }
    const link = target.closest('a[href]');
    if (!link || event.defaultPrevented) return;
    const linkIndex = branches.findIndex((branch) => branch.link === link);
    const touchLike = !hoverOpens || lastPointerType.current !== 'mouse';
    if (dropdowns && linkIndex >= 0 && pointerClick && touchLike && !openRef.current.includes(linkIndex)) {
      // First tap opens the sub-menu; the next one follows the link.
      event.preventDefault();
      change(openBranch(branches, linkIndex), 'press');
      return;
    }
    if (dropdowns && openRef.current.length > 0) change([], 'press'); // a followed link closes the dropdowns
  });

  const closeAll = () => openRef.current.length > 0 && change([], 'press');
  const anyOpen = open.length > 0;
  useDomListener(dropdowns && anyOpen ? document : null, 'pointerdown', (event) => {
    if (!(event.target instanceof Node && element.contains(event.target))) closeAll();
  });
  useDomListener(element, 'focusout', (event) => {
    const to = event.relatedTarget;
    if (dropdowns && to instanceof Node && !element.contains(to)) closeAll();
  });
  // The APG example's optional keys: arrows into and through an open sub-menu and along a level, Home, End.
  useDomListener(element, 'keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !(event.target instanceof Element))
      return;
    const to = menuKeyTarget(event.key, event.target, element, branches, openRef.current);
    if (!to) return;
    event.preventDefault(); // the page does not scroll
    to.focus();
  });
  useDomListener(anyOpen ? document : null, 'keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const inside = event.target instanceof Node && element.contains(event.target);
    if (!inside && !dropdowns) return;
    const current = openRef.current;
    const holding = current.filter((index) => event.target instanceof Node && branches[index]!.item.contains(event.target));
    const deepest = (holding.length > 0 ? holding : current).reduce((a, b) =>
      chainTo(branches, b).length > chainTo(branches, a).length ? b : a,
    );
    event.preventDefault(); // an Escape that closes a sub-menu does not also close the drawer around it
    change(closeBranch(branches, current, deepest), 'press');
    if (inside) branches[deepest]!.toggle.focus();
  });
  return null;
}
