// Modules the build makes from the widget manifest (scripts/manifest-plugin.ts).
declare module 'virtual:cms-islands/main-families' {
  import type { AnyWidgetDefinition } from '../mount/types';
  /** Folder → that family's `widgets`, for every family that ships in the main bundle. */
  export const mainFamilies: Readonly<Record<string, Readonly<Record<string, AnyWidgetDefinition>>>>;
}

declare module 'virtual:cms-islands/file-entry' {
  import type { BundleFileKind } from '../core/files/file-names';
  export const fileExport: unknown;
  export const FILE_KIND: BundleFileKind;
  export const FILE_NAME: string;
}

declare module 'virtual:cms-islands/family-schemas' {
  import type { FamilySchemas } from '../core/settings/field-texts';
  /** Folder → that family's described options and settings (the `schemas` of its options.ts), for every family that has them. */
  export const familySchemas: Readonly<Record<string, FamilySchemas>>;
}
