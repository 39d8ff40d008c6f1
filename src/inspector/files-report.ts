import { MARKUP } from '../../core/markup';

/** One of the bundle's files (README, "Inspector"): the main bundle, then each on-demand file asked for. */
export interface FileRow {
  readonly file: string;
  /** Body bytes as sent (compressed if the server compressed it), and as the browser unpacked them. */
  readonly encodedBytes: number | undefined;
  readonly decodedBytes: number | undefined;
  /** From the bundle's start until the file had arrived, ms (the main bundle arrived before its start). */
  readonly arrivedAfterMs: number | undefined;
  /** Asked for, not arrived yet. */
  readonly loading: boolean;
}

function fileRow(url: string, file: string, scriptStartMs: number): FileRow {
  const entry = performance.getEntriesByName(url, 'resource')[0] as PerformanceResourceTiming | undefined;
  return {
    file,
    encodedBytes: entry?.encodedBodySize,
    decodedBytes: entry?.decodedBodySize,
    arrivedAfterMs: entry && entry.responseEnd > scriptStartMs ? entry.responseEnd - scriptStartMs : undefined,
    loading: !entry,
  };
}

/** The main bundle (when its script is known) and every on-demand file the bundle added, in order. */
export function filesReport(script: HTMLScriptElement | null, scriptStartMs: number): FileRow[] {
  const rows: FileRow[] = [];
  if (script?.src)
    rows.push({ ...fileRow(script.src, new URL(script.src).pathname.split('/').pop() ?? '', scriptStartMs), loading: false });
  for (const added of document.querySelectorAll<HTMLScriptElement>(`script[${MARKUP.file}]`)) {
    rows.push(fileRow(added.src, added.getAttribute(MARKUP.file) ?? added.src, scriptStartMs));
  }
  return rows;
}
