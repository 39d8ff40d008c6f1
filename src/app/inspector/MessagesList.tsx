import type { LogEntry } from '../../core/log';
import { messageText } from './format';

/** The bundle's messages about no widget in particular: settings, files (README, "Inspector"). */
export function MessagesList({ entries }: { entries: readonly LogEntry[] }) {
  if (entries.length === 0) return <p className="quiet">No message about the page as a whole.</p>;
  return (
    <ul className="page-messages">
      {entries.map((entry, index) => (
        <li key={index} className={entry.level}>
          <span className="level">{entry.level === 'error' ? 'Error' : 'Warning'}</span> {messageText(entry)}
        </li>
      ))}
    </ul>
  );
}
