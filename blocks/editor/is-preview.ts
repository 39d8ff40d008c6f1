import { useSelect } from '@wordpress/data';

/**
 * Whether the blocks being drawn are a preview (the inserter's, a pattern's): WordPress says so in the
 * block editor's settings (`isPreviewMode`). Nothing can be done there, so a block's editor leaves out
 * its directions to a site builder and what only serves them (README, "Blocks": previews).
 */
export function useIsPreview(): boolean {
  return useSelect(
    (select) => Boolean((select('core/block-editor') as { getSettings(): { isPreviewMode?: boolean } }).getSettings().isPreviewMode),
    [],
  );
}
