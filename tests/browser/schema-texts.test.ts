/**
 * The schemas' texts stay out of what visitors download (README, "Options and settings: one source"):
 * a family's options.ts holds its parsers, which the bundle imports, and beside them the label and help
 * of each field, which only `npm run schema`, the plugin's build and the inspector read (through the
 * family's `schemas()`, never called by the bundle). Read from the build the browser tests run on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { collectDescriptions } from '../../scripts/schema/collect';
import { bundleFileName } from '../../core/files/file-names';
import { INSPECTOR_TOOL } from '../../src/tool-files';

/** Enough of a help sentence to tell it from any other string of the code. */
const HELP_START_CHARS = 40;

describe("the schemas' texts in the built files", () => {
  it("no built file but the inspector's holds the help of an option or a page setting", async () => {
    const { sections, widgets } = await collectDescriptions();
    const familyFields = [
      ...sections.filter((section) => section.family).flatMap((section) => section.settings),
      ...widgets.flatMap((widget) => widget.options),
    ];
    // Its start: the build keeps a help written with a constant in it (`${VERSION_PATTERN_WORDS}`) as a template.
    const helps = [...new Set(familyFields.map((field) => field.help.slice(0, HELP_START_CHARS)))];
    expect(helps.length).toBeGreaterThan(100);
    const inspector = bundleFileName('tool', INSPECTOR_TOOL);
    const builtFiles = readdirSync(inject('distDir')).filter((file) => file.endsWith('.js'));
    const helpsIn = (file: string) => {
      const code = readFileSync(join(inject('distDir'), file), 'utf8');
      return helps.filter((help) => code.includes(help));
    };
    // The inspector shows them: the search finds them where they are.
    expect(helpsIn(inspector)).toEqual(helps);
    const elsewhere = builtFiles.filter((file) => file !== inspector).flatMap((file) => helpsIn(file).map((help) => `${file}: ${help}`));
    expect(elsewhere).toEqual([]);
  });
});
