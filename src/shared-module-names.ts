/**
 * On-demand family files use the main bundle's copy of these modules instead of carrying their own:
 * one React per page, one store context every root shares, one Trusted Types policy (a policy name
 * can be created once), one file loader, one way into the sanitizer, one log, one IntersectionObserver
 * per margin. The build maps each import to the global's member (scripts/build-config.ts); the main
 * bundle fills the global (shared-modules.ts).
 */
export const SHARED_MODULES_GLOBAL = '__cmsIslandsShared';

/** Import specifier (a package, or a path from the project root) → member of the global. */
export const SHARED_MODULE_MEMBERS = {
  react: 'react',
  'react-dom': 'reactDom',
  // Its createRoot only (the rest costs the main bundle bytes): for a root outside the runtime's, the
  // inspector's panel (README, "Inspector").
  'react-dom/client': 'reactDomClient',
  'react/jsx-runtime': 'jsxRuntime',
  'core/store/react.ts': 'storeReact',
  'core/trusted-types.ts': 'trustedTypes',
  'core/files/load-file.ts': 'loadFile',
  'core/html/html-answer.ts': 'htmlAnswer',
  // One console voice and one journal of its messages, which the inspector reads (README, "Inspector").
  'core/log.ts': 'log',
  // One IntersectionObserver per margin for the page, whichever file asks (README, "How it is built").
  'core/dom/when-near.ts': 'whenNear',
} as const;

export type SharedModuleMember = (typeof SHARED_MODULE_MEMBERS)[keyof typeof SHARED_MODULE_MEMBERS];
