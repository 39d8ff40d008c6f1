import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import { useAutoplay } from '../../core/hooks/useAutoplay';
import { useLocationHash } from '../../core/hooks/useLocationHash';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useToggledClass } from '../../core/hooks/useToggledClass';
import type { AttributeValues } from '../../core/dom/attributes';
import type { Orientation } from '../../core/disclosure/keys';
import { indexForHash } from '../../core/disclosure/pairs';
import { useTriggerEvents } from '../../core/disclosure/useTriggerEvents';
import type { TabsOptions } from './options';
import { secondsToMs } from '../../core/settings/seconds';
import { initialActiveIndex, readTabsStructure } from './structure';
import { TABS_MARKUP } from './markup';

/** Tabs (horizontal) and tours (vertical tabs) (README), with the WAI-ARIA tabs pattern. */
export function TabsWidget({ element, options, orientation }: WidgetProps<TabsOptions> & { orientation: Orientation }) {
  const idBase = useId();
  const { list, pairs } = useMemo(() => readTabsStructure(element), [element]);
  const tabsAndPanels = useMemo(() => pairs.flatMap(({ trigger, panel }) => [trigger, panel]), [pairs]);
  const hash = useLocationHash();
  const [active, setActive] = useState(() => initialActiveIndex(pairs, hash));
  // A new object per arrow key press: focus follows even when the tab reached was already selected
  // (the hash may have selected it), and no request is left over to steal focus later.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);

  useEffect(() => {
    const fromHash = indexForHash(pairs, hash);
    if (fromHash >= 0) setActive(fromHash);
  }, [hash, pairs]);

  const plan: Array<readonly [Element, AttributeValues]> = [];
  if (list) plan.push([list, { role: 'tablist', 'aria-orientation': orientation }]);
  pairs.forEach(({ trigger: tab, panel }, index) => {
    const tabId = tab.id || `${idBase}tab${index}`;
    const panelId = panel.id || `${idBase}panel${index}`;
    const selected = index === active;
    if (tab.parentElement?.tagName === 'LI' && tab.parentElement.parentElement === list)
      plan.push([tab.parentElement, { role: 'presentation' }]);
    plan.push([
      tab,
      { id: tabId, role: 'tab', 'aria-selected': String(selected), 'aria-controls': panelId, tabindex: selected ? '0' : '-1' },
    ]);
    plan.push([panel, { id: panelId, role: 'tabpanel', 'aria-labelledby': tabId, tabindex: '0', hidden: selected ? null : '' }]);
  });
  useServerAttributes(plan);
  useToggledClass(TABS_MARKUP.classes.active, tabsAndPanels, (index) => Math.floor(index / 2) === active);

  useEffect(() => {
    if (focusRequest) pairs[focusRequest.index]?.trigger.focus();
  }, [focusRequest, pairs]);

  useTriggerEvents(list, pairs, orientation, {
    activate: setActive, // a tab link does not jump the page to its panel
    move: (next) => {
      setActive(next);
      setFocusRequest({ index: next });
    },
  });

  const advance = useCallback(() => setActive((index) => (index + 1) % Math.max(pairs.length, 1)), [pairs.length]);
  useAutoplay(element, secondsToMs(options.interval), advance);
  return null;
}
