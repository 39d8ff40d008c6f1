import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInteractionWaiter, createSoonWaiter, HELD_ACTION_LIMIT_MS, IDLE_FALLBACK_DELAY_MS } from '../../../mount/strategies';
import type { IntentSources } from '../../../mount/types';
import { installFakeIntersectionObserver } from '../../support/fake-intersection-observer';

/**
 * The `interaction` strategy (README, "Mount strategies"): one set of document listeners for every
 * waiting widget; the visitor's first sign of intent on the element or an opener starts the mount;
 * the first click or submit meanwhile is held and replayed once the mount has settled. The browser
 * tests (tests/browser/interaction-strategy.test.ts) do the same on the demo pages.
 */

/** A mount the test settles by hand: `ready` as the runtime gives it to the strategy. */
function mountFor() {
  let settle: (mounted: boolean) => void = () => {};
  const ready = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
  return { ready, settle: (mounted: boolean) => settle(mounted) };
}

const byId = (id: string) => document.getElementById(id)!;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function waitFor(element: HTMLElement, intent?: IntentSources) {
  const mount = mountFor();
  const cancel = createInteractionWaiter()(element, mount.ready, intent);
  return { ...mount, cancel };
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('the interaction strategy: one set of listeners, intent starts the mount', () => {
  it('adds its listeners to the document in the capture phase (passive but for click and submit), once for many widgets, and removes them when nothing waits', () => {
    document.body.innerHTML = '<button id="a"></button><button id="b"></button>';
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const waiter = createInteractionWaiter();
    const cancelA = waiter(byId('a'), mountFor().ready);
    const cancelB = waiter(byId('b'), mountFor().ready);
    const types = added.mock.calls.map(([type]) => type);
    expect(types.sort()).toEqual(['click', 'focusin', 'keydown', 'pointerdown', 'pointermove', 'submit', 'touchstart']);
    for (const [type, , options] of added.mock.calls)
      expect(options).toEqual(type === 'click' || type === 'submit' ? { capture: true } : { capture: true, passive: true });
    cancelA();
    expect(removed).not.toHaveBeenCalled();
    cancelB();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(types.sort());
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'focusin', 'keydown'])(
    'a %s on the element or inside it starts the mount, once',
    (type) => {
      document.body.innerHTML = '<form id="form"><input id="field"></form>';
      const { ready } = waitFor(byId('form'));
      byId('field').dispatchEvent(new Event(type, { bubbles: true }));
      byId('field').dispatchEvent(new Event(type, { bubbles: true }));
      expect(ready).toHaveBeenCalledTimes(1);
    },
  );

  it('an element elsewhere is no sign of intent; a cancelled wait never mounts', () => {
    document.body.innerHTML = '<div id="widget"></div><button id="other"></button>';
    const { ready, cancel } = waitFor(byId('widget'));
    byId('other').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(ready).not.toHaveBeenCalled();
    cancel();
    byId('widget').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(ready).not.toHaveBeenCalled();
  });

  it('openers named by an attribute holding the id: data-opens, aria-controls (a list), href="#id"', () => {
    document.body.innerHTML = `<button id="by-data" data-opens="drawer"></button>
      <button id="by-aria" aria-controls="elsewhere drawer"></button>
      <a id="by-href" href="#drawer">Menu</a><a id="to-page" href="/page#drawer">Other</a>
      <dialog id="drawer"></dialog>`;
    const openers = [{ attribute: 'data-opens' }, { attribute: 'aria-controls' }, { attribute: 'href' }];
    for (const [id, mounts] of [
      ['to-page', false],
      ['by-data', true],
      ['by-aria', true],
      ['by-href', true],
    ] as const) {
      const { ready, cancel } = waitFor(byId('drawer'), { openers });
      byId(id).dispatchEvent(new Event('focusin', { bubbles: true }));
      expect([id, ready.mock.calls.length]).toEqual([id, mounts ? 1 : 0]);
      cancel();
    }
  });

  it('openers named by a selector: any element matching', () => {
    document.body.innerHTML = '<a id="newsletter" href="#n" data-promo-popup-open>Subscribe</a><dialog id="promo"></dialog>';
    const { ready } = waitFor(byId('promo'), { openers: [{ selector: '[data-promo-popup-open]' }] });
    byId('newsletter').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('the page scrolling, for a widget that asks for it; focus already inside at start counts at once', () => {
    document.body.innerHTML = '<a id="top" href="#page-top" hidden></a><form id="form"><input id="field"></form>';
    const top = waitFor(byId('top'), { scroll: true });
    expect(top.ready).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('scroll'));
    expect(top.ready).toHaveBeenCalledTimes(1);
    byId('field').focus();
    const form = waitFor(byId('form'));
    expect(form.ready).toHaveBeenCalledTimes(1);
  });
});

describe('the first click or submit is held and replayed', () => {
  it('a click on an opener link: not followed, not seen by the page, dispatched again once mounted, once', async () => {
    document.body.innerHTML = '<a id="opener" href="#drawer" data-opens="drawer">Menu</a><dialog id="drawer"></dialog>';
    const { ready, settle } = waitFor(byId('drawer'), { openers: [{ attribute: 'data-opens' }] });
    const seen: boolean[] = [];
    byId('opener').addEventListener('click', (event) => seen.push(event.isTrusted));
    const first = click(byId('opener'), { clientX: 12 });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true); // a link: it would have navigated
    expect(seen).toEqual([]);
    const second = click(byId('opener'));
    expect(second.defaultPrevented).toBe(true); // swallowed: it would have left the page before the first
    settle(true);
    await settled();
    expect(seen).toHaveLength(1);
    // Mounted: clicks go straight through.
    click(byId('opener'));
    expect(seen).toHaveLength(2);
  });

  it('a click on a plain button opener is held without preventing anything (it has no default to prevent)', async () => {
    document.body.innerHTML = '<button type="button" id="burger" data-opens="drawer">Menu</button><dialog id="drawer"></dialog>';
    const { settle } = waitFor(byId('drawer'), { openers: [{ attribute: 'data-opens' }] });
    const replayed: MouseEvent[] = [];
    byId('burger').addEventListener('click', (event) => replayed.push(event));
    const first = click(byId('burger'), { clientX: 30, clientY: 40 });
    expect(first.defaultPrevented).toBe(false);
    expect(replayed).toEqual([]);
    settle(true);
    await settled();
    expect(replayed.map((event) => [event.clientX, event.clientY, event.button])).toEqual([[30, 40, 0]]);
  });

  it('a click with a modifier key or another button is the browser’s (a new tab): neither held nor prevented', () => {
    document.body.innerHTML = '<a id="link" href="/image.jpg">Image</a>';
    const { ready } = waitFor(byId('link'));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = click(byId('link'), init);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(ready).toHaveBeenCalled(); // still a sign of intent
  });

  it('inside the widget, only a click on a link or button is held: a click on a field goes through', () => {
    document.body.innerHTML = '<form id="form"><input id="field"><button id="send">Send</button></form>';
    waitFor(byId('form'));
    const onField = click(byId('field'));
    expect(onField.defaultPrevented).toBe(false);
    const onSend = click(byId('send'));
    expect(onSend.defaultPrevented).toBe(true); // a submit button: it would have submitted
  });

  it('if the widget could not mount, the held click is dispatched all the same: the browser does what it would have done', async () => {
    document.body.innerHTML = '<a id="opener" href="/popup-page">Delivery</a>';
    const { settle } = waitFor(byId('opener'));
    const replayed: Event[] = [];
    click(byId('opener'));
    byId('opener').addEventListener('click', (event) => replayed.push(event));
    settle(false);
    await settled();
    expect(replayed).toHaveLength(1);
    expect(replayed[0]!.defaultPrevented).toBe(false); // nobody takes it: the link is followed
  });

  it('a link whose file has not come after HELD_ACTION_LIMIT_MS is let through to the browser, once; a button waits on', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<a id="opener" href="/results">Search</a><button type="button" id="burger">Menu</button>';
      const link = waitFor(byId('opener'));
      const button = waitFor(byId('burger'));
      const replayed: Event[] = [];
      byId('opener').addEventListener('click', (event) => replayed.push(event));
      byId('burger').addEventListener('click', (event) => replayed.push(event));
      click(byId('opener'));
      click(byId('burger'));
      vi.advanceTimersByTime(HELD_ACTION_LIMIT_MS - 1);
      expect(replayed).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(replayed.map((event) => [(event.target as Element).id, event.defaultPrevented])).toEqual([['opener', false]]); // followed
      expect(click(byId('opener')).defaultPrevented).toBe(false); // no longer held: the browser's
      link.settle(true);
      button.settle(true);
      await vi.runAllTimersAsync();
      expect(replayed.map((event) => (event.target as Element).id)).toEqual(['opener', 'opener', 'burger']); // never twice
    } finally {
      vi.useRealTimers();
    }
  });

  it('a submit is held and sent again with the same button once the widget has settled, through the widget or not', async () => {
    document.body.innerHTML = '<form id="form"><input name="q" value="mug"><button id="send" name="go" value="1">Send</button></form>';
    const form = byId('form') as HTMLFormElement;
    const { settle } = waitFor(form);
    const submits: Array<string | null> = [];
    form.addEventListener('submit', (event) => {
      submits.push((event as SubmitEvent).submitter?.id ?? null);
      event.preventDefault(); // jsdom cannot navigate
    });
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('send') });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    settle(false);
    await settled();
    expect(submits).toEqual(['send']);
  });
});

describe('a widget of another strategy whose file is on its way (holdWhileMounting)', () => {
  it('holds the first click on a control that does nothing without the widget, and replays it once mounted', async () => {
    document.body.innerHTML =
      '<div id="carousel"><button type="button" id="next">Next</button><a id="link" href="#slide-2">Slide 2</a></div>';
    const waiter = createInteractionWaiter();
    let settle!: (mounted: boolean) => void;
    waiter.holdWhileMounting(byId('carousel'), new Promise<boolean>((resolve) => (settle = resolve)));
    const clicks: string[] = [];
    byId('carousel').addEventListener('click', (event) => clicks.push((event.target as Element).id));
    const held = click(byId('next'));
    expect(held.defaultPrevented).toBe(false); // a button navigates nowhere: nothing to prevent
    expect(clicks).toEqual([]);
    // A link works without the widget: it is the browser's, at once.
    const link = click(byId('link'));
    expect(link.defaultPrevented).toBe(false);
    expect(clicks).toEqual(['link']);
    settle(true);
    await settled();
    expect(clicks).toEqual(['link', 'next']);
    // Settled: nothing is held any more.
    click(byId('next'));
    expect(clicks).toEqual(['link', 'next', 'next']);
  });

  it('lets a submit and a modified click through, and adds no listener of its own once nothing waits', async () => {
    document.body.innerHTML = '<form id="list"><button type="button" id="filter">Travel</button><button id="send">Send</button></form>';
    const removed = vi.spyOn(document, 'removeEventListener');
    const waiter = createInteractionWaiter();
    let settle!: (mounted: boolean) => void;
    waiter.holdWhileMounting(byId('list'), new Promise<boolean>((resolve) => (settle = resolve)));
    const heard: string[] = [];
    byId('list').addEventListener('submit', (event) => {
      heard.push('submit');
      event.preventDefault(); // jsdom cannot navigate
    });
    byId('list').addEventListener('click', (event) => heard.push(`${(event.target as Element).id}${event.ctrlKey ? '+ctrl' : ''}`));
    byId('list').dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('send') }));
    click(byId('filter'), { ctrlKey: true });
    expect(heard).toEqual(['submit', 'filter+ctrl']); // neither held
    settle(false);
    await settled();
    expect(removed.mock.calls.map(([type]) => type)).toContain('click');
  });
});

describe('idle time for what is about to come near', () => {
  it('without requestIdleCallback (Safari) a timer stands in: still handed over before it comes near, never at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const Observer = installFakeIntersectionObserver();
    vi.stubGlobal('requestIdleCallback', undefined);
    document.body.innerHTML = '<div id="soon"></div>';
    const waiter = createSoonWaiter(300);
    const soon = { ready: vi.fn(() => true) };
    waiter(byId('soon'), soon.ready);
    Observer.scrollIntoView(byId('soon'));
    expect(soon.ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(soon.ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(soon.ready).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('an element within one more viewport than the offset is handed over when the browser is idle, never before', () => {
    const Observer = installFakeIntersectionObserver();
    const idle: Array<(deadline: IdleDeadline) => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBeUndefined(); // never forced: only when truly idle
      return idle.push(callback);
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    document.body.innerHTML = '<div id="soon"></div><div id="later"></div>';
    const waiter = createSoonWaiter(300);
    const soon = { ready: vi.fn(() => true) };
    const later = { ready: vi.fn(() => true) };
    waiter(byId('soon'), soon.ready);
    waiter(byId('later'), later.ready);
    expect(Observer.instances[0]!.rootMargin).toBe(`${300 + window.innerHeight}px 0px`);
    Observer.scrollIntoView(byId('soon'));
    expect(soon.ready).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!({ timeRemaining: () => 10, didTimeout: false });
    expect(soon.ready).toHaveBeenCalledTimes(1);
    expect(later.ready).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
