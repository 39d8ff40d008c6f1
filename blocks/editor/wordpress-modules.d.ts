/**
 * The members of WordPress's editor packages the blocks' editor script uses, typed here. The script
 * imports them as `@wordpress/…` modules, which the build maps to WordPress's globals (`wp.blocks`…)
 * and lists as script handles in its `.asset.php` (scripts/blocks/editor-build.ts), as WordPress's
 * dependency-extraction convention does: they are never bundled. The packages themselves are not
 * installed for their types: @wordpress/blocks, block-editor, components, i18n, element and
 * server-side-render bring 256 packages and 503 MB to every `npm ci` (measured), for the twenty-odd
 * members typed below (README, "Blocks").
 */
declare module '@wordpress/blocks' {
  import type { ComponentType, ReactNode } from 'react';

  export interface BlockInstance {
    readonly name: string;
    readonly clientId: string;
    readonly attributes: Record<string, unknown>;
    readonly innerBlocks: BlockInstance[];
  }
  export interface BlockEditProps<Attributes> {
    readonly name: string;
    readonly clientId: string;
    readonly isSelected: boolean;
    readonly attributes: Attributes;
    setAttributes(next: Partial<Attributes>): void;
  }
  export interface BlockTransform {
    readonly type: 'block';
    readonly blocks: readonly string[];
    readonly isMultiBlock?: boolean;
    readonly isMatch?: (attributes: Record<string, unknown>, block?: BlockInstance) => boolean;
    readonly transform: (attributes: Record<string, unknown>, innerBlocks: BlockInstance[]) => BlockInstance;
  }
  /** The block's settings in the editor; the rest (title, attributes, supports) comes from its block.json, registered by PHP. */
  export interface BlockSettings<Attributes> {
    readonly edit: ComponentType<BlockEditProps<Attributes>>;
    readonly save: () => ReactNode;
    readonly transforms?: { readonly from?: readonly BlockTransform[]; readonly to?: readonly BlockTransform[] };
  }
  export function registerBlockType<Attributes>(name: string, settings: BlockSettings<Attributes>): unknown;
  /** Groups the blocks of a namespace under a title in the inserter. */
  export function registerBlockCollection(namespace: string, settings: { title: string; icon?: string }): void;
  export function createBlock(name: string, attributes?: Record<string, unknown>, innerBlocks?: BlockInstance[]): BlockInstance;
}

declare module '@wordpress/block-editor' {
  import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

  type Props = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;
  export function useBlockProps(props?: Props): Props;
  export namespace useBlockProps {
    function save(props?: Props): Props;
  }
  /** A block of a template: its name, attributes and inner blocks' template. */
  type TemplateEntry = readonly [string, Readonly<Record<string, unknown>>?, (readonly TemplateEntry[])?];
  export interface InnerBlocksOptions {
    readonly allowedBlocks?: readonly string[];
    readonly template?: readonly TemplateEntry[];
    readonly templateLock?: 'all' | 'insert' | 'contentOnly' | false;
    readonly orientation?: 'horizontal' | 'vertical';
    readonly renderAppender?: ComponentType | false;
  }
  export function useInnerBlocksProps(props?: Props, options?: InnerBlocksOptions): Props & { children?: ReactNode };
  export namespace useInnerBlocksProps {
    function save(props?: Props): Props;
  }
  export const InnerBlocks: ComponentType<InnerBlocksOptions> & { Content: ComponentType; ButtonBlockAppender: ComponentType };
  /** What the media library gives (an attachment), or what an upload gives. */
  export interface Media {
    readonly id: number;
    readonly url: string;
    readonly alt?: string;
    readonly width?: number;
    readonly height?: number;
  }
  export const MediaPlaceholder: ComponentType<{
    icon?: string;
    labels?: { title?: string; instructions?: string };
    accept?: string;
    allowedTypes?: readonly string[];
    onSelect(media: Media): void;
    onSelectURL?(url: string): void;
  }>;
  /** The media library's modal, opened by what `render` draws (a button), where the user may upload. */
  export const MediaUpload: ComponentType<{
    allowedTypes?: readonly string[];
    value?: number;
    title?: string;
    onSelect(media: Media): void;
    render(props: { open(): void }): ReactNode;
  }>;
  export const MediaUploadCheck: ComponentType<{ children?: ReactNode; fallback?: ReactNode }>;
  export const InspectorControls: ComponentType<{ children?: ReactNode; group?: 'settings' | 'styles' | 'advanced' }>;
  export const RichText: ComponentType<{
    tagName: string;
    value: string;
    onChange(value: string): void;
    placeholder?: string;
    allowedFormats?: readonly string[];
    className?: string;
    'aria-label'?: string;
    withoutInteractiveFormatting?: boolean;
  }>;
}

declare module '@wordpress/components' {
  import type { ComponentType, ReactNode } from 'react';

  interface ControlProps<Value> {
    label: string;
    help?: ReactNode;
    value?: Value;
    onChange(value: Value): void;
    __nextHasNoMarginBottom?: boolean;
    __next40pxDefaultSize?: boolean;
  }
  export const Button: ComponentType<{
    variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
    onClick?(): void;
    children?: ReactNode;
    className?: string;
    __next40pxDefaultSize?: boolean;
  }>;
  export const PanelBody: ComponentType<{ title: string; initialOpen?: boolean; children?: ReactNode }>;
  export const ToggleControl: ComponentType<Omit<ControlProps<boolean>, 'value'> & { checked: boolean; disabled?: boolean }>;
  export const TextControl: ComponentType<ControlProps<string> & { type?: string; placeholder?: string }>;
  export const SelectControl: ComponentType<ControlProps<string> & { options: ReadonlyArray<{ label: string; value: string }> }>;
  export const RangeControl: ComponentType<
    Omit<ControlProps<number | undefined>, 'value'> & {
      value?: number | undefined;
      min?: number;
      max?: number;
      step?: number | 'any';
      allowReset?: boolean;
      resetFallbackValue?: number;
    }
  >;
  export const __experimentalNumberControl: ComponentType<
    Omit<ControlProps<string | undefined>, 'value'> & {
      value?: number | string;
      min?: number;
      max?: number;
      step?: number | 'any';
      placeholder?: string;
    }
  >;
  export const DateTimePicker: ComponentType<{ currentDate?: string | null; onChange(date: string | null): void; is12Hour?: boolean }>;
  export const BaseControl: ComponentType<{
    id?: string;
    label?: string;
    help?: ReactNode;
    children?: ReactNode;
    __nextHasNoMarginBottom?: boolean;
  }>;
  export const Placeholder: ComponentType<{ icon?: string; label: string; instructions?: string; children?: ReactNode }>;
  export const Notice: ComponentType<{ status: 'warning' | 'error' | 'info' | 'success'; isDismissible?: boolean; children?: ReactNode }>;
}

declare module '@wordpress/data' {
  export function useSelect<Result>(select: (select: (store: string) => unknown) => Result, dependencies: readonly unknown[]): Result;
  /** A store's actions (`core/block-editor`'s insertBlock, updateBlockAttributes, selectBlock…). */
  export function useDispatch(store: string): Record<string, (...args: never[]) => unknown>;
}

declare module '@wordpress/i18n' {
  export function __(text: string, domain: string): string;
  export function sprintf(format: string, ...args: Array<string | number>): string;
}

declare module '@wordpress/date' {
  /** The site's date settings: its time zone's name (`Europe/Paris`, empty for an offset) and offset, hours. */
  export function getSettings(): { timezone: { string: string; offset: number | string; abbr?: string } };
  /** A moment formatted (PHP's date() letters) on the site's clock. */
  export function date(format: string, moment?: Date | number | string): string;
}

declare module '@wordpress/api-fetch' {
  export default function apiFetch<Result>(options: { path: string; method?: 'GET' | 'POST'; data?: object }): Promise<Result>;
}

declare module '@wordpress/element' {
  export { useEffect, useMemo, useRef, useState, useId } from 'react';
}

declare module '@wordpress/server-side-render' {
  import type { ComponentType } from 'react';

  const ServerSideRender: ComponentType<{
    block: string;
    attributes?: Record<string, unknown>;
    skipBlockSupportAttributes?: boolean;
    httpMethod?: 'GET' | 'POST';
  }>;
  export default ServerSideRender;
}
