import type { LogEntry } from '../../core/log';
import { messageText } from './format';
import { INSPECTOR_MARKUP } from './markup';

/**
 * The bundle's messages about no widget in particular (settings, files), and the theme's own widgets
 * nothing on the page asks for (README, "Inspector").
 */
export function MessagesList({ entries, unusedThemeWidgets }: { entries: readonly LogEntry[]; unusedThemeWidgets: readonly string[] }) {
  if (entries.length === 0 && unusedThemeWidgets.length === 0) return <p className="quiet">No message about the page as a whole.</p>;
  return (
    <ul className="page-messages">
      {entries.map((entry, index) => (
        <li key={index} className={entry.level}>
          <span className="level">{entry.level === 'error' ? 'Error' : 'Warning'}</span> {messageText(entry)}
        </li>
      ))}
      {unusedThemeWidgets.map((name) => (
        <li key={`unused-${name}`} className="note" {...{ [INSPECTOR_MARKUP.attributes.unusedWidget]: name }}>
          <span className="level">Note</span> the theme registered &quot;{name}&quot;, but nothing on this page is one: no element has
          data-island=&quot;{name}&quot; and its selector, if it has one, matched nothing
        </li>
      ))}
    </ul>
  );
}
