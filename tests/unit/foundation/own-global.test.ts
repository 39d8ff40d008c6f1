import { describe, expect, it, vi } from 'vitest';
import { hasOwnGlobal, ownGlobalObject, plainObject } from '../../../core/own-global';

/**
 * A window's named properties (elements with an id or name, frames) sit on its prototype chain; a
 * script's `var x = {…}` is its own property (core/own-global.ts). Only the latter is read.
 */
const crossOriginWindow = new Proxy(
  {},
  {
    get() {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    },
    getPrototypeOf: () => null,
  },
);

describe('globals a script of the page set', () => {
  it('an own plain object is read', () => {
    const settings = { ajaxurl: '/x' };
    expect(ownGlobalObject('settings', { settings })).toBe(settings);
    expect(hasOwnGlobal({ settings }, 'settings')).toBe(true);
  });

  it('a named property (an element, a frame of another site) is not, and nothing throws', () => {
    const scope = Object.create({ wpcf7: crossOriginWindow, form: document.createElement('form') }) as object;
    expect(ownGlobalObject('wpcf7', scope)).toBeUndefined();
    expect(ownGlobalObject('form', scope)).toBeUndefined();
    expect(hasOwnGlobal(scope, 'wpcf7')).toBe(false);
  });

  it('an own value that is no plain object, or cannot be read, is not either', () => {
    const throwing = Object.defineProperty({}, 'x', {
      get() {
        throw new Error('no');
      },
    });
    expect(ownGlobalObject('x', throwing)).toBeUndefined();
    for (const value of [document.createElement('img'), [1], 'text', 42, null, crossOriginWindow])
      expect(ownGlobalObject('x', { x: value })).toBeUndefined();
    expect(plainObject(Object.create(null))).toEqual({});
  });
});

describe('browser features read from the window', () => {
  it('trustedTypes and scheduler are the window’s own attributes: an element of that name (a browser without them) is not one', async () => {
    const prototype = Object.getPrototypeOf(globalThis) as Record<string, unknown>;
    for (const name of ['trustedTypes', 'scheduler'])
      Object.defineProperty(prototype, name, { value: document.createElement('img'), writable: true, configurable: true });
    try {
      vi.resetModules();
      const { trustedScriptUrl } = await import('../../../core/trusted-types');
      expect(String(trustedScriptUrl('cms-islands.vendor-x.js'))).toMatch(/\/cms-islands\.vendor-x\.js$/);
      const { yieldToBrowser } = await import('../../../mount/scheduler');
      await new Promise<void>((resolve) => yieldToBrowser(resolve));
    } finally {
      delete prototype.trustedTypes;
      delete prototype.scheduler;
    }
  });
});
