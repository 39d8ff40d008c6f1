import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedPot, POT_FILE } from '../../../scripts/pot';

/** The translation template is current (README, "Blocks"): a string added or changed in PHP, the editor script or the schemas is in it. */
describe('languages/cms-islands.pot', () => {
  it('is what npm run pot writes now', () => {
    expect(readFileSync(join(process.cwd(), POT_FILE), 'utf8')).toBe(expectedPot());
  });

  it('holds the editor’s, the render templates’ and the block.json strings, with translator comments', () => {
    const pot = expectedPot();
    expect(pot).toContain('msgctxt "block title"\nmsgid "Countdown"');
    expect(pot).toContain('msgid "Number"');
    expect(pot).toMatch(
      /#\. translators: %s: the address the popup opens instead of its content\.\n#: blocks\/popup\/edit\.tsx\nmsgid "Opens %s"/,
    );
    // The inspector's labels come from options.json, translated by value.
    expect(pot).toContain('msgid "Slides in view"');
  });
});
