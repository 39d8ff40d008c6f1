import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A README code block under `<!-- file: <path> -->` is that file, as it is: the "Write your own widget"
 * example is the demo's own widget, which the demo page runs and the browser test drives.
 */
const ROOT = process.cwd();
const FILE_BLOCK = /<!-- file: (\S+) -->\s*```\w*\n([\s\S]*?)\n```/g;

describe('README code blocks that are files', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(FILE_BLOCK)].map(([, path, code]) => ({ path: path!, code: code! }));

  it('there is one at least: the product-compare widget', () => {
    expect(blocks.map((block) => block.path)).toContain('demo-pages/assets/product-compare.js');
  });

  it.each(blocks)('$path is printed as it is', ({ path, code }) => {
    expect(code).toBe(readFileSync(join(ROOT, path), 'utf8').replace(/\n$/, ''));
  });
});
