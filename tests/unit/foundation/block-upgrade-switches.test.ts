import { describe, expect, it } from 'vitest';
import { createIslandsApp } from '../../../src/boot';
import { builtInWidgets } from '../../../src/built-in-widgets';

/**
 * The switches of the upgrades of WordPress's own blocks (widgets/wordpress-blocks/README.md): the
 * manifest's selector for WordPress's Gallery block finds it only while `upgrade_gallery_block` is on;
 * our own `data-island="gallery"` is found either way.
 */
const viewport = { widthPx: 1024, heightPx: 768, scrollYPx: 0 };

function namesFor(element: Element, settingsGlobal: Record<string, unknown>): string[] {
  const { registry } = createIslandsApp({ widgets: builtInWidgets(), settingsGlobal, viewport });
  return registry.namesFor(element);
}

function element(tag: string, attributes: Record<string, string>): Element {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

describe('switches of the upgrades of WordPress blocks', () => {
  const block = element('figure', { class: 'wp-block-gallery has-nested-images' });
  it('the Gallery block is ours by default and when switched on', () => {
    expect(namesFor(block, {})).toEqual(['gallery']);
    expect(namesFor(block, { upgrade_gallery_block: '1' })).toEqual(['gallery']);
  });
  it("switched off: WordPress's Gallery block is left alone, our own gallery markup is not", () => {
    expect(namesFor(block, { upgrade_gallery_block: false })).toEqual([]);
    expect(namesFor(element('div', { 'data-island': 'gallery' }), { upgrade_gallery_block: 'no' })).toEqual(['gallery']);
  });
});
