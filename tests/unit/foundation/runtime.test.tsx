import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defineWidget, type AnyWidgetDefinition, type WidgetProps } from '../../../mount/types';
import { IDLE_MOUNT_TIMEOUT_MS } from '../../../mount/strategies';
import { addMissingAttributes, matchingIn } from '../../../mount/premount';
import { createApi } from '../../../src/api';
import { useDomListener } from '../../../core/hooks/useDomListener';
import { tabsWidget } from '../../../widgets/tabs';
import { createIslands, type Islands } from '../../support/islands';
import { installFakeFrames } from '../../support/fake-frames';
import { installFakeIntersectionObserver } from '../../support/fake-intersection-observer';

/** What the probe widgets did, in order: "mount outer", "click inner", "unmount outer"… */
let log: string[] = [];

function Probe({ element }: WidgetProps<unknown>) {
  useLayoutEffect(() => {
    log.push(`mount ${element.id}`);
    return () => void log.push(`unmount ${element.id}`);
  }, [element]);
  useDomListener(element, 'click', () => log.push(`click ${element.id}`));
  return null;
}
/** Adds its own UI into the server element through a portal, as widgets do. */
function Badge({ element }: WidgetProps<unknown>) {
  const [count, setCount] = useState(0);
  useDomListener(element, 'click', () => setCount((value) => value + 1));
  return createPortal(<span className="badge">{count}</span>, element);
}
function Broken(): never {
  throw new Error('broken on purpose');
}
function BrokenInEffect() {
  useEffect(() => {
    throw new Error('broken after mount');
  }, []);
  return null;
}

const probe = defineWidget({ strategy: 'load', component: Probe });
const WIDGETS: Record<string, AnyWidgetDefinition> = {
  probe,
  'lazy-probe': defineWidget({ strategy: 'visible', component: Probe }),
  'idle-probe': defineWidget({ strategy: 'idle', component: Probe }),
  'form-probe': defineWidget({ selector: 'div.wpcf7', strategy: 'load', component: Probe }),
  badge: defineWidget({ strategy: 'load', component: Badge }),
  broken: defineWidget({ strategy: 'load', component: Broken }),
  'broken-effect': defineWidget({ strategy: 'load', component: BrokenInEffect }),
  'broken-options': defineWidget({
    strategy: 'load',
    parseOptions: () => {
      throw new Error('cannot parse');
    },
    component: Probe,
  }),
  tabs: tabsWidget,
  'plain-counter': defineWidget({
    strategy: 'load',
    parseOptions: (element) => ({ step: Number(element.dataset.step ?? '1') }),
    setup: (element, { options, store }) => {
      log.push(`setup ${element.id} step ${options.step} overlay ${String(store.getState().openOverlayId)}`);
      const onClick = () => log.push(`click ${element.id}`);
      element.addEventListener('click', onClick);
      return () => {
        element.removeEventListener('click', onClick);
        log.push(`cleanup ${element.id}`);
      };
    },
  }),
  'plain-broken': defineWidget({
    strategy: 'load',
    setup: () => {
      throw new Error('broken plain widget');
    },
  }),
};

let islands: Islands | null = null;
let warnSpy: MockInstance<typeof console.warn>;
let errorSpy: MockInstance<typeof console.error>;

function start(html: string, widgets: Record<string, AnyWidgetDefinition> = WIDGETS): Islands {
  document.body.innerHTML = html;
  islands = createIslands(widgets);
  return islands;
}
/** Scans the whole page and runs every queued mount now. */
function mountAll(target: Islands, subtree: ParentNode = document) {
  act(() => {
    target.runtime.mount(subtree);
    target.runtime.flush();
  });
}
const byId = (id: string) => document.getElementById(id)!;
/** MutationObserver records are delivered in a microtask. */
const mutationsDelivered = () => Promise.resolve();

beforeEach(() => {
  log = [];
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('mounting', () => {
  it('scanning twice mounts each widget once', () => {
    const page = start('<div id="a" data-island="probe"></div><div id="b" data-island="probe"></div>');
    mountAll(page);
    mountAll(page);
    expect(log).toEqual(['mount a', 'mount b']);
    expect(page.runtime.mountedCount()).toBe(2);
    expect(byId('a').getAttribute('data-island-mounted')).toBe('probe');
  });

  it('mounts nested widgets outer-first', () => {
    const page = start(`<div id="outer" data-island="probe"><div><div id="middle" data-island="probe">
      <div id="inner" data-island="probe"></div></div></div></div>`);
    mountAll(page);
    expect(log).toEqual(['mount outer', 'mount middle', 'mount inner']);
  });

  it("mounts foreign markup found by a widget's own selector", () => {
    const page = start('<div id="form" class="wpcf7"></div>');
    mountAll(page);
    expect(log).toEqual(['mount form']);
  });

  it('mount(subtree) mounts the subtree root itself and only what is inside', () => {
    const page = start(
      '<div id="root" data-island="probe"><div id="child" data-island="probe"></div></div><div id="other" data-island="probe"></div>',
    );
    mountAll(page, byId('root'));
    expect(log).toEqual(['mount root', 'mount child']);
  });

  it('keeps the server content: the same input with its typed value, the same iframe, the same nested element', () => {
    const page = start(`<div id="w" data-island="tabs">
        <ul><li><a href="#p1" data-tab>One</a></li><li><a href="#p2" data-tab>Two</a></li></ul>
        <div id="p1" data-tab-panel><label>Name <input id="name"></label><div id="nested" data-island="badge"><b>kept</b></div></div>
        <div id="p2" data-tab-panel hidden><iframe id="frame" title="Video" srcdoc="<p>player</p>"></iframe></div>
      </div>`);
    const input = byId('name') as HTMLInputElement;
    input.value = 'typed by the visitor';
    const iframe = byId('frame');
    const nested = byId('nested');
    const nestedChild = nested.firstElementChild;
    const childrenBefore = [...byId('w').querySelectorAll('*')];
    mountAll(page);
    expect(byId('name')).toBe(input);
    expect(input.value).toBe('typed by the visitor');
    expect(byId('frame')).toBe(iframe);
    expect(iframe.isConnected).toBe(true);
    expect(byId('nested')).toBe(nested);
    expect(nested.firstElementChild).toBe(nestedChild);
    // Every server node is still there; the only node added is the badge's own portal UI.
    const childrenAfter = [...byId('w').querySelectorAll('*')];
    expect(childrenAfter.filter((node) => !childrenBefore.includes(node)).map((node) => node.className)).toEqual(['badge']);
    expect(childrenBefore.every((node) => node.isConnected)).toBe(true);
  });

  it('a widget adds its UI through a portal and removes it on unmount, leaving the server nodes', () => {
    const page = start('<div id="b" data-island="badge"><p id="server">text</p></div>');
    mountAll(page);
    const server = byId('server');
    expect(byId('b').querySelector('.badge')?.textContent).toBe('0');
    act(() => byId('b').click());
    expect(byId('b').querySelector('.badge')?.textContent).toBe('1');
    act(() => page.runtime.unmount(byId('b')));
    expect(byId('b').querySelector('.badge')).toBeNull();
    expect(byId('server')).toBe(server);
  });
});

describe('plain-function widgets (setup)', () => {
  it('are called once mounted with the element, their options and the store, and cleaned up on unmount', () => {
    const page = start('<div id="c" data-island="plain-counter" data-step="5"></div>');
    mountAll(page);
    mountAll(page);
    expect(log).toEqual(['setup c step 5 overlay null']);
    act(() => byId('c').click());
    act(() => page.runtime.unmount());
    act(() => byId('c').click());
    expect(log).toEqual(['setup c step 5 overlay null', 'click c', 'cleanup c']);
  });
});

describe('markup that changes after start', () => {
  it('markup added later mounts without any call', async () => {
    const page = start('<main id="main"></main>');
    page.runtime.observe();
    const added = document.createElement('section');
    added.innerHTML = '<div id="late" data-island="probe"><div id="late-inner" data-island="probe"></div></div>';
    byId('main').append(added);
    await vi.waitFor(() => expect(log).toEqual(['mount late', 'mount late-inner']));
    expect(page.runtime.mountedCount()).toBe(2);
  });

  it("a removed widget is unmounted after the frame's batch", async () => {
    const frames = installFakeFrames();
    const page = start('<div id="gone" data-island="probe"></div><div id="stays" data-island="probe"></div>');
    mountAll(page);
    page.runtime.observe();
    byId('gone').remove();
    await mutationsDelivered();
    expect(log).toEqual(['mount gone', 'mount stays']); // not before the frame
    act(() => frames.runFrame());
    expect(log).toEqual(['mount gone', 'mount stays', 'unmount gone']);
    expect(page.runtime.mountedCount()).toBe(1);
  });

  it('text rewritten inside a widget (a counter every frame, a countdown every second) asks for no batch', async () => {
    const frames = installFakeFrames();
    const page = start('<p id="count" data-island="probe">12</p>');
    mountAll(page);
    page.runtime.observe();
    const counter = byId('count');
    for (const text of ['13', '14', '15']) counter.textContent = text;
    await mutationsDelivered();
    expect(frames.pending()).toBe(0);
    counter.textContent = '';
    counter.append(document.createElement('span'));
    counter.firstElementChild!.remove();
    await mutationsDelivered();
    expect(frames.pending()).toBe(1); // an element came and went: one batch
    act(() => frames.runFrame());
    expect(log).toEqual(['mount count']);
  });

  it('flush() processes a pending removal at once', () => {
    installFakeFrames();
    const page = start('<div id="gone" data-island="probe"></div>');
    mountAll(page);
    page.runtime.observe();
    const gone = byId('gone');
    gone.remove();
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount gone', 'unmount gone']);
    expect(gone.hasAttribute('data-island-mounted')).toBe(false);
  });

  it('a widget moved (removed and re-added in the same batch) stays mounted', async () => {
    const frames = installFakeFrames();
    const page = start('<div id="from"><div id="moved" data-island="probe"><input id="field"></div></div><div id="to"></div>');
    mountAll(page);
    page.runtime.observe();
    const moved = byId('moved');
    (byId('field') as HTMLInputElement).value = 'still here';
    byId('to').append(moved);
    await mutationsDelivered();
    act(() => frames.runFrame());
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount moved']);
    expect(page.runtime.mountedCount()).toBe(1);
    expect(moved.getAttribute('data-island-mounted')).toBe('probe');
    expect((byId('field') as HTMLInputElement).value).toBe('still here');
    act(() => moved.click());
    expect(log).toEqual(['mount moved', 'click moved']);
  });

  it('a widget removed and added back in a later batch is mounted afresh', async () => {
    const frames = installFakeFrames();
    const page = start('<div id="w" data-island="probe"></div>');
    mountAll(page);
    page.runtime.observe();
    const widget = byId('w');
    widget.remove();
    await mutationsDelivered();
    act(() => frames.runFrame());
    document.body.append(widget);
    await mutationsDelivered();
    act(() => frames.runFrame());
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount w', 'unmount w', 'mount w']);
  });

  it('unmount(subtree) releases the widgets inside it, and a later mount re-mounts them', () => {
    const page = start('<div id="box"><div id="a" data-island="probe"></div></div><div id="b" data-island="probe"></div>');
    mountAll(page);
    act(() => page.runtime.unmount(byId('box')));
    expect(log).toEqual(['mount a', 'mount b', 'unmount a']);
    expect(page.runtime.mountedCount()).toBe(1);
    expect(byId('a').hasAttribute('data-island-mounted')).toBe(false);
    mountAll(page, byId('box'));
    expect(log).toEqual(['mount a', 'mount b', 'unmount a', 'mount a']);
  });

  it('disconnect() unmounts everything and stops watching', async () => {
    const page = start('<div id="a" data-island="probe"></div>');
    mountAll(page);
    page.runtime.observe();
    act(() => page.runtime.disconnect());
    expect(log).toEqual(['mount a', 'unmount a']);
    document.body.insertAdjacentHTML('beforeend', '<div id="later" data-island="probe"></div>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual(['mount a', 'unmount a']);
  });

  it('releases every listener a widget added when it is unmounted', () => {
    const page = start(`<div id="t" data-island="tabs"><div id="list"><button data-tab>A</button><button data-tab>B</button></div>
      <div data-tab-panel>a</div><div data-tab-panel hidden>b</div></div><div id="p" data-island="probe"></div>`);
    const spies = ['t', 'list', 'p'].map((id) => ({
      add: vi.spyOn(byId(id), 'addEventListener'),
      remove: vi.spyOn(byId(id), 'removeEventListener'),
    }));
    mountAll(page);
    expect(spies.reduce((count, { add }) => count + add.mock.calls.length, 0)).toBeGreaterThan(0);
    act(() => page.runtime.unmount());
    for (const { add, remove } of spies) {
      for (const [type, listener, options] of add.mock.calls) {
        const capture = typeof options === 'boolean' ? options : (options?.capture ?? false);
        const removed = remove.mock.calls.some(([removedType, removedListener, removedOptions]) => {
          const removedCapture = typeof removedOptions === 'boolean' ? removedOptions : (removedOptions?.capture ?? false);
          return removedType === type && removedListener === listener && removedCapture === capture;
        });
        expect(removed, `${type} listener removed`).toBe(true);
      }
    }
    log = [];
    act(() => byId('p').click());
    expect(log).toEqual([]);
  });
});

describe('before a widget mounts: its premount (README, "Before a widget mounts")', () => {
  /** A family whose premount marks its openers; it records each part it was given. */
  function waitingFamily() {
    const seen: string[] = [];
    const premount = (root: ParentNode) => {
      seen.push(root instanceof Element ? root.id : 'document');
      for (const opener of matchingIn(root, '[data-opens]')) addMissingAttributes(opener, { 'aria-haspopup': 'dialog' });
    };
    const widget = defineWidget({ strategy: 'visible', premount, component: Probe });
    return { seen, widgets: { drawer: widget, sidebar: widget } };
  }

  it('runs once per scanned part of the page (its widgets share it), before any file comes, and on markup added later', async () => {
    const { seen, widgets } = waitingFamily();
    const page = start('<button id="open" data-opens="menu"></button><dialog id="menu" data-island="drawer"></dialog>', widgets);
    mountAll(page);
    expect(seen).toEqual(['document']);
    expect(byId('open').getAttribute('aria-haspopup')).toBe('dialog');
    page.runtime.observe();
    const header = document.createElement('header');
    header.id = 'header';
    header.innerHTML = '<button id="again" data-opens="menu"></button>';
    document.body.append(header);
    await vi.waitFor(() => expect(byId('again').getAttribute('aria-haspopup')).toBe('dialog'));
    expect(seen).toEqual(['document', 'header']);
    // unmount() gives the server's markup back, what premounts changed too.
    act(() => page.runtime.unmount());
    expect(byId('open').hasAttribute('aria-haspopup')).toBe(false);
    expect(byId('again').hasAttribute('aria-haspopup')).toBe(false);
  });

  it('markup the theme takes out is let go: what premounts changed on it is put back, and the page no longer holds it', async () => {
    const { widgets } = waitingFamily();
    const page = start(
      '<header id="header"><button id="open" data-opens="menu"></button></header><dialog id="menu" data-island="drawer"></dialog>',
      widgets,
    );
    mountAll(page);
    page.runtime.observe();
    const opener = byId('open');
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    // A theme replacing its header (an AJAX cart, a filter): the old opener is out of the page for good.
    byId('header').remove();
    // Given back as printed, as unmount() would: kept with its changes, the element (and its detached
    // tree) stayed in the premounts' memory for the page's life, 1.8 DOM nodes per insert/remove cycle.
    await vi.waitFor(() => expect(opener.hasAttribute('aria-haspopup')).toBe(false));
  });

  it('one that throws is reported once, and neither stops the scan nor the other widgets', () => {
    const premount = vi.fn(() => {
      throw new Error('bad premount');
    });
    const page = start('<div id="a" data-island="probe"></div><div data-island="flaky"></div>', {
      ...WIDGETS,
      flaky: defineWidget({ strategy: 'visible', premount, component: Probe }),
    });
    mountAll(page);
    mountAll(page, byId('a'));
    expect(premount).toHaveBeenCalledTimes(2);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('widget "flaky" could not prepare the page before its file came');
    expect(log).toContain('mount a');
  });
});

describe('a widget that fails is contained', () => {
  it.each([
    ['throws while rendering', 'broken'],
    ['throws in an effect after mounting', 'broken-effect'],
    ['cannot parse its options', 'broken-options'],
    ['is a plain function that throws', 'plain-broken'],
  ])('a widget that %s is logged ONCE with its name, and the others still mount and work', (_how, name) => {
    const page = start(
      `<div id="before" data-island="probe"></div><div id="x" data-island="${name}"></div><div id="after" data-island="probe"></div>`,
    );
    mountAll(page);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain(`widget "${name}"`);
    expect(errorSpy.mock.calls[0]).toContain(byId('x')); // the console points at the element
    act(() => byId('after').click());
    expect(log).toEqual(['mount before', 'mount after', 'click after']);
  });

  it('every failure reaches the theme: cms-islands:error on the element (bubbling), and CMSIslands.onError, with the widget, element and error', () => {
    const heard: unknown[] = [];
    const onPage = (event: Event) => heard.push({ on: 'document', target: (event.target as Element).id, ...(event as CustomEvent).detail });
    document.addEventListener('cms-islands:error', onPage);
    const page = start('<div id="x" data-island="broken"></div><div id="y" data-island="probe"></div>');
    const api = createApi('test', page.registry, page.runtime, page.store, () => Promise.resolve());
    const viaApi: unknown[] = [];
    const stop = api.onError((failure) => viaApi.push(failure));
    mountAll(page);
    expect(heard).toEqual([
      {
        on: 'document',
        target: 'x',
        message: 'widget "broken" failed and was switched off',
        widget: 'broken',
        element: byId('x'),
        error: expect.any(Error),
      },
    ]);
    expect(viaApi).toEqual([
      { message: 'widget "broken" failed and was switched off', widget: 'broken', element: byId('x'), error: expect.any(Error) },
    ]);
    // A failure with no element: on the document; stopped, onError hears nothing more.
    stop();
    act(() => api.register('Not A Name', defineWidget({ setup: () => {} })));
    expect(heard).toHaveLength(2);
    expect(heard[1]).toMatchObject({ widget: null, element: null });
    expect(viaApi).toHaveLength(1);
    document.removeEventListener('cms-islands:error', onPage);
  });

  it('an unknown widget name warns (once per name) and does not stop the others', () => {
    const page = start(`<div id="u" data-island="no-such-widget"></div><div id="a" data-island="probe"></div>
      <div data-island="no-such-widget"></div><div data-island="another-unknown"></div>`);
    mountAll(page);
    mountAll(page);
    expect(log).toEqual(['mount a']);
    expect(warnSpy).toHaveBeenCalledTimes(2);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('"no-such-widget"');
    expect(String(warnSpy.mock.calls[1]![0])).toContain('"another-unknown"');
  });

  it('a cannot-parse-options widget says so on its element: data-island-failed', () => {
    const page = start('<div id="x" data-island="broken-options"></div>');
    mountAll(page);
    expect(byId('x').getAttribute('data-island-failed')).toBe('broken-options');
    expect(byId('x').hasAttribute('data-island-mounted')).toBe(false);
  });

  it('an async setup that rejects is reported once and switches the widget off, with no unhandled rejection', async () => {
    const page = start('<div id="x" data-island="async-broken"></div>', {
      'async-broken': defineWidget({ strategy: 'load', setup: () => Promise.reject(new Error('async failure')) }),
    });
    mountAll(page);
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(byId('x').getAttribute('data-island-failed')).toBe('async-broken');
  });

  it("an async setup's cleanup runs on unmount", async () => {
    const page = start('<div id="x" data-island="async-ok"></div>', {
      'async-ok': defineWidget({ strategy: 'load', setup: () => Promise.resolve(() => void log.push('async cleanup')) }),
    });
    mountAll(page);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => page.runtime.unmount(byId('x')));
    expect(log).toEqual(['async cleanup']);
  });

  it('a setup that unmounts its own element leaves no root behind: its cleanup runs and it is not counted', () => {
    const page: Islands = start('<div id="x" data-island="self-removing"></div>', {
      'self-removing': defineWidget({
        strategy: 'load',
        setup: (element) => {
          log.push('setup');
          page.runtime.unmount(element);
          return () => void log.push('cleanup');
        },
      }),
    });
    mountAll(page);
    expect(log).toEqual(['setup', 'cleanup']);
    expect(page.runtime.mountedCount()).toBe(0);
    expect(byId('x').hasAttribute('data-island-mounted')).toBe(false);
  });

  it('one bad registration never stops the other widgets from mounting', () => {
    const page = start('<div id="a" data-island="probe"></div>');
    expect(page.registry.register('bad-selector', defineWidget({ selector: 'div[', component: Probe }))).toBe(false);
    expect(page.registry.register('bad-strategy', { strategy: 'soon', component: Probe } as unknown as AnyWidgetDefinition)).toBe(false);
    mountAll(page);
    expect(log).toEqual(['mount a']);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('a widget registered after start mounts on the next scan', () => {
    const page = start('<div id="late" data-island="late-widget"></div>');
    mountAll(page);
    expect(log).toEqual([]);
    page.registry.register('late-widget', probe);
    mountAll(page);
    expect(log).toEqual(['mount late']);
  });

  it('before the ready event, parsed subtrees mount what is registered and leave other names, unwarned, to the scan after it', () => {
    const page = start(`<header id="head"><div id="a" data-island="probe"></div><div id="theme" data-island="theme-widget"></div></header>
      <main id="rest"><div id="b" data-island="probe"></div></main>`);
    act(() => {
      page.runtime.mountBeforeReady([byId('head')]);
      page.runtime.flush();
    });
    expect(log).toEqual(['mount a']); // only the parsed subtree; the theme's name is not registered yet
    expect(warnSpy).not.toHaveBeenCalled();
    page.registry.register('theme-widget', probe); // as a theme does in the ready listener
    mountAll(page);
    expect(log).toEqual(['mount a', 'mount theme', 'mount b']);
    expect(warnSpy).not.toHaveBeenCalled();
  });
});

describe('mount strategies', () => {
  it('visible: mounts when the element comes within the lazy-loading offset, one observer for all', () => {
    const Observer = installFakeIntersectionObserver();
    const page = start('<div id="a" data-island="lazy-probe"></div><div id="b" data-island="lazy-probe"></div>');
    mountAll(page);
    expect(log).toEqual([]);
    // One for the offset; the other is idle time's, one viewport further (jsdom has no requestIdleCallback: its timer).
    const near = Observer.instances.filter((observer) => observer.rootMargin === '300px 0px');
    expect(near).toHaveLength(1);
    expect(Observer.instances).toHaveLength(2);
    act(() => near[0]!.report(byId('b'), false));
    act(() => page.runtime.flush());
    expect(log).toEqual([]);
    act(() => Observer.scrollIntoView(byId('b')));
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount b']);
    expect(near[0]!.observed.has(byId('b'))).toBe(false);
  });

  it('visible: an element two widgets wait for (its data-island, another’s selector) mounts both when it comes near', () => {
    const Observer = installFakeIntersectionObserver();
    const logged = (name: string) => () => {
      log.push(`setup ${name}`);
      return () => {};
    };
    const page = start('<div id="both" class="also-lazy" data-island="lazy-named"></div>', {
      'lazy-named': defineWidget({ strategy: 'visible', setup: logged('lazy-named') }),
      'lazy-selected': defineWidget({ selector: '.also-lazy', strategy: 'visible', setup: logged('lazy-selected') }),
    });
    mountAll(page);
    expect(log).toEqual([]);
    act(() => Observer.scrollIntoView(byId('both')));
    act(() => page.runtime.flush());
    expect(log.sort()).toEqual(['setup lazy-named', 'setup lazy-selected']);
  });

  it('visible: a widget removed before it came into view is never mounted', async () => {
    const Observer = installFakeIntersectionObserver();
    const frames = installFakeFrames();
    const page = start('<div id="a" data-island="lazy-probe"></div>');
    mountAll(page);
    page.runtime.observe();
    const element = byId('a');
    element.remove();
    await mutationsDelivered();
    act(() => frames.runFrame());
    expect(Observer.instances[0]!.observed.has(element)).toBe(false);
    // A late report for the element (the browser may still deliver one) must not mount the released claim.
    Observer.instances[0]!.observed.add(element);
    act(() => Observer.instances[0]!.report(element, true));
    act(() => page.runtime.flush());
    expect(log).toEqual([]);
    expect(page.runtime.mountedCount()).toBe(0);
  });

  it('visible: without IntersectionObserver (old browsers, jsdom) it mounts at once', () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    const page = start('<div id="a" data-island="lazy-probe"></div>');
    mountAll(page);
    expect(log).toEqual(['mount a']);
  });

  it('idle: waits for an idle moment, at most IDLE_MOUNT_TIMEOUT_MS', () => {
    const idle: Array<{ callback: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) =>
      idle.push({ callback, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', () => {});
    const page = start('<div id="a" data-island="idle-probe"></div>');
    mountAll(page);
    expect(log).toEqual([]);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(IDLE_MOUNT_TIMEOUT_MS);
    act(() => {
      idle[0]!.callback();
      page.runtime.flush();
    });
    expect(log).toEqual(['mount a']);
  });

  it('idle: without requestIdleCallback it mounts after a timeout', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = start('<div id="a" data-island="idle-probe"></div>');
    mountAll(page);
    expect(log).toEqual([]);
    act(() => {
      vi.runAllTimers();
      page.runtime.flush();
    });
    expect(log).toEqual(['mount a']);
  });

  it("data-island-load overrides the widget's strategy per element", () => {
    const Observer = installFakeIntersectionObserver();
    const page = start(
      '<div id="eager" data-island="lazy-probe" data-island-load="load"></div><div id="lazy" data-island="probe" data-island-load="visible"></div>',
    );
    mountAll(page);
    expect(log).toEqual(['mount eager']);
    act(() => Observer.scrollIntoView(byId('lazy')));
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount eager', 'mount lazy']);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('load means the first element of a widget: the next ones wait to be near, and again the next one once the first is gone', async () => {
    const Observer = installFakeIntersectionObserver();
    const frames = installFakeFrames();
    const page = start('<div id="first" data-island="probe"></div><div id="second" data-island="probe"></div>');
    mountAll(page);
    page.runtime.observe();
    expect(log).toEqual(['mount first']);
    act(() => Observer.scrollIntoView(byId('second')));
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount first', 'mount second']);
    // The theme re-renders the region: the new first element mounts at once again.
    byId('first').remove();
    byId('second').remove();
    document.body.insertAdjacentHTML('beforeend', '<div id="again" data-island="probe"></div>');
    await mutationsDelivered();
    act(() => frames.runFrame());
    act(() => page.runtime.flush());
    expect(log).toContain('mount again');
  });

  it('a further element of a load widget that names its openers waits for the visitor instead', () => {
    installFakeIntersectionObserver();
    const page = start(
      '<dialog id="one" data-island="opened-probe"></dialog><dialog id="two" data-island="opened-probe"></dialog><button id="open" data-opens="two"></button>',
      {
        ...WIDGETS,
        'opened-probe': defineWidget({ strategy: 'load', intent: { openers: [{ attribute: 'data-opens' }] }, component: Probe }),
      },
    );
    mountAll(page);
    expect(log).toEqual(['mount one']);
    act(() => byId('open').dispatchEvent(new Event('pointerdown', { bubbles: true })));
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount one', 'mount two']);
  });

  it('the first time slice of what is due mounts in the scan’s own task (the header before the next paint)', () => {
    const page = start('<div id="header" data-island="probe"></div>');
    act(() => page.runtime.mount(document)); // no flush: the scan's task alone
    expect(log).toEqual(['mount header']);
  });

  it('idle time mounts what is about to come near only when its code is here and it fetches nothing', () => {
    const Observer = installFakeIntersectionObserver();
    const idle: Array<(deadline: IdleDeadline) => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const page = start('<div id="tabs" data-island="lazy-probe"></div><div id="swiper" data-island="vendor-probe"></div>', {
      ...WIDGETS,
      'vendor-probe': defineWidget({ strategy: 'visible', vendors: ['swiper'], component: Probe }),
    });
    mountAll(page);
    const soon = Observer.instances.find((observer) => observer.rootMargin !== '300px 0px')!;
    act(() => {
      soon.report(byId('tabs'), true);
      soon.report(byId('swiper'), true);
    });
    for (const callback of idle.splice(0)) act(() => callback({ timeRemaining: () => 10, didTimeout: false }));
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount tabs']); // the carousel-like one waits to come really near
    act(() => Observer.scrollIntoView(byId('swiper')));
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount tabs', 'mount swiper']);
  });

  it('idle time mounts the rest of a family once its file has come: those about to come near when it came do not wait to be near', async () => {
    const Observer = installFakeIntersectionObserver();
    const idle: Array<(deadline: IdleDeadline) => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const load = vi.fn(() => Promise.resolve(defineWidget({ component: Probe })));
    const page = start('<div id="one" data-island="own-file"></div><div id="two" data-island="own-file"></div>', {
      ...WIDGETS,
      'own-file': defineWidget({ strategy: 'visible', load }),
    });
    mountAll(page);
    const soon = Observer.instances.find((observer) => observer.rootMargin !== '300px 0px')!;
    const runIdle = () => {
      for (const callback of idle.splice(0)) act(() => callback({ timeRemaining: () => 10, didTimeout: false }));
      act(() => page.runtime.flush());
    };
    act(() => {
      soon.report(byId('one'), true);
      soon.report(byId('two'), true);
    });
    runIdle();
    expect(load).not.toHaveBeenCalled(); // idle time fetches no file
    act(() => Observer.scrollIntoView(byId('one')));
    act(() => page.runtime.flush());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => page.runtime.flush());
    expect(log).toEqual(['mount one']);
    runIdle();
    expect(log).toEqual(['mount one', 'mount two']); // not near yet: idle time did it
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("an invalid data-island-load warns and uses the widget's own strategy", () => {
    installFakeIntersectionObserver();
    const page = start(
      '<div id="a" data-island="probe" data-island-load="soon"></div><div id="b" data-island="lazy-probe" data-island-load="eventually"></div>',
    );
    mountAll(page);
    expect(log).toEqual(['mount a']); // probe is "load"; lazy-probe stays waiting for visibility
    expect(warnSpy).toHaveBeenCalledTimes(2);
    expect(String(warnSpy.mock.calls[0]![0])).toContain('data-island-load="soon"');
    expect(String(warnSpy.mock.calls[1]![0])).toContain('data-island-load="eventually"');
  });
});

describe("a widget's style", () => {
  const STYLE = '.styled-probe { outline: 1px solid; }';
  /** jsdom has no constructable stylesheets: the CSS comes as `<style>` elements (Chromium's adopted sheets: tests/browser/csp.test.ts). */
  const styledOnPage = () => [...document.querySelectorAll('style')].filter((style) => style.textContent.includes('.styled-probe')).length;
  /** Logs, while rendering for the first time, whether its CSS was there already. */
  function StyledProbe({ element }: WidgetProps<unknown>) {
    const [styled] = useState(() => styledOnPage());
    useLayoutEffect(() => void log.push(`mount ${element.id} styled ${styled}`), [element, styled]);
    return null;
  }

  it('is on the page before the first widget that has it renders, once for every widget that shares it', () => {
    const page = start(
      '<div id="a" data-island="styled"></div><div id="b" data-island="styled-too"></div><div id="c" data-island="probe"></div>',
      {
        probe,
        styled: defineWidget({ strategy: 'load', style: STYLE, component: StyledProbe }),
        'styled-too': defineWidget({ strategy: 'load', style: STYLE, component: StyledProbe }),
      },
    );
    expect(styledOnPage()).toBe(0);
    mountAll(page);
    expect(log).toEqual(['mount a styled 1', 'mount b styled 1', 'mount c']);
    expect(styledOnPage()).toBe(1);
  });
});
