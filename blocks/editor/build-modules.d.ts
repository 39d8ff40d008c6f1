/**
 * What scripts/blocks/editor-build.ts gives the editor script at build time: the blocks' widgets'
 * options, described from their TypeScript schemas (blocks/editor/options.ts types each option).
 */
declare module 'virtual:cms-islands-editor/block-options' {
  const widgets: ReadonlyArray<{ readonly widget: string; readonly options: readonly object[] }>;
  export default widgets;
}
