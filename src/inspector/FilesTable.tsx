import type { FileRow } from './files-report';
import { formatBytes, formatMs } from './format';
import { INSPECTOR_MARKUP } from './markup';

/** The bundle and the files it fetched on demand, with their sizes (README, "Inspector"). */
export function FilesTable({ files }: { files: readonly FileRow[] }) {
  return (
    <table className="files">
      <colgroup>
        <col className="file" />
        <col className="size" />
        <col className="size" />
        <col className="time" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Sent</th>
          <th scope="col">Unpacked</th>
          <th scope="col">Arrived after</th>
        </tr>
      </thead>
      <tbody>
        {files.map((row) => (
          <tr key={row.file} {...{ [INSPECTOR_MARKUP.attributes.file]: row.file }}>
            <th scope="row">{row.file}</th>
            <td>{row.loading ? 'loading…' : formatBytes(row.encodedBytes)}</td>
            <td>{formatBytes(row.decodedBytes)}</td>
            <td>{formatMs(row.arrivedAfterMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
