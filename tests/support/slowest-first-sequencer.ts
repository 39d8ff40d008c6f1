import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, slowest first, as measured in a fresh-clone `.ci/run` (seconds
 * on two busy cores). A fresh clone has no timing cache, and vitest then starts the largest files
 * first: these small files started last and ran alone at the end, with the other worker idle.
 * Started first, the rest of the files fill in beside them. A file missing here only runs later.
 */
const SLOWEST_FILES_SECONDS: ReadonlyArray<readonly [string, number]> = [
  ['tests/browser/bench-quick.test.ts', 166],
  ['tests/browser/demo-pages.test.ts', 94],
  ['tests/browser/contact-form.test.ts', 64],
  ['tests/browser/csp.test.ts', 61],
  ['tests/browser/shop-header.test.ts', 54],
  ['tests/browser/shop-menus.test.ts', 46],
  ['tests/browser/carousel.test.ts', 44],
  ['tests/browser/gallery.test.ts', 44],
];

function rank(spec: TestSpecification): number {
  const index = SLOWEST_FILES_SECONDS.findIndex(([file]) => spec.moduleId.endsWith(file));
  return index === -1 ? SLOWEST_FILES_SECONDS.length : index;
}

/** vitest's own order (project groups, then its cache or file sizes), with the known slowest files first. */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = (spec: TestSpecification) => sorted.findIndex((other) => other.project.name === spec.project.name);
    // Array.prototype.sort is stable: within a rank, vitest's order stays.
    return [...sorted].sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
