/**
 * A block's live preview in the editor: its render.php's own output for the attributes being edited
 * (WordPress's block renderer), so the editor shows exactly the markup contract visitors get.
 */
import { useBlockProps } from '@wordpress/block-editor';
import ServerSideRender from '@wordpress/server-side-render';

export function ServerPreview({ name, attributes }: { readonly name: string; readonly attributes: Record<string, unknown> }) {
  return (
    <div {...useBlockProps()}>
      {/* The supports' classes are on the editor's own wrapper (above): not asked of the server again. */}
      <ServerSideRender block={name} attributes={attributes} skipBlockSupportAttributes />
    </div>
  );
}
