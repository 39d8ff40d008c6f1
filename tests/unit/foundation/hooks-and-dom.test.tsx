import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from '../../../core/hooks/useAutoplay';
import { useDomListener } from '../../../core/hooks/useDomListener';
import { makeElement, useInsertedElement } from '../../../core/hooks/useInsertedElement';
import { useLocationHash } from '../../../core/hooks/useLocationHash';
import { useMediaQuery } from '../../../core/hooks/useMediaQuery';
import { useReducedMotion } from '../../../core/hooks/useReducedMotion';
import { useServerAttributes } from '../../../core/hooks/useServerAttributes';
import { useToggledClass } from '../../../core/hooks/useToggledClass';
import { applyAttributes } from '../../../core/dom/attributes';
import { hashTarget, ownElements } from '../../../core/dom/own-elements';
import { IslandsStoreContext, useFamilySettings, useIslandsStore, useSettings } from '../../../core/store/react';
import { SLIDER_SETTINGS_SCHEMA } from '../../../widgets/slider/options';
import { createTestStore } from '../../support/islands';
import { installReducedMotion, type ReducedMotionControl } from '../../support/fake-media';

let reducedMotion: ReducedMotionControl;
beforeAll(() => {
  reducedMotion = installReducedMotion(false);
});
afterEach(() => {
  reducedMotion.set(false);
  vi.restoreAllMocks();
  vi.useRealTimers();
  history.replaceState(null, '', location.pathname);
});

function serverElement(html = '<div id="w"><button id="inside">in</button></div><button id="outside">out</button>') {
  document.body.innerHTML = html;
  return document.getElementById('w')!;
}

describe('the shared store in widgets', () => {
  it('useSettings gives the parsed page settings; useIslandsStore re-renders only when its selection changes', () => {
    const store = createTestStore();
    const renders: string[] = [];
    function ViewportName() {
      const name = useIslandsStore((state) => state.viewport.name);
      const { lazy_loading_offset } = useSettings();
      renders.push(`${name} ${lazy_loading_offset}`);
      return null;
    }
    render(
      <IslandsStoreContext.Provider value={store}>
        <ViewportName />
      </IslandsStoreContext.Provider>,
    );
    act(() => store.setState({ scroll: { yPx: 500, direction: 'down' } }));
    act(() => store.setState({ viewport: { widthPx: 500, heightPx: 800, name: 'mobile' } }));
    // jsdom's window is 1024 px wide: desktop. The scroll update selects nothing new: no render.
    expect(renders).toEqual(['desktop 300', 'mobile 300']);
  });

  it('the settings, which never change, are read without a subscription: a store update (a frame of scrolling) calls no listener of theirs', () => {
    const store = createTestStore();
    const subscribe = vi.spyOn(store, 'subscribe');
    function Settings() {
      const { lazy_loading_offset } = useSettings();
      const { slider_next } = useFamilySettings(SLIDER_SETTINGS_SCHEMA, 'slider');
      return `${lazy_loading_offset} ${slider_next}`;
    }
    const { container } = render(
      <IslandsStoreContext.Provider value={store}>
        <Settings />
      </IslandsStoreContext.Provider>,
    );
    expect(container.textContent).toBe('300 Next slide');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('useIslandsStore outside an island root says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSettings())).toThrow(/store provider/);
  });
});

describe('useDomListener', () => {
  it('listens while mounted, always calls the latest handler, and stops on unmount', () => {
    const element = serverElement();
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(({ label }) => useDomListener(element, 'click', () => calls.push(label)), {
      initialProps: { label: 'first' },
    });
    element.click();
    rerender({ label: 'second' });
    element.click();
    unmount();
    element.click();
    expect(calls).toEqual(['first', 'second']);
  });
});

describe('useServerAttributes', () => {
  it("keeps attributes in step with state and gives the server's back on unmount", () => {
    const element = serverElement('<div id="w" hidden></div>');
    const { rerender, unmount } = renderHook(
      ({ open }) => useServerAttributes([[element, { hidden: open ? null : '', 'aria-expanded': String(open) }]]),
      {
        initialProps: { open: true },
      },
    );
    expect(element.hasAttribute('hidden')).toBe(false);
    expect(element.getAttribute('aria-expanded')).toBe('true');
    rerender({ open: false });
    expect(element.hasAttribute('hidden')).toBe(true);
    expect(element.getAttribute('aria-expanded')).toBe('false');
    rerender({ open: true });
    unmount();
    expect(element.getAttribute('hidden')).toBe('');
    expect(element.hasAttribute('aria-expanded')).toBe(false);
  });
});

describe('useToggledClass', () => {
  it("keeps the class on exactly the elements whose flag is on, and gives back the server's classes on unmount", () => {
    document.body.innerHTML = '<a id="a" class="tab is-active"></a><a id="b"></a><a id="c" class="tab"></a>';
    const elements = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
    const before = elements.map((element) => element.outerHTML);
    const { rerender, unmount } = renderHook(({ on }) => useToggledClass('is-active', elements, (index) => index === on), {
      initialProps: { on: 0 },
    });
    rerender({ on: 1 });
    expect(elements.map((element) => element.classList.contains('is-active'))).toEqual([false, true, false]);
    rerender({ on: 2 });
    expect(elements.map((element) => element.classList.contains('is-active'))).toEqual([false, false, true]);
    expect(elements[0]!.classList.contains('tab')).toBe(true);
    unmount();
    // An element printed without a class attribute gets none back (not class="").
    expect(elements.map((element) => element.outerHTML)).toEqual(before);
  });
});

describe('useLocationHash', () => {
  it('reads the URL fragment without "#", decoded, and follows hashchange with ONE listener for all', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    history.replaceState(null, '', '#tab-r%C3%A9views');
    const first = renderHook(() => useLocationHash());
    const second = renderHook(() => useLocationHash());
    expect(first.result.current).toBe('tab-réviews');
    expect(added.mock.calls.filter(([type]) => type === 'hashchange')).toHaveLength(1);
    await act(async () => {
      history.replaceState(null, '', '#shipping');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(first.result.current).toBe('shipping');
    expect(second.result.current).toBe('shipping');
    const removed = vi.spyOn(window, 'removeEventListener');
    first.unmount();
    expect(removed.mock.calls.filter(([type]) => type === 'hashchange')).toHaveLength(0);
    second.unmount();
    expect(removed.mock.calls.filter(([type]) => type === 'hashchange')).toHaveLength(1);
  });
});

describe('useLocationHash with a hash that is not valid percent-encoding', () => {
  it('gives the hash as typed instead of throwing', () => {
    history.replaceState(null, '', '#100%');
    const { result } = renderHook(() => useLocationHash());
    expect(result.current).toBe('100%');
  });
});

describe('useReducedMotion', () => {
  it('follows prefers-reduced-motion as the visitor changes it', () => {
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => reducedMotion.set(true));
    expect(result.current).toBe(true);
  });
});

describe('useMediaQuery', () => {
  it('one change listener per query for the page, however many widgets ask (README, "How it is built")', () => {
    const list = matchMedia('(prefers-reduced-motion: reduce)');
    const added = vi.spyOn(list, 'addEventListener');
    const removed = vi.spyOn(list, 'removeEventListener');
    const hooks = Array.from({ length: 8 }, () =>
      renderHook(() => [useReducedMotion(), useMediaQuery('(prefers-reduced-motion: reduce)')]),
    );
    expect(added).toHaveBeenCalledTimes(1);
    act(() => reducedMotion.set(true));
    for (const { result } of hooks) expect(result.current).toEqual([true, true]);
    hooks.forEach(({ unmount }) => unmount());
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it("follows its query's change event; a query that does not match is false", () => {
    const { result } = renderHook(() => [useMediaQuery('(prefers-reduced-motion: reduce)'), useMediaQuery('(max-width: 1px)')]);
    expect(result.current).toEqual([false, false]);
    act(() => reducedMotion.set(true));
    expect(result.current).toEqual([true, false]);
  });
});

describe('useInsertedElement', () => {
  it('places its element once, before paint, and removes it on unmount; null places nothing', () => {
    const element = serverElement();
    const place = vi.fn((made: HTMLElement) => element.append(made));
    const { result, rerender, unmount } = renderHook(() => [
      useInsertedElement(() => makeElement('div', 'ours', { role: 'status' }), place),
      useInsertedElement(() => null, place),
    ]);
    const [made, none] = result.current;
    expect(none).toBeNull();
    expect(made?.outerHTML).toBe('<div class="ours" role="status"></div>');
    expect(made?.parentElement).toBe(element);
    rerender();
    expect(result.current[0]).toBe(made);
    expect(place).toHaveBeenCalledTimes(1);
    unmount();
    expect(made?.isConnected).toBe(false);
  });
});

describe('useAutoplay', () => {
  const INTERVAL_MS = 3000;

  function Autoplayed({ element, intervalMs, advance }: { element: HTMLElement; intervalMs: number; advance: () => void }) {
    useAutoplay(element, intervalMs, advance);
    return null;
  }
  function renderAutoplay(intervalMs: number) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const element = serverElement();
    const advance = vi.fn();
    const rendered = render(<Autoplayed element={element} intervalMs={intervalMs} advance={advance} />);
    return { element, advance, rendered };
  }
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it('advances every interval, not before', () => {
    const { advance } = renderAutoplay(INTERVAL_MS);
    wait(INTERVAL_MS - 1);
    expect(advance).not.toHaveBeenCalled();
    wait(1);
    expect(advance).toHaveBeenCalledTimes(1);
    wait(INTERVAL_MS);
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it('0 means no autoplay', () => {
    const { advance } = renderAutoplay(0);
    wait(60_000);
    expect(advance).not.toHaveBeenCalled();
  });

  it('pauses while hovered and resumes after', () => {
    const { element, advance } = renderAutoplay(INTERVAL_MS);
    act(() => void element.dispatchEvent(new MouseEvent('mouseenter')));
    wait(INTERVAL_MS * 3);
    expect(advance).not.toHaveBeenCalled();
    act(() => void element.dispatchEvent(new MouseEvent('mouseleave')));
    wait(INTERVAL_MS);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('pauses while focus is inside, and resumes only when focus leaves the widget', () => {
    const { element, advance } = renderAutoplay(INTERVAL_MS);
    const inside = document.getElementById('inside')!;
    const outside = document.getElementById('outside')!;
    act(() => inside.focus());
    wait(INTERVAL_MS * 2);
    expect(advance).not.toHaveBeenCalled();
    // Focus moving between elements of the widget keeps it paused.
    act(() => void inside.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: element })));
    wait(INTERVAL_MS);
    expect(advance).not.toHaveBeenCalled();
    act(() => outside.focus());
    wait(INTERVAL_MS);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('never runs under prefers-reduced-motion, and stops when the visitor turns it on', () => {
    reducedMotion.set(true);
    const { advance } = renderAutoplay(INTERVAL_MS);
    wait(INTERVAL_MS * 5);
    expect(advance).not.toHaveBeenCalled();
    act(() => reducedMotion.set(false));
    wait(INTERVAL_MS);
    expect(advance).toHaveBeenCalledTimes(1);
    act(() => reducedMotion.set(true));
    wait(INTERVAL_MS * 5);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('stops on unmount', () => {
    const { advance, rendered } = renderAutoplay(INTERVAL_MS);
    rendered.unmount();
    wait(INTERVAL_MS * 5);
    expect(advance).not.toHaveBeenCalled();
  });
});

describe('applying attributes to server elements', () => {
  it("sets, removes, and puts the server's values back", () => {
    document.body.innerHTML = '<div id="panel" hidden aria-label="Server label"></div>';
    const panel = document.getElementById('panel')!;
    const restore = applyAttributes(panel, { hidden: null, role: 'tabpanel', 'aria-label': 'Ours' });
    expect(panel.hasAttribute('hidden')).toBe(false);
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.getAttribute('aria-label')).toBe('Ours');
    restore();
    expect(panel.getAttribute('hidden')).toBe('');
    expect(panel.hasAttribute('role')).toBe(false);
    expect(panel.getAttribute('aria-label')).toBe('Server label');
  });
});

describe('own elements of a widget', () => {
  it('leaves out elements of a widget nested inside', () => {
    document.body.innerHTML = `<div id="outer" data-island="tabs">
      <a id="t1" data-tab></a><div><a id="t2" data-tab></a></div>
      <div data-tab-panel><div id="inner" data-island="tabs"><a id="i1" data-tab></a></div></div>
    </div>`;
    const outer = document.getElementById('outer')!;
    const inner = document.getElementById('inner')!;
    expect(ownElements(outer, '[data-tab]').map((element) => element.id)).toEqual(['t1', 't2']);
    expect(ownElements(inner, '[data-tab]').map((element) => element.id)).toEqual(['i1']);
  });

  it('a widget found by selector (no data-island of its own) inside another widget keeps its elements', () => {
    document.body.innerHTML = `<div data-island="accordion"><div id="form" class="wpcf7"><span id="tip" data-tip></span></div></div>`;
    expect(ownElements(document.getElementById('form')!, '[data-tip]').map((element) => element.id)).toEqual(['tip']);
  });

  it('hashTarget reads the id a link points at', () => {
    const link = (href: string | null) => {
      const anchor = document.createElement('a');
      if (href !== null) anchor.setAttribute('href', href);
      return anchor;
    };
    expect(hashTarget(link('#tab-r%C3%A9views'))).toBe('tab-réviews');
    expect(hashTarget(link('#50%-off'))).toBe('50%-off'); // not valid percent-encoding: kept as printed
    expect(hashTarget(link('#'))).toBeNull();
    expect(hashTarget(link('/page#x'))).toBeNull();
    expect(hashTarget(link(null))).toBeNull();
  });
});
