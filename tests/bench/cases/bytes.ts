/**
 * Bytes: every built file minified, gzip and brotli, and what a page downloads: the main bundle alone
 * for the light widgets, plus the vendor files a heavy widget fetched on demand in the catalogue.
 */
import { measureDist, type FileSize } from '../../../scripts/size';
import { MAIN_BUNDLE_FILE } from '../../../scripts/build-config';
import { isHeavy, type Catalogue } from './catalogue';

interface PageDownload {
  /** "light widgets only" or "with <widget>". */
  label: string;
  widgets: string[];
  files: string[];
  minifiedBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface BytesResult {
  files: FileSize[];
  mainBundle: FileSize;
  pages: PageDownload[];
}

function download(label: string, widgets: Iterable<string>, files: Iterable<string>, sizes: readonly FileSize[]): PageDownload {
  const fileList = [...new Set(files)];
  const sized = fileList.map((file) => {
    const size = sizes.find((candidate) => candidate.file === file);
    if (!size) throw new Error(`a page fetched /dist/${file}, which the build did not produce`);
    return size;
  });
  return {
    label,
    widgets: [...new Set(widgets)].sort(),
    files: fileList,
    minifiedBytes: sized.reduce((sum, size) => sum + size.minifiedBytes, 0),
    gzipBytes: sized.reduce((sum, size) => sum + size.gzipBytes, 0),
    brotliBytes: sized.reduce((sum, size) => sum + size.brotliBytes, 0),
  };
}

export function measureBytes(distDir: string, catalogue: Catalogue): BytesResult {
  const files = measureDist(distDir);
  const mainBundle = files.find((file) => file.file === MAIN_BUNDLE_FILE);
  if (!mainBundle) throw new Error(`${MAIN_BUNDLE_FILE} was not built`);
  const light = catalogue.samples.filter((sample) => !isHeavy(sample));
  const pages = [
    download(
      'light widgets only',
      light.flatMap((sample) => sample.widgets),
      [MAIN_BUNDLE_FILE],
      files,
    ),
  ];
  const heavyByKind = new Map<string, string[]>();
  for (const sample of catalogue.samples.filter(isHeavy)) {
    const kind = sample.widgets[0]!;
    heavyByKind.set(kind, [...(heavyByKind.get(kind) ?? []), ...sample.vendorFiles]);
  }
  for (const [kind, vendorFiles] of [...heavyByKind].sort(([a], [b]) => a.localeCompare(b))) {
    pages.push(download(`with ${kind}`, [kind], [MAIN_BUNDLE_FILE, ...vendorFiles], files));
  }
  return { files, mainBundle, pages };
}
