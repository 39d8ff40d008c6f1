import { InnerBlocks, InspectorControls, MediaPlaceholder, useBlockProps, useInnerBlocksProps, type Media } from '@wordpress/block-editor';
import { createBlock, type BlockEditProps, type BlockInstance } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { useIsPreview } from '../../../../blocks/editor/is-preview';
import { MediaButton } from '../../../../blocks/editor/media-button';
import { OptionControls } from '../../../../blocks/editor/option-controls';
import { block } from './block';

interface HotspotsAttributes extends Record<string, unknown> {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  mediaId?: number;
}

const NAME = blockName(block.slug);
const SPOT = 'cms-islands/hotspot';
const TEMPLATE = [[SPOT, { x: 30, y: 40 }]] as const;
/** An arrow key moves the spot by this many percent of the image; with Shift, by ten times as much. */
const KEY_STEP_PERCENT = 1;
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface BlockEditorActions {
  insertBlock(block: BlockInstance, index: number, rootClientId: string): void;
  updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
  /** `null`: selected without moving the keyboard focus into the block (a marker keeps it). */
  selectBlock(clientId: string, initialPosition: null): void;
}

/** A spot's place on the image, in percent (its attributes always hold numbers: block.json defaults them). */
const placeOf = (spot: BlockInstance) => ({ left: `${Number(spot.attributes.x)}%`, top: `${Number(spot.attributes.y)}%` });

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Where a pointer is on the image, in whole percents of its width and height. */
function pointerPlace(image: HTMLElement, clientX: number, clientY: number): { x: number; y: number } {
  const box = image.getBoundingClientRect();
  return {
    x: clampPercent(Math.round(((clientX - box.left) / box.width) * 100)),
    y: clampPercent(Math.round(((clientY - box.top) / box.height) * 100)),
  };
}

interface MarkerProps {
  readonly spot: BlockInstance;
  readonly number: number;
  readonly selected: boolean;
  readonly image: { readonly current: HTMLElement | null };
  readonly actions: BlockEditorActions;
}

/**
 * A spot's numbered marker on the image: a press selects its spot (its card and fields in the
 * inspector), a drag moves it, arrow keys move it by a percent (Shift: ten).
 */
function SpotMarker({ spot, number, selected, image, actions }: MarkerProps) {
  const marker = useRef<HTMLButtonElement>(null);
  const dragging = useRef(false);
  // On the marker itself, before the editor's own arrow-key navigation (on the canvas) sees the key.
  useEffect(() => {
    const element = marker.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? KEY_STEP_PERCENT * 10 : KEY_STEP_PERCENT;
      actions.updateBlockAttributes(spot.clientId, {
        x: clampPercent(Number(spot.attributes.x) + direction[0] * step),
        y: clampPercent(Number(spot.attributes.y) + direction[1] * step),
      });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [actions, spot]);
  const moveTo = (event: ReactPointerEvent) => {
    if (image.current) actions.updateBlockAttributes(spot.clientId, pointerPlace(image.current, event.clientX, event.clientY));
  };
  const label = typeof spot.attributes.label === 'string' ? spot.attributes.label : '';
  return (
    <button
      ref={marker}
      type="button"
      className="cms-islands-hotspots-editor-marker"
      style={placeOf(spot)}
      aria-pressed={selected}
      // translators: 1: the spot's number on the image, 2: its button's name.
      aria-label={sprintf(__('Spot %1$d: %2$s. Drag it, or move it with the arrow keys.', 'cms-islands'), number, label)}
      onFocus={() => actions.selectBlock(spot.clientId, null)}
      onPointerDown={(event) => {
        // No text selection and no drag of the image: the pointer is the spot's until it is let go.
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.focus();
        actions.selectBlock(spot.clientId, null);
        dragging.current = true;
      }}
      onPointerMove={(event) => {
        if (dragging.current) moveTo(event);
      }}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        moveTo(event);
      }}
      // A press on a marker never places a new spot (the image's click does).
      onClick={(event) => event.stopPropagation()}
    >
      {number}
    </button>
  );
}

function HotspotsEdit({ attributes, setAttributes, clientId }: BlockEditProps<HotspotsAttributes>) {
  const { spots, selectedId } = useSelect(
    (select) => {
      const editor = select('core/block-editor') as { getBlocks(id: string): BlockInstance[]; getSelectedBlockClientId(): string | null };
      return { spots: editor.getBlocks(clientId), selectedId: editor.getSelectedBlockClientId() };
    },
    [clientId],
  );
  const actions = useDispatch('core/block-editor') as unknown as BlockEditorActions;
  const image = useRef<HTMLDivElement>(null);
  const blockProps = useBlockProps();
  const isPreview = useIsPreview();
  // The spots' cards are edited in a list under the image; the image shows where each spot sits.
  const cards = useInnerBlocksProps({ className: 'cms-islands-hotspots-editor-spots' }, { allowedBlocks: [SPOT], template: TEMPLATE });
  const chosen = (media: Media) =>
    setAttributes({ url: media.url, alt: media.alt ?? '', width: media.width, height: media.height, mediaId: media.id });
  const settings = (
    <InspectorControls>
      <PanelBody title={__('Image hotspots', 'cms-islands')}>
        {attributes.url ? (
          <>
            <MediaButton
              label={__('Replace the image', 'cms-islands')}
              allowedTypes={['image']}
              value={attributes.mediaId}
              onSelect={chosen}
            />
            <TextControl
              label={__('Alternative text', 'cms-islands')}
              help={__('What the image shows, for visitors who cannot see it.', 'cms-islands')}
              value={attributes.alt}
              onChange={(alt) => setAttributes({ alt })}
              __nextHasNoMarginBottom
              __next40pxDefaultSize
            />
          </>
        ) : null}
        <OptionControls block={block} attributes={attributes} setAttributes={setAttributes} />
      </PanelBody>
    </InspectorControls>
  );
  if (!attributes.url) {
    return (
      <div {...blockProps}>
        {settings}
        <MediaPlaceholder
          icon="location"
          labels={{ title: __('Image hotspots', 'cms-islands'), instructions: __('Choose the image the spots sit on.', 'cms-islands') }}
          accept="image/*"
          allowedTypes={['image']}
          onSelect={chosen}
          onSelectURL={(url) => setAttributes({ url, width: undefined, height: undefined, mediaId: undefined })}
        />
      </div>
    );
  }
  return (
    <div {...blockProps}>
      {settings}
      {isPreview ? null : (
        <p className="cms-islands-editor-summary">
          {__('Click the image to place a spot there; drag a spot, or move it with the arrow keys.', 'cms-islands')}
        </p>
      )}
      {/* A click on the image (not on a marker) places a new spot there, selected for its card and name.
          A pointer's shortcut: from the keyboard, a spot is added under the image (the cards' appender) and
          its marker moved with the arrow keys. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={image}
        className="cms-islands-hotspots-editor-image"
        onClick={(event) => {
          if (!image.current) return;
          const spot = createBlock(SPOT, pointerPlace(image.current, event.clientX, event.clientY));
          actions.insertBlock(spot, spots.length, clientId);
        }}
      >
        <img
          src={attributes.url}
          alt={attributes.alt}
          draggable={false}
          // An image given by address: its size, read once it loads, is printed so its box is reserved.
          onLoad={(event) => {
            const loaded = event.currentTarget;
            if (!attributes.width || !attributes.height) setAttributes({ width: loaded.naturalWidth, height: loaded.naturalHeight });
          }}
        />
        {spots.map((spot, index) => (
          <SpotMarker
            key={spot.clientId}
            spot={spot}
            number={index + 1}
            selected={spot.clientId === selectedId}
            image={image}
            actions={actions}
          />
        ))}
      </div>
      <div {...cards} />
    </div>
  );
}

export const editor: BlockEditor = { name: NAME, settings: { edit: HotspotsEdit, save: () => <InnerBlocks.Content /> } };
