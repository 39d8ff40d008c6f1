import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { familySchemas } from 'virtual:cms-islands/family-schemas';
import { WIDGET_MANIFEST } from '../../../widgets';
import { manifestWidgets } from '../../../mount/manifest';
import { journal } from '../../core/log';
import { MARKUP } from '../../core/markup';
import type { InspectorContext } from '../inspector-context';
import { createIslandTracker, type IslandRow } from './islands';
import { settingsGlobalName, settingsReport } from './settings-report';
import { filesReport } from './files-report';
import type { Highlight } from './highlight';
import { Tabs } from './Tabs';
import { IslandsTable } from './IslandsTable';
import { MessagesList } from './MessagesList';
import { SettingsTables } from './SettingsTables';
import { FilesTable } from './FilesTable';

const FAMILY_OF = new Map(manifestWidgets(WIDGET_MANIFEST).map((entry) => [entry.name, entry.family]));

/** The dataset names each widget's options schema reads, from its family's schemas.ts. */
function optionNames(name: string): ReadonlySet<string> | undefined {
  const family = FAMILY_OF.get(name);
  const schema = family ? familySchemas[family]?.options?.[name]?.schema : undefined;
  return schema ? new Set(Object.keys(schema)) : undefined;
}

const WAITING = new Set(['idle', 'visible', 'load', 'loading']);

function summary(islands: readonly IslandRow[], messages: number): string {
  const count = (test: (row: IslandRow) => boolean) => islands.filter(test).length;
  const parts = [
    `${count((row) => row.state === 'mounted')} mounted`,
    `${count((row) => WAITING.has(row.state))} waiting`,
    `${count((row) => row.state === 'failed')} failed`,
    `${count((row) => row.state === 'unknown')} unknown`,
  ];
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return `${plural(islands.length, 'island')}: ${parts.join(', ')}; ${plural(messages, 'message')}`;
}

export interface PanelProps {
  readonly context: InspectorContext;
  readonly highlight: Highlight;
  /** A number that grows with every change on the page (a message, a widget's state), and its subscription. */
  readonly changes: { subscribe(listener: () => void): () => void; version(): number };
  /** Calls back with the function that opens the panel again (a second `inspect()`). */
  readonly onReopen: (reopen: () => void) => void;
  readonly onClose: () => void;
}

/** The inspector's panel (README, "Inspector"): a header that stays, and the sections as tabs. */
export function Panel({ context, highlight, changes, onReopen, onClose }: PanelProps) {
  const idPrefix = useId();
  const [expanded, setExpanded] = useState(true);
  const [tab, setTab] = useState('islands');
  const toggle = useRef<HTMLButtonElement>(null);
  useSyncExternalStore(changes.subscribe, changes.version);
  const track = useMemo(
    () =>
      createIslandTracker({
        claims: context.claims,
        entries: journal.entries,
        registered: () => context.api.widgets(),
        familyOf: (name) => FAMILY_OF.get(name),
        optionNames,
        scriptStartMs: context.scriptStartMs,
      }),
    [context],
  );
  useEffect(
    () =>
      onReopen(() => {
        setExpanded(true);
        toggle.current?.focus();
      }),
    [onReopen],
  );

  const { islands, pageMessages, unusedThemeWidgets } = track();
  const messageCount = journal.entries.length;
  const where = settingsGlobalName(window, context.script?.getAttribute(MARKUP.settingsGlobal));

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggle.current?.focus();
  }

  return (
    // Escape folds the panel from anywhere inside it (the section's own keys come first). Its words are
    // English whatever the page's language, written left to right whatever the page's direction (an
    // English line laid out right to left moves its punctuation: "ms 143", ".Hover"); the panel itself
    // sits in the page's end corner (panel.css), so only its contents say dir="ltr".
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside className={expanded ? 'panel expanded' : 'panel'} aria-labelledby={`${idPrefix}-title`} lang="en" onKeyDown={onKeyDown}>
      <header dir="ltr">
        <h2 id={`${idPrefix}-title`}>Islands inspector</h2>
        <p className="summary">{summary(islands, messageCount)}</p>
        <button
          ref={toggle}
          type="button"
          aria-expanded={expanded}
          aria-controls={`${idPrefix}-body`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Fold' : 'Unfold'}
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="body" id={`${idPrefix}-body`} dir="ltr" hidden={!expanded}>
        {expanded && (
          <Tabs
            idPrefix={idPrefix}
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                id: 'islands',
                label: 'Islands',
                count: islands.length,
                content: () => <IslandsTable islands={islands} highlight={highlight} idPrefix={idPrefix} />,
              },
              {
                id: 'messages',
                label: 'Page messages',
                count: pageMessages.length + unusedThemeWidgets.length,
                content: () => <MessagesList entries={pageMessages} unusedThemeWidgets={unusedThemeWidgets} />,
              },
              {
                id: 'settings',
                label: 'Settings',
                content: () => <SettingsTables report={settingsReport(context.store.getState().rawSettings, familySchemas, where)} />,
              },
              {
                id: 'files',
                label: 'Files',
                content: () => <FilesTable files={filesReport(context.script, context.scriptStartMs)} />,
              },
            ]}
          />
        )}
      </div>
    </aside>
  );
}
