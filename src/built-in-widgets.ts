import { mainFamilies } from 'virtual:cms-islands/main-families';
import { WIDGET_MANIFEST } from '../widgets';
import { manifestWidgets, withManifestEntry, type ManifestWidget } from '../mount/manifest';
import type { AnyWidgetDefinition } from '../mount/types';
import { loadBundleFile } from '../core/files/load-file';

/** A widget whose family has a file of its own: the main bundle knows only where and when it mounts. */
function onDemandStub(entry: ManifestWidget): AnyWidgetDefinition {
  return withManifestEntry(entry, {
    load: () =>
      loadBundleFile('family', entry.family).then((widgets) => {
        const definition = (widgets as Record<string, AnyWidgetDefinition> | undefined)?.[entry.name];
        if (!definition) throw new Error(`the file of family "${entry.family}" has no widget "${entry.name}"`);
        return definition;
      }),
  });
}

/** Every widget the manifest lists, by `data-island` name, ready for the registry. */
export function builtInWidgets(): Record<string, AnyWidgetDefinition> {
  const widgets: Record<string, AnyWidgetDefinition> = {};
  for (const entry of manifestWidgets(WIDGET_MANIFEST)) {
    if (entry.file === 'own') {
      widgets[entry.name] = onDemandStub(entry);
      continue;
    }
    const definition = mainFamilies[entry.family]?.[entry.name];
    if (!definition) throw new Error(`widgets/${entry.family}/index.ts exports no widget "${entry.name}" (widgets/index.ts lists it)`);
    widgets[entry.name] = withManifestEntry(entry, definition);
  }
  return widgets;
}
