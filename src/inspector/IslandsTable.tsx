import type { IslandRow } from './islands';
import { STATE_LABELS } from './state-labels';
import { INSPECTOR_MARKUP } from './markup';
import type { Highlight } from './highlight';
import { describeElement } from './describe-element';
import { formatMs, messageText } from './format';

/** After "waiting to be near" when the element has no box: it cannot come near before it is shown. */
const HIDDEN_NOTE = ' (hidden: no box)';

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

function ElementButton({ row, highlight, describedBy }: { row: IslandRow; highlight: Highlight; describedBy: string }) {
  const gone = row.state === 'removed';
  return (
    <button
      type="button"
      className="element"
      title={describeElement(row.element)}
      aria-describedby={describedBy}
      aria-disabled={gone || undefined}
      onMouseEnter={() => !gone && highlight.show(row.element)}
      onMouseLeave={() => highlight.hide()}
      onFocus={() => !gone && highlight.show(row.element)}
      onBlur={() => highlight.hide()}
      onClick={() => {
        if (gone) return;
        row.element.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        highlight.show(row.element);
      }}
    >
      {describeElement(row.element)}
    </button>
  );
}

function Messages({ row }: { row: IslandRow }) {
  const lines = [...row.messages.map(messageText), ...row.hints];
  if (lines.length === 0) return <span className="quiet">none</span>;
  const errors = row.messages.some((entry) => entry.level === 'error');
  return (
    <details className={errors ? 'messages error' : 'messages warning'}>
      <summary title={lines[0]}>
        {lines.length}: {lines[0]}
      </summary>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** Every widget on the page, in the order the runtime found them (README, "Inspector"). */
export function IslandsTable({ islands, highlight, idPrefix }: { islands: readonly IslandRow[]; highlight: Highlight; idPrefix: string }) {
  if (islands.length === 0)
    return <p className="quiet">No widget on this page (no element with data-island, nor markup a widget's selector finds).</p>;
  return (
    <>
      <p id={`${idPrefix}-element-help`} className="help">
        Hover or focus an element to outline it on the page; press it to scroll there.
      </p>
      <table className="islands">
        <colgroup>
          <col className="widget" />
          <col className="element" />
          <col className="strategy" />
          <col className="state" />
          <col className="time" />
          <col className="messages" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Widget</th>
            <th scope="col">Element</th>
            <th scope="col">Strategy</th>
            <th scope="col">State</th>
            <th scope="col">Mounted after</th>
            <th scope="col">Messages</th>
          </tr>
        </thead>
        <tbody>
          {islands.map((row) => (
            <tr key={row.key} {...{ [INSPECTOR_MARKUP.attributes.widget]: row.name, [INSPECTOR_MARKUP.attributes.state]: row.state }}>
              <td title={row.family ? `widgets/${row.family}` : "the theme's own, or unknown"}>
                {row.name}
                {row.family && row.family !== row.name && <span className="quiet"> ({row.family})</span>}
              </td>
              <td>
                <ElementButton row={row} highlight={highlight} describedBy={`${idPrefix}-element-help`} />
              </td>
              <td>{row.strategy ?? '—'}</td>
              <td className={`state ${row.state}`} title={`${STATE_LABELS[row.state]}${row.boxless ? HIDDEN_NOTE : ''}`}>
                {STATE_LABELS[row.state]}
                {row.boxless && <span className="quiet">{HIDDEN_NOTE}</span>}
              </td>
              <td>{formatMs(row.mountedAfterMs)}</td>
              <td>
                <Messages row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
