import { describe, expect, it } from 'vitest';
import { hasOwnGlobal, ownGlobalObject, plainObject } from '../../../src/core/own-global';

/**
 * A window's named properties (elements with an id or name, frames) sit on its prototype chain; a
 * script's `var x = {…}` is its own property (src/core/own-global.ts). Only the latter is read.
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
