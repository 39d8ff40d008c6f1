/** Maps a place in a built file back to the project source through the build's source maps. */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltFileSite } from './trace';

const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function sourceSiteResolver(distDir: string): (site: BuiltFileSite) => string {
  const maps = new Map<string, SourceMap | null>();
  const lineStarts = new Map<string, number[]>();
  /** 0-based line and column of a character offset in a built file. */
  const lineAndColumn = (file: string, offset: number) => {
    if (!lineStarts.has(file)) {
      const text = readFileSync(join(distDir, file), 'utf8');
      const starts = [0];
      for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
      lineStarts.set(file, starts);
    }
    const starts = lineStarts.get(file)!;
    let line = 0;
    while (line + 1 < starts.length && starts[line + 1]! <= offset) line += 1;
    return { line, column: offset - starts[line]! };
  };
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(distDir, `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return maps.get(file) ?? null;
  };
  return (given) => {
    if ('offset' in given && (given.offset < 0 || !existsSync(join(distDir, given.file)))) return `${given.file} (place unknown)`;
    const site = 'offset' in given ? { file: given.file, ...lineAndColumn(given.file, given.offset) } : given;
    const entry = mapOf(site.file)?.findEntry(site.line, site.column);
    const builtPlace = `${site.file}:${site.line + 1}:${site.column + 1}`;
    // A place the map does not cover (a column past the last mapping of a line) has an empty entry.
    if (!entry || !('originalSource' in entry) || typeof entry.originalSource !== 'string') return builtPlace;
    // Sources are recorded relative to the map file's folder (or absolute); show them from the project root.
    const absolute = resolve(distDir, entry.originalSource.replace(/^file:\/\//, ''));
    const source = relative(PROJECT_DIR, absolute).replace(/^(\.\.\/)+node_modules\//, 'node_modules/');
    return `${source}:${entry.originalLine + 1} (${builtPlace})`;
  };
}
