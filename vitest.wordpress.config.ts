import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files run one after another in name order (01-…, 02-…): they share one WordPress and one browser. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * The Contact Form 7 test needs the real plugin, which only CONTACT_FORM_7_ARCHIVE brings: without it
 * the file is not part of the run (it would fail, never skip). README, "Tests", "WordPress".
 */
const CONTACT_FORM_7_TESTS = 'tests/wordpress/*contact-form-7.test.ts';

/**
 * Tests that need today's WordPress, which only WORDPRESS_ARCHIVE brings (Debian's is 6.1): without it
 * they are not part of the run; with it they run, and fail saying why on an older archive. Our blocks
 * need blocks of apiVersion 3 and the editor they are built for (6.6 and later: README, "Blocks");
 * the tests of WordPress's own blocks need 7.1 (its Twenty Twenty-Five markup).
 */
const WORDPRESS_7_TESTS = ['tests/wordpress/*-blocks.test.ts', 'tests/wordpress/*block-editor.test.ts'];

/** `npm run test:wordpress`: the plugin on a real WordPress (README, "Tests", "WordPress"). */
export default defineConfig({
  test: {
    name: 'wordpress',
    environment: 'node',
    include: ['tests/wordpress/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.CONTACT_FORM_7_ARCHIVE ? [] : [CONTACT_FORM_7_TESTS]),
      ...(process.env.WORDPRESS_ARCHIVE ? [] : WORDPRESS_7_TESTS),
    ],
    globalSetup: ['tests/wordpress/global-setup.ts'],
    // The browser harness's checks after each test (CSP violations) and file: as in the browser project.
    setupFiles: ['tests/browser/setup.ts'],
    reporters: ['default', './tests/support/closing-line-reporter.ts', './tests/support/times-reporter.ts'],
    testTimeout: 60_000,
    // What the tests wait for comes from PHP on two shared cores: a block editor's server preview (a
    // REST round trip per change) took over vitest's default second under load. Tests still wait for
    // the state they need; they may wait longer for it.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    fileParallelism: false,
    // One worker keeps its modules between files: playwright-core and the harness load once.
    isolate: false,
    maxWorkers: 1,
    sequence: { sequencer: ByName },
  },
});
