import type { BlockSettings } from '@wordpress/blocks';

/** One block's editor side: its name and the settings registerBlockType() takes beyond its block.json. */
export interface BlockEditor {
  readonly name: string;
  // Each block has its own attributes' type; the registry takes any.
  readonly settings: BlockSettings<never>;
}
