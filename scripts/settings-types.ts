/**
 * Writes types/settings.d.ts, the page settings' types of the npm package (README, "Write your own
 * widget"), from the same descriptions as the plugin's JSON (scripts/schema/types.ts). Run by
 * `prepack`, so every package has them; never kept in git (.gitignore). Usage: `tsx scripts/settings-types.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { collectDescriptions, ROOT_DIR } from './schema/collect';
import { SETTINGS_TYPES, settingsTypes } from './schema/types';

/** The file's content, formatted as the repository's TypeScript is. */
export async function settingsTypesFile(): Promise<string> {
  const path = join(ROOT_DIR, SETTINGS_TYPES);
  return format(settingsTypes(await collectDescriptions()), { ...(await resolveConfig(path)), filepath: path });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  settingsTypesFile()
    .then((content) => {
      writeFileSync(join(ROOT_DIR, SETTINGS_TYPES), content);
      console.log(`settings-types: wrote ${SETTINGS_TYPES}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
