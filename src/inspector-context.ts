import type { ClaimView } from '../mount/runtime';
import type { IslandsStore } from '../core/store/store';
import type { IslandsApi } from './api';

/** What the main bundle hands the inspector when it starts it: the runtime's own view of the page. */
export interface InspectorContext {
  readonly api: IslandsApi;
  /** Every widget claimed and not released, with its state (mount/runtime.ts). */
  readonly claims: ReadonlySet<ClaimView>;
  readonly store: IslandsStore;
  /** When the bundle began to run, `performance.now()` ms. */
  readonly scriptStartMs: number;
  /** The bundle's own `<script>` (it may name the settings global), null when unknown. */
  readonly script: HTMLScriptElement | null;
}

/** What the inspector's file exports: opens the panel, or brings it back when it is already open. */
export type StartInspector = (context: InspectorContext) => void;
