import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndexForKey, textDirection } from '../../core/disclosure/keys';

export interface Tab {
  readonly id: string;
  readonly label: string;
  /** A count after the label, in a box of its own so the labels never move as it changes. */
  readonly count?: number;
  readonly content: () => ReactNode;
}

/**
 * The panel's sections as WAI-ARIA tabs (roving focus, arrows following the text direction, Home and
 * End, automatic activation). One section shows at a time, in a box of fixed size: a section that
 * grows never moves another (README, "Inspector": no layout shift).
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  idPrefix: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
    // The arrows move from the tab that has the key, which need not be the selected one: a press on a tab
    // released off it focuses it without a click, and so may a screen reader (README, "Inspector": WAI-ARIA tabs).
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = buttons.indexOf(event.currentTarget);
    if (index < 0) return;
    const next = nextIndexForKey(event.key, index, tabs.length, 'horizontal', textDirection(event.currentTarget));
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    buttons[next]?.focus();
  }

  return (
    <>
      <div ref={list} className="tabs" role="tablist" aria-label="Inspector sections">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab === current}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            <span>{tab.label}</span>
            {tab.count !== undefined && <span className="count">{tab.count}</span>}
          </button>
        ))}
      </div>
      {/* Each section scrolls: a keyboard stop of its own, named by its tab. Only the shown one is rendered. */}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          className="tabpanel"
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={tab !== current}
          tabIndex={0}
        >
          {tab === current && tab.content()}
        </div>
      ))}
    </>
  );
}
