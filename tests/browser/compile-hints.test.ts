/**
 * The built files' compile hint (README, "How it is built"): the main bundle and every family file
 * begin with V8's `//# allFunctionsCalledOnLoad`, so Chromium compiles their functions as they come
 * in instead of twice on the main thread; vendor and tool files do not carry it. Read from the build
 * the browser tests run on; the time it saves is the benchmark's (storefront page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { COMPILE_HINT_COMMENT, onDemandFiles } from '../../scripts/build-config';
import { MAIN_BUNDLE_FILE, bundleFileName } from '../../core/files/file-names';

const firstLineOf = (file: string) => readFileSync(join(inject('distDir'), file), 'utf8').split('\n', 1)[0];

describe('compile hints in the built files', () => {
  it('the main bundle and each family file begin with the hint; vendor and tool files do not', () => {
    expect(COMPILE_HINT_COMMENT).toBe('//# allFunctionsCalledOnLoad');
    expect(firstLineOf(MAIN_BUNDLE_FILE)).toBe(COMPILE_HINT_COMMENT);
    const files = onDemandFiles();
    expect(files.filter((file) => file.kind === 'family').length).toBeGreaterThan(5);
    expect(files.some((file) => file.kind === 'vendor')).toBe(true);
    for (const file of files) {
      const hinted = firstLineOf(bundleFileName(file.kind, file.name)) === COMPILE_HINT_COMMENT;
      expect({ file: bundleFileName(file.kind, file.name), hinted }).toEqual({
        file: bundleFileName(file.kind, file.name),
        hinted: file.kind === 'family',
      });
    }
  });
});
