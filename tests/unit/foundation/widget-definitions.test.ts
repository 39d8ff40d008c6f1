import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { optionsParser, parseElementOptions } from '../../../mount/options';
import { WidgetRegistry } from '../../../mount/registry';
import { defineWidget, type AnyWidgetDefinition } from '../../../mount/types';
import { coerceBoolean, coerceNumber, coerceOneOf, coerceString } from '../../../core/settings/coerce';
import { atLeast, field, type Schema } from '../../../core/settings/schema';

interface CarouselOptions {
  autoplayInterval: number;
  loop: boolean;
  effect: 'slide' | 'fade';
  title: string;
}
const SCHEMA: Schema<CarouselOptions> = {
  autoplayInterval: field(coerceNumber, 5, atLeast(0)),
  loop: field(coerceBoolean, false),
  effect: field(coerceOneOf(['slide', 'fade'] as const), 'slide'),
  title: field(coerceString, ''),
};

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

let warnSpy: MockInstance<typeof console.warn>;
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('widget options', () => {
  it('reads data attributes by their dataset name, typed', () => {
    const el = element('<div data-island="carousel" data-autoplay-interval="3" data-loop="yes" data-effect="fade"></div>');
    expect(parseElementOptions(el, 'carousel', SCHEMA)).toEqual({ autoplayInterval: 3, loop: true, effect: 'fade', title: '' });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('gives missing options their defaults silently', () => {
    expect(parseElementOptions(element('<div data-island="carousel"></div>'), 'carousel', SCHEMA)).toEqual({
      autoplayInterval: 5,
      loop: false,
      effect: 'slide',
      title: '',
    });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('a JSON options child overlays the data attributes', () => {
    const el = element(`<div data-island="carousel" data-autoplay-interval="3" data-loop="yes">
      <script type="application/json" data-island-options>{"autoplayInterval": 8, "title": "<b>New</b> in"}</script>
    </div>`);
    expect(parseElementOptions(el, 'carousel', SCHEMA)).toEqual({
      autoplayInterval: 8,
      loop: true,
      effect: 'slide',
      title: '<b>New</b> in',
    });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads only its own JSON child, not one of a nested widget', () => {
    const el = element(`<div data-island="carousel"><div data-island="carousel">
      <script type="application/json" data-island-options>{"autoplayInterval": 8}</script></div></div>`);
    expect(parseElementOptions(el, 'carousel', SCHEMA).autoplayInterval).toBe(5);
  });

  it('invalid JSON gives ONE warning naming the widget, and the data attributes are still used', () => {
    const el = element(`<div data-island="carousel" data-autoplay-interval="3">
      <script type="application/json" data-island-options>{autoplayInterval: 8,}</script></div>`);
    expect(parseElementOptions(el, 'carousel', SCHEMA).autoplayInterval).toBe(3);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('widget "carousel"');
    expect(String(warnSpy.mock.calls[0]![0])).toContain('not valid JSON');
  });

  it('JSON that is not an object is ignored with a warning', () => {
    const el = element(
      `<div data-island="carousel" data-loop="1"><script type="application/json" data-island-options>[1,2]</script></div>`,
    );
    expect(parseElementOptions(el, 'carousel', SCHEMA).loop).toBe(true);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('bad values fall back to their defaults with ONE warning naming the widget and the bad options', () => {
    const el = element(
      '<div data-island="carousel" data-autoplay-interval="-2" data-loop="sometimes" data-effect="cube" data-title="Hi"></div>',
    );
    const parse = optionsParser('carousel', SCHEMA);
    expect(parse(el)).toEqual({ autoplayInterval: 5, loop: false, effect: 'slide', title: 'Hi' });
    expect(warnSpy).toHaveBeenCalledTimes(1);
    const [message, culprit] = warnSpy.mock.calls[0]!;
    expect(String(message)).toContain('widget "carousel" options');
    for (const key of ['autoplayInterval', 'loop', 'effect']) expect(String(message)).toContain(key);
    expect(String(message)).not.toContain('title');
    // The element is passed along so the console can point at it.
    expect(culprit).toBe(el);
  });

  it('a bad JSON file and bad attributes still make only one warning', () => {
    const el = element(
      `<div data-island="carousel" data-loop="sometimes"><script type="application/json" data-island-options>{</script></div>`,
    );
    parseElementOptions(el, 'carousel', SCHEMA);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });
});

const Nothing = () => null;
const plain = defineWidget({ component: Nothing });
const contactForm = defineWidget({ selector: 'div.wpcf7', component: Nothing });
const comments = defineWidget({ selector: '#respond, .comment-reply-link', component: Nothing });

describe('widget registry', () => {
  it.each(['Tabs', '1tabs', 'tabs_x', 'tabs x', '', 'tabs!', '-tabs'])('refuses the invalid name %j with one clear error', (name) => {
    const registry = new WidgetRegistry();
    expect(registry.register(name, plain)).toBe(false);
    expect(registry.names()).toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a selector that is not valid CSS', { selector: 'div[', component: Nothing }, 'not valid CSS'],
    ['an empty selector', { selector: ' ', component: Nothing }, 'selector'],
    ['an unknown strategy', { strategy: 'soon', component: Nothing }, 'strategy "soon"'],
    ['no definition at all', null, 'not an object'],
  ])('refuses %s with one clear error, and stays out of the scan', (_what, definition, reason) => {
    const registry = new WidgetRegistry();
    expect(registry.register('bad', definition as unknown as AnyWidgetDefinition)).toBe(false);
    expect(registry.names()).toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain(reason);
    expect(() => document.querySelectorAll(registry.discoverySelector())).not.toThrow();
  });

  it('accepts lower-case names with digits and dashes', () => {
    const registry = new WidgetRegistry();
    expect(registry.register('image-hotspot2', plain)).toBe(true);
    expect(registry.get('image-hotspot2')).toBe(plain);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('accepts a plain-function widget (setup) without a component', () => {
    const registry = new WidgetRegistry();
    expect(registry.register('plain', defineWidget({ setup: () => {} }))).toBe(true);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('refuses a definition with neither a component nor a setup function', () => {
    const registry = new WidgetRegistry();
    expect(registry.register('broken', {} as AnyWidgetDefinition)).toBe(false);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('registering a name again warns and the new definition wins', () => {
    const registry = new WidgetRegistry();
    registry.register('tabs', plain);
    registry.register('tabs', contactForm);
    expect(registry.get('tabs')).toBe(contactForm);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it("the discovery selector finds data-island elements and each widget's own selector", () => {
    const registry = new WidgetRegistry();
    registry.register('tabs', plain);
    registry.register('contact-form', contactForm);
    registry.register('comments', comments);
    document.body.innerHTML = `<div id="a" data-island="tabs"></div><div id="b" class="wpcf7"></div>
      <div id="respond"></div><a id="c" class="comment-reply-link"></a><div id="d"></div>`;
    const found = [...document.querySelectorAll(registry.discoverySelector())].map((element) => element.id);
    expect(found).toEqual(['a', 'b', 'respond', 'c']);
  });

  it('namesFor lists the data-island name and every widget whose selector matches', () => {
    const registry = new WidgetRegistry();
    registry.register('tabs', plain);
    registry.register('contact-form', contactForm);
    document.body.innerHTML = `<div id="x" class="wpcf7" data-island=" tabs "></div><div id="y" class="wpcf7"></div>
      <div id="z" data-island="contact-form" class="wpcf7"></div><div id="w"></div>`;
    expect(registry.namesFor(document.getElementById('x')!)).toEqual(['tabs', 'contact-form']);
    expect(registry.namesFor(document.getElementById('y')!)).toEqual(['contact-form']);
    // Named and matched by selector: listed once.
    expect(registry.namesFor(document.getElementById('z')!)).toEqual(['contact-form']);
    expect(registry.namesFor(document.getElementById('w')!)).toEqual([]);
  });
});
