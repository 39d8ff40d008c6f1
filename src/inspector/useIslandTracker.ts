import { useMemo } from 'react';
import { familySchemas } from 'virtual:cms-islands/family-schemas';
import { WIDGET_MANIFEST } from '../../widgets';
import { manifestWidgets } from '../../mount/manifest';
import { journal } from '../../core/log';
import type { InspectorContext } from '../inspector-context';
import { createIslandTracker } from './islands';

const FAMILY_OF = new Map(manifestWidgets(WIDGET_MANIFEST).map((entry) => [entry.name, entry.family]));

/** The dataset names each widget's options schema reads, from its family's options.ts. */
function optionNames(name: string): ReadonlySet<string> | undefined {
  const family = FAMILY_OF.get(name);
  const schema = family ? familySchemas[family]?.options?.[name]?.schema : undefined;
  return schema ? new Set(Object.keys(schema)) : undefined;
}

/**
 * The page's islands as the inspector lists them (README, "Inspector"): a tracker made once per
 * context, which reads the claims, the journal and the registered widgets each time it is called
 * (every render: the panel renders again on each change of the page).
 */
export function useIslandTracker(context: InspectorContext) {
  return useMemo(
    () =>
      createIslandTracker({
        claims: context.claims,
        entries: journal.entries,
        registered: () => context.api.widgets(),
        familyOf: (name) => FAMILY_OF.get(name),
        optionNames,
        scriptStartMs: context.scriptStartMs,
      }),
    [context],
  );
}
