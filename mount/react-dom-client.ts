import type * as ReactDomClientModule from 'react-dom/client';
import type { Root, RootOptions } from 'react-dom/client';
import type { MountGate } from './scheduler';

/**
 * React DOM's client (the renderer: most of the main bundle's bytes), evaluated in a task of its own
 * after the bundle's evaluation rather than inside it (README, "Mount strategies", "No long task"): its
 * module creates `Error`s as it initialises, for which a page with a DevTools client attached (Lighthouse,
 * the benchmark) re-parses every function on the stack, the whole bundle's among them.
 * Imported dynamically, so the bundler leaves its evaluation to the first call of
 * loadReactDomClient(); the mount scheduler waits for it (its gate) before the first mount.
 */
type ReactDomClient = typeof ReactDomClientModule;

let client: ReactDomClient | undefined;
let loading: Promise<unknown> | undefined;

/** Evaluates React DOM's client, once: the promise settles once it is ready. */
export function loadReactDomClient(): Promise<unknown> {
  return (loading ??= import('react-dom/client').then((loaded) => (client = loaded)));
}

/** The mount scheduler's gate: no mount before React DOM's client is here. */
export const REACT_DOM_GATE: MountGate = { ready: () => client !== undefined, open: loadReactDomClient };

/** React DOM's createRoot; only once loadReactDomClient() has settled (the scheduler's gate sees to it). */
export function createRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
  if (!client) throw new Error('React DOM is not evaluated yet: mount through the scheduler, which waits for it');
  return client.createRoot(container, options);
}
