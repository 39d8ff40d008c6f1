import fc from 'fast-check';

/**
 * Shared fast-check arbitraries for the fuzz properties (tests/fuzz/README.md): hostile values for the
 * page-settings global, data-attribute option maps, JSON option blocks. A family's own answers (server
 * replies, messages) live in its own `<family>.fuzz.test.ts` and build on these.
 */

/** Object keys that break naive code: prototype members, `__proto__`, and JSON-ish names. */
const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'then',
  'length',
  'toJSON',
] as const;

/** Strings that look like numbers or words a coercer might half-read. */
const NUMBER_LIKE_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '0x10',
  '0b1',
  '1_000',
  '300px',
  ' 300 ',
  '3,5',
  '٣',
  '',
  ' ',
  '-0',
  '+5',
  '.5',
  '5.',
  '9007199254740993',
  '3000000',
  '0.0001',
  'null',
  'undefined',
  'true',
  'yes',
  'on',
  'off',
  '[]',
  '{}',
] as const;

/** Numbers at and beyond every edge: huge, tiny, negative, not finite, around 2^31 and 2^53. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.0001, 0.5, 0.999, 999, 1000, 86_400, 86_401, 3_000_000, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53)),
  fc.constantFrom(NaN, Infinity, -Infinity, Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON),
  fc.integer(),
  fc.double(),
  fc.double({ min: -10, max: 10, noNaN: true }),
);

/** A string a theme (or a careless filter) might print where a value belongs. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMBER_LIKE_STRINGS, ...NASTY_KEYS),
  edgeNumber.map(String),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('<img src=x onerror=alert(1)>', '"]; alert(1); //', 'javascript:alert(1)', '\u0000', '\u202e', 'a\nb'),
);

/**
 * fast-check itself looks at generated values (symbol-keyed clone and print hooks): the hostile
 * objects below answer those symbol reads, so only the code under test, which reads string keys, meets
 * the throwing traps. Counterexamples then print as their description.
 */
function describedAs<T extends object>(target: T, description: string): T {
  Object.defineProperty(target, fc.toStringMethod, { value: () => description, enumerable: false });
  return target;
}

/** An object whose every property read throws (as a theme's getter or a hostile Proxy might). */
export function throwingGetterObject(keys: readonly string[] = ['value']): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const key of keys) {
    Object.defineProperty(target, key, {
      enumerable: true,
      get() {
        throw new Error(`getter of ${key} throws`);
      },
    });
  }
  return describedAs(target, `<getters that throw: ${keys.join(', ')}>`);
}

function proxyOf(target: object, description: string, handler: ProxyHandler<object>): object {
  const toString = () => description;
  const { get, has, getOwnPropertyDescriptor } = handler;
  return new Proxy(target, {
    ...handler,
    get: (on, key, receiver) =>
      typeof key === 'symbol'
        ? key === fc.toStringMethod
          ? toString
          : undefined
        : get
          ? get(on, key, receiver)
          : Reflect.get(on, key, receiver),
    has: (on, key) => (typeof key === 'symbol' ? key === fc.toStringMethod : has ? has(on, key) : Reflect.has(on, key)),
    getOwnPropertyDescriptor: (on, key) =>
      typeof key === 'symbol'
        ? undefined
        : getOwnPropertyDescriptor
          ? getOwnPropertyDescriptor(on, key)
          : Reflect.getOwnPropertyDescriptor(on, key),
  });
}

/** A Proxy whose every trap throws: Object.keys, property reads, `in`, JSON.stringify all fail. */
export function throwingProxy(): object {
  const fail = () => {
    throw new TypeError('proxy trap throws');
  };
  return proxyOf({}, '<Proxy: every trap throws>', { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail });
}

/** A Proxy that lists keys but throws when any of them is read. */
function throwingReadProxy(keys: readonly string[]): object {
  return proxyOf(Object.fromEntries(keys.map((key) => [key, 1])), `<Proxy: reading ${keys.join(', ')} throws>`, {
    get() {
      throw new TypeError('proxy get throws');
    },
  });
}

/** An object that contains itself (JSON.stringify throws on it). */
function circularObject(): Record<string, unknown> {
  const value: Record<string, unknown> = { name: 'circular' };
  value.self = value;
  value.list = [value];
  return value;
}

/** An object with an OWN `__proto__` key (as JSON.parse makes), not a changed prototype. */
function ownProtoObject(inner: unknown): Record<string, unknown> {
  let innerJson: string | undefined;
  try {
    innerJson = JSON.stringify(inner);
  } catch {
    innerJson = undefined; // a BigInt, a circular object, a throwing getter: no JSON for it
  }
  return JSON.parse(`{"__proto__": ${innerJson ?? 'null'}, "constructor": {"prototype": {"polluted": true}}}`) as Record<string, unknown>;
}

/** Values no JSON could carry and no coercer should trust. */
const exoticValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.bigInt().map((value) => value),
  fc.constant(Symbol('settings')),
  fc.constant(() => 'a function'),
  fc.constant(new Date(NaN)),
  fc.constant(new Date(0)),
  fc.constant(/regexp/),
  fc.constant(new Map([['a', 1]])),
  fc.constant(Object.create(null) as object),
  fc.constant(new Number(5)),
  fc.constant(new String('300')),
  fc.constant(new Boolean(false)),
  fc.constant(null).map(() => circularObject()),
  fc.constant(null).map(() => throwingGetterObject()),
  fc.constant(null).map(() => throwingProxy()),
  fc.constant(null).map(() => throwingReadProxy(['a', 'b'])),
);

/**
 * Any value at all: wrong types, huge numbers, NaN strings, nested objects with nasty keys, missing,
 * null, BigInt, circular objects, throwing getters and Proxies. Fresh hostile objects every run.
 */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(undefined, null, true, false),
    edgeNumber,
    junkString,
    exoticValue,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 6 })), tie('value'), { maxKeys: 3 }),
    tie('value').map(ownProtoObject),
  ),
})).value;

/**
 * What a `message` event's `data` can really be: the structured clone of what another window posted.
 * No Proxy, getter, function or symbol survives postMessage (the sender gets a DataCloneError), but
 * cycles, BigInts, Dates, Maps and own `__proto__` keys do. Each value is passed through
 * structuredClone, as the browser would.
 */
export const postedValue: fc.Arbitrary<unknown> = fc
  .letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(undefined, null, true, false),
      edgeNumber,
      junkString,
      fc.bigInt(),
      fc.constantFrom(new Date(NaN), new Date(0), /regexp/g, new Map([['height', 500]]), new Set(['link'])),
      fc.constant(null).map(() => circularObject()),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 6 })), tie('value'), { maxKeys: 3 }),
      tie('value').map(ownProtoObject),
    ),
  }))
  .value.map((value) => structuredClone(value) as unknown);

/**
 * A value for one key of a settings global, in the shapes a server really prints (strings, numbers,
 * booleans, null) as often as junk, so properties see both readable and unreadable values.
 */
const settingValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('yes', 'no', '1', '0', 'true', 'false', '', '300', '0.5', '/wp-json/', 'https://example.com/'),
  fc.boolean(),
  fc.integer({ min: -1000, max: 100_000 }),
  junkValue,
);

/**
 * A whole page-settings global: an object that mixes the keys a schema reads (`keys`) with nasty
 * and random ones, each with any value and some behind throwing getters; or the global itself being
 * junk (a BigInt, a string, an array, null, a throwing Proxy, a circular object).
 */
export function settingsGlobal(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 8 }));
  const entries = fc.array(fc.tuple(key, settingValue, fc.nat(9)), { maxLength: keys.length + 4 });
  const asObject = entries.map((pairs) => {
    const global: Record<string, unknown> = {};
    for (const [name, value, dice] of pairs) {
      // Defined as own properties (even __proto__), one in ten behind a throwing getter.
      Object.defineProperty(global, name, {
        enumerable: true,
        configurable: true,
        ...(dice === 0
          ? {
              get() {
                throw new Error(`settings getter ${name} throws`);
              },
            }
          : { value, writable: true }),
      });
    }
    return describedAs(
      global,
      `settings ${JSON.stringify(pairs.map(([name, value, dice]) => (dice === 0 ? `${name}: <throws>` : `${name}: ${fc.stringify(value)}`)))}`,
    ) as unknown;
  });
  return fc.oneof({ weight: 4, arbitrary: asObject }, { weight: 1, arbitrary: junkValue });
}

/** `autoplayInterval` → `autoplay-interval`: the data attribute a dataset option name comes from. */
function attributeNameOf(optionName: string): string {
  return `data-${optionName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A value of a data attribute: words, numbers as text, bare (""), and junk strings. */
export const attributeValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'yes', 'no', 'true', 'false', '1', '0', 'auto', 'always', 'never', 'on', 'off'),
  fc.double({ min: -10_000, max: 10_000, noNaN: true }).map(String),
  fc.integer({ min: -5, max: 100_000 }).map(String),
  junkString,
);

/** A valid attribute name `data-…` that is not one of our own markup names. */
const extraAttributeName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('data-id', 'data-tab', 'data-x-y', 'data-items-desktop', 'data-autoplay-interval', 'data-proto', 'data-constructor'),
  fc.string({ unit: fc.constantFrom(...'abcdefxyz019-'), minLength: 1, maxLength: 10 }).map((name) => `data-x${name.replace(/-+$/, '')}`),
);

/** Random data attributes for a widget whose options are `optionNames` (dataset names), plus strays. */
function dataAttributes(optionNames: readonly string[]): fc.Arbitrary<Record<string, string>> {
  const name = optionNames.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...optionNames.map(attributeNameOf)) }, { weight: 1, arbitrary: extraAttributeName })
    : extraAttributeName;
  return fc.dictionary(name, attributeValue, { maxKeys: optionNames.length + 2 });
}

/** A value inside a JSON options block. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, '', 'yes', 'auto', 'never', '3000000', 'NaN'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -10, max: 100_000 }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('__proto__', 'a', 'interval'), fc.integer(), { maxKeys: 2 }),
);

/**
 * The text of a `<script type="application/json" data-island-options>` child, or undefined for none:
 * a JSON object over the option names and nasty keys, JSON that is not an object, and invalid JSON.
 */
function jsonOptionsText(optionNames: readonly string[]): fc.Arbitrary<string | undefined> {
  const key = fc.oneof(
    { weight: 3, arbitrary: optionNames.length ? fc.constantFrom(...optionNames) : fc.constant('x') },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_KEYS) },
  );
  // Built as text so `__proto__` stays an own key, as a server would print it.
  const object = fc
    .array(fc.tuple(key, jsonValue), { maxLength: optionNames.length + 2 })
    .map((pairs) => `{${pairs.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(',')}}`);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: object },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '[]',
        '[1,2]',
        '42',
        '"text"',
        'null',
        'true',
        ' ',
        '{',
        '{"interval": }',
        "{'interval': 3}",
        '{"a":1,}',
        'NaN',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
}

/** Random options for one widget element: its data attributes and its JSON options child. */
export interface OptionMarkup {
  readonly attributes: Readonly<Record<string, string>>;
  readonly json: string | undefined;
}

export function optionMarkup(optionNames: readonly string[]): fc.Arbitrary<OptionMarkup> {
  return fc.record({ attributes: dataAttributes(optionNames), json: jsonOptionsText(optionNames) });
}

/** A `data-island-load` value: the three strategies, junk, or none. */
export const strategyAttribute: fc.Arbitrary<string | undefined> = fc.constantFrom(undefined, 'load', 'idle', 'visible', 'eager', '');
