/**
 * A block's live preview in the editor: its render.php's own output for the attributes being edited
 * (WordPress's block renderer), so the editor shows exactly the markup contract visitors get.
 */
import { useBlockProps } from '@wordpress/block-editor';
import ServerSideRender from '@wordpress/server-side-render';

interface ServerPreviewProps {
  readonly name: string;
  readonly attributes: Record<string, unknown>;
  /** The editor's own props for the block's wrapper (a custom property its stylesheet reads in the editor). */
  readonly wrapperProps?: Parameters<typeof useBlockProps>[0];
}

export function ServerPreview({ name, attributes, wrapperProps }: ServerPreviewProps) {
  return (
    <div {...useBlockProps(wrapperProps)}>
      {/* The supports' classes are on the editor's own wrapper (above): not asked of the server again. */}
      <ServerSideRender block={name} attributes={attributes} skipBlockSupportAttributes />
    </div>
  );
}
