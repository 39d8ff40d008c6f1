import { useId, useState, useSyncExternalStore } from 'react';
import { familySchemas } from 'virtual:cms-islands/family-schemas';
import { journal } from '../../core/log';
import { MARKUP } from '../../core/markup';
import type { InspectorContext } from '../inspector-context';
import { settingsGlobalName, settingsReport } from './settings-report';
import { filesReport } from './files-report';
import type { Highlight } from './highlight';
import { Tabs } from './Tabs';
import { IslandsTable } from './IslandsTable';
import { MessagesList } from './MessagesList';
import { SettingsTables } from './SettingsTables';
import { FilesTable } from './FilesTable';
import { summary } from './summary';
import { useIslandTracker } from './useIslandTracker';
import { usePanelFolding } from './usePanelFolding';

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
  const { expanded, setExpanded, toggle, onKeyDown } = usePanelFolding(onReopen);
  const [tab, setTab] = useState('islands');
  useSyncExternalStore(changes.subscribe, changes.version);
  const track = useIslandTracker(context);

  const { islands, pageMessages, unusedThemeWidgets } = track();
  const messageCount = journal.entries.length;
  const where = settingsGlobalName(window, context.script?.getAttribute(MARKUP.settingsGlobal));

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
