import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { WidgetProps } from '../../mount/types';
import type { AttributeValues } from '../../core/dom/attributes';
import { useAutoplay } from '../../core/hooks/useAutoplay';
import { useDomListener } from '../../core/hooks/useDomListener';
import { useLocationHash } from '../../core/hooks/useLocationHash';
import { useServerAttributes } from '../../core/hooks/useServerAttributes';
import { useTriggerEvents } from '../../core/disclosure/useTriggerEvents';
import { indexForHash, pairIndexOf, pairTriggersWithPanels } from '../../core/disclosure/pairs';
import type { AccordionOptions } from './options';
import { secondsToMs } from '../../core/settings/seconds';
import { initiallyOpen, PANEL_SELECTOR, toggleSection, TRIGGER_SELECTOR } from './structure';

/** APG: a region role per panel helps only while there are few of them. */
const MAX_SECTIONS_WITH_REGION_ROLE = 6;

/** Accordions and toggles (README), with the WAI-ARIA accordion pattern. */
export function AccordionWidget({ element, options }: WidgetProps<AccordionOptions>) {
  const idBase = useId();
  const sections = useMemo(() => pairTriggersWithPanels(element, TRIGGER_SELECTOR, PANEL_SELECTOR), [element]);
  const hash = useLocationHash();
  const [open, setOpen] = useState(() => initiallyOpen(sections, hash, options.multiple));

  useEffect(() => {
    const fromHash = indexForHash(sections, hash);
    if (fromHash >= 0)
      setOpen((current) => (current.includes(fromHash) ? current : options.multiple ? [...current, fromHash] : [fromHash]));
  }, [hash, sections, options.multiple]);

  const plan: Array<readonly [Element, AttributeValues]> = [];
  sections.forEach(({ trigger, panel }, index) => {
    const triggerId = trigger.id || `${idBase}trigger${index}`;
    const panelId = panel.id || `${idBase}panel${index}`;
    const expanded = open.includes(index);
    const isButton = trigger.tagName === 'BUTTON';
    plan.push([
      trigger,
      {
        id: triggerId,
        'aria-expanded': String(expanded),
        'aria-controls': panelId,
        ...(isButton ? {} : { role: 'button', tabindex: '0' }),
        // A lone open section that may not close is announced as such.
        'aria-disabled': expanded && !options.collapsible && !options.multiple ? 'true' : null,
      },
    ]);
    plan.push([
      panel,
      {
        id: panelId,
        hidden: expanded ? null : '',
        ...(sections.length <= MAX_SECTIONS_WITH_REGION_ROLE ? { role: 'region', 'aria-labelledby': triggerId } : {}),
      },
    ]);
  });
  useServerAttributes(plan);

  const activate = (index: number) => setOpen((current) => toggleSection(current, index, options.multiple, options.collapsible));

  // Optional APG keys: Up/Down between headers, Home/End to the first and last.
  useTriggerEvents(element, sections, 'vertical', { activate, move: (next) => sections[next]?.trigger.focus() });
  useDomListener(element, 'keydown', (event) => {
    const index = pairIndexOf(sections, event.target);
    const trigger = sections[index]?.trigger;
    // A link acting as a button must answer Space (and Enter when it has no href) like a button does.
    if (trigger && trigger.tagName !== 'BUTTON' && (event.key === ' ' || (event.key === 'Enter' && !trigger.hasAttribute('href')))) {
      event.preventDefault();
      activate(index);
    }
  });

  const advance = useCallback(() => {
    setOpen((current) => {
      const last = current.length > 0 ? Math.max(...current) : -1;
      return [(last + 1) % Math.max(sections.length, 1)];
    });
  }, [sections.length]);
  useAutoplay(element, secondsToMs(options.interval), advance);
  return null;
}
