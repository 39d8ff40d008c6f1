import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type AnyWidgetDefinition } from '../../../mount/types';
import type { ClaimView } from '../../../mount/runtime';
import { JOURNAL_LIMIT, journal, reportError, warn } from '../../../core/log';
import { createIslands, type Islands } from '../../support/islands';

/**
 * What the runtime keeps for the inspector while it is off (README, "Inspector"): each claim's state
 * and when it reached it, and a bounded journal of every message, with a nudge on each change.
 */
let islands: Islands | null = null;
const changed = vi.fn();

beforeEach(() => {
  journal.entries.length = 0;
  journal.changed = changed;
  changed.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = null;
  journal.changed = () => {};
  vi.restoreAllMocks();
});

function start(html: string, widgets: Record<string, AnyWidgetDefinition>): Islands {
  document.body.innerHTML = html;
  islands = createIslands(widgets);
  return islands;
}
const states = (page: Islands) => [...page.runtime.claims].map((claim: ClaimView) => `${claim.element.id}:${claim.name}:${claim.state}`);
const flushPromises = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('claim states', () => {
  it('a claim waits in its strategy, then is mounted, with the time it mounted; every move is announced', () => {
    vi.useFakeTimers();
    const page = start('<div id="a" data-island="idle-one"></div><div id="b" data-island="soon" data-island-load="idle"></div>', {
      'idle-one': defineWidget({ strategy: 'idle', setup: () => {} }),
      soon: defineWidget({ strategy: 'load', setup: () => {} }),
    });
    act(() => page.runtime.mount(document));
    expect(states(page)).toEqual(['a:idle-one:idle', 'b:soon:idle']);
    expect([...page.runtime.claims].map((claim) => claim.strategy)).toEqual(['idle', 'idle']);
    const announcedWhileWaiting = changed.mock.calls.length;
    expect(announcedWhileWaiting).toBeGreaterThanOrEqual(2);

    const before = performance.now();
    act(() => {
      vi.runAllTimers();
      page.runtime.flush();
    });
    expect(states(page)).toEqual(['a:idle-one:mounted', 'b:soon:mounted']);
    for (const claim of page.runtime.claims) expect(claim.changedAtMs).toBeGreaterThanOrEqual(before);
    expect(changed.mock.calls.length).toBe(announcedWhileWaiting + 2);
    vi.useRealTimers();
  });

  it('a widget that throws while mounting is marked failed; one whose file is loading is loading, then failed when it cannot load', async () => {
    let fail!: (error: Error) => void;
    const page = start('<div id="a" data-island="throws"></div><form id="b" class="lazy"></form>', {
      throws: defineWidget<unknown>({
        strategy: 'load',
        parseOptions: () => {
          throw new Error('bad');
        },
        setup: () => {},
      }),
      'lazy-form': defineWidget({
        strategy: 'load',
        selector: 'form.lazy',
        load: () => new Promise((_resolve, reject) => (fail = reject)),
      }),
    });
    act(() => {
      page.runtime.mount(document);
      page.runtime.flush();
    });
    // A widget that threw in its first render is marked on its element: the inspector reads it there.
    expect(document.getElementById('a')!.getAttribute('data-island-failed')).toBe('throws');
    expect(states(page)).toContain('b:lazy-form:loading');
    fail(new Error('could not be loaded'));
    await flushPromises();
    expect(states(page)).toContain('b:lazy-form:failed');
  });

  it('a released claim leaves the set, and its release is announced', () => {
    const page = start('<div id="a" data-island="one"></div>', { one: defineWidget({ strategy: 'load', setup: () => {} }) });
    act(() => {
      page.runtime.mount(document);
      page.runtime.flush();
    });
    changed.mockClear();
    act(() => page.runtime.unmount(document));
    expect(page.runtime.claims.size).toBe(0);
    expect(changed).toHaveBeenCalled();
  });
});

describe('the journal', () => {
  it('keeps each message with its level and details, and announces it', () => {
    const element = document.createElement('div');
    warn('options: items="three" cannot be read, using 3', element);
    reportError('widget "x" failed and was switched off', element, new Error('boom'));
    expect(journal.entries.map(({ level, message }) => `${level} ${message}`)).toEqual([
      'warn options: items="three" cannot be read, using 3',
      'error widget "x" failed and was switched off',
    ]);
    expect(journal.entries[1]!.details[0]).toBe(element);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it(`keeps the last ${JOURNAL_LIMIT} messages only`, () => {
    for (let index = 0; index < JOURNAL_LIMIT + 10; index += 1) warn(`message ${index}`);
    expect(journal.entries).toHaveLength(JOURNAL_LIMIT);
    expect(journal.entries[0]!.message).toBe('message 10');
  });
});
