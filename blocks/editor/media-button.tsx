/**
 * A button that picks a file from the media library (README, "Blocks": media library pickers), for
 * users who may upload; the block takes the chosen file's address (and size). Spaced from the
 * controls under it as a control is.
 */
import { MediaUpload, MediaUploadCheck, type Media } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';

/** The space under it, px: the inspector's own between controls. */
const SPACE_BELOW_PX = 16;

interface MediaButtonProps {
  /** The button's words (translated by the caller). */
  readonly label: string;
  /** The media library's kinds it offers: `image`, `video`. */
  readonly allowedTypes: readonly string[];
  /** The attachment already chosen, selected when the library opens. */
  readonly value?: number;
  onSelect(media: Media): void;
}

export function MediaButton({ label, allowedTypes, value, onSelect }: MediaButtonProps) {
  return (
    <MediaUploadCheck>
      <div style={{ marginBottom: SPACE_BELOW_PX }}>
        <MediaUpload
          allowedTypes={allowedTypes}
          value={value}
          onSelect={onSelect}
          render={({ open }) => (
            <Button variant="secondary" onClick={open} __next40pxDefaultSize>
              {label}
            </Button>
          )}
        />
      </div>
    </MediaUploadCheck>
  );
}
