import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import type { AttributeValues } from '../../core/dom/attributes';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useMediaQuery } from '../../core/hooks/useMediaQuery';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useFamilySettings, useSettings } from '../../core/store/react';
import { loadDropdowns } from './dropdowns';
import { keepInView } from './keep-in-view';
import { MENU_CLICK_MODE_QUERY, MENU_SETTINGS_SCHEMA, type MenuOptions } from './options';
import { hasAccessibleName, itemLabel, readMenuBranches } from './structure';
import { useMenuDismissal } from './useMenuDismissal';
import { useOpenBranches } from './useOpenBranches';
import { usePointerOpening } from './usePointerOpening';

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
  const state = useOpenBranches(branches, hoverOpens);
  const { open } = state;
  const [contentVersion, setContentVersion] = useState(0);

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

  usePointerOpening(element, branches, state, options, hoverOpens);
  useMenuDismissal(element, branches, state, dropdowns);
  return null;
}
