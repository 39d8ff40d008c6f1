/**
 * Every block of the plugin (README, "Blocks"), found where its widget family keeps it: a folder
 * `widgets/<family>/blocks/<slug>/` with its definition (`block.ts`, exporting `block`), its editor
 * (`edit.tsx`, exporting `editor`), its server render (`render.php`) and, when it has one, its
 * stylesheet (`style.css`). No list by hand: a block is its folder. The editor script finds the same
 * folders with `import.meta.glob` (blocks/editor/index.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockDefinition } from '../../blocks/definition';

/** The folder of a family's blocks, under widgets/<family>/. */
const FAMILY_BLOCKS_DIR = 'blocks';

export interface BlockFolder {
  readonly family: string;
  readonly slug: string;
  /** From the repository's root: `widgets/carousel/blocks/carousel-slide`. */
  readonly folder: string;
}

export interface FoundBlock extends BlockFolder {
  readonly definition: BlockDefinition;
}

const folderNames = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every block folder, by family, then by slug (both sorted by name). */
export function blockFolders(root: string = process.cwd()): BlockFolder[] {
  return folderNames(join(root, 'widgets')).flatMap((family) => {
    const dir = join(root, 'widgets', family, FAMILY_BLOCKS_DIR);
    if (!existsSync(dir)) return [];
    return folderNames(dir).map((slug) => ({ family, slug, folder: `widgets/${family}/${FAMILY_BLOCKS_DIR}/${slug}` }));
  });
}

/** Every block with its definition; throws on a folder without one, or whose definition names another slug. */
export async function findBlocks(root: string = process.cwd()): Promise<FoundBlock[]> {
  const found: FoundBlock[] = [];
  for (const folder of blockFolders(root)) {
    const file = join(root, folder.folder, 'block.ts');
    if (!existsSync(file)) throw new Error(`${folder.folder}/ has no block.ts: a block's folder holds its definition`);
    const module = (await import(/* @vite-ignore */ file)) as { block?: BlockDefinition };
    if (!module.block) throw new Error(`${folder.folder}/block.ts exports no \`block\``);
    if (module.block.slug !== folder.slug) {
      throw new Error(`${folder.folder}/block.ts: its slug is "${module.block.slug}", not its folder's name`);
    }
    found.push({ ...folder, definition: module.block });
  }
  const names = found.map((block) => block.slug);
  const twice = names.find((slug, index) => names.indexOf(slug) !== index);
  if (twice) throw new Error(`two families have a block "${twice}": a block's slug names its folder in the plugin`);
  return found;
}
