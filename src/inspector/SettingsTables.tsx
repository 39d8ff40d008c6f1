import type { SettingsReport } from './settings-report';
import { INSPECTOR_MARKUP } from './markup';

/** The page settings as the bundle read them: value, default, where the value came from (README, "Inspector"). */
export function SettingsTables({ report }: { report: SettingsReport }) {
  return (
    <>
      <p className="help">
        {report.globalName
          ? `Read from window.${report.globalName}.`
          : `No settings global found (looked for ${report.lookedFor.map((name) => `window.${name}`).join(', ')}): every value is its default.`}
        {report.unread.length > 0 && ` Printed, read by no widget: ${report.unread.join(', ')}.`}
      </p>
      {report.sections.map((section) => (
        <table key={section.id} className="settings">
          <caption>{section.title}</caption>
          <colgroup>
            <col className="key" />
            <col className="value" />
            <col className="default" />
            <col className="source" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Value</th>
              <th scope="col">Default</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.key} className={row.refused ? 'refused' : undefined} {...{ [INSPECTOR_MARKUP.attributes.setting]: row.key }}>
                <th scope="row" title={row.label}>
                  {row.key}
                </th>
                <td>{row.value}</td>
                <td>{row.defaultValue}</td>
                <td>{row.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
