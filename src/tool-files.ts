/**
 * Tools: on-demand files that are no widget, fetched only when a theme developer switches one on
 * (README, "On-demand files"). Name → entry module, from the project's root; the build makes
 * `cms-islands.tool-<name>.js` of each (scripts/build-config.ts), with the shared modules.
 */
export const TOOL_FILES = {
  // README, "Inspector".
  inspector: 'src/inspector/index.tsx',
} as const;

export const INSPECTOR_TOOL = 'inspector' satisfies keyof typeof TOOL_FILES;
