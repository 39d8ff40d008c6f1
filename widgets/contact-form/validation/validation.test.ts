import { describe, expect, it } from 'vitest';
import { fieldsUpTo, readEnteredValues } from './field-values';
import { readSchema } from './schema';
import { checkRule, validateFields } from './validate';
import { fixtureAnswer, fixtureMarkup } from '../test-support';

describe('reading the schema', () => {
  it('reads the real schemas the plugin prints', () => {
    const rules = readSchema(fixtureAnswer('schema-all-fields'));
    expect(rules).toHaveLength(24);
    expect(rules[1]).toEqual({ rule: 'maxitems', field: 'rig-radio', threshold: '1', error: 'Too many items are selected.' });
    expect(rules[3]).toEqual({
      rule: 'file',
      field: 'rig-file',
      accept: ['.txt', '.pdf'],
      error: 'You are not allowed to upload files of this type.',
    });
  });
  it('is lenient: not a schema gives no rules; rules without a name go; wrong types are as if missing', () => {
    expect(readSchema([])).toEqual([]);
    expect(readSchema(null)).toEqual([]);
    expect(readSchema({ rules: 'all' })).toEqual([]);
    expect(
      readSchema({
        rules: [
          null,
          1,
          'required',
          { field: 'x' },
          { rule: '' },
          { rule: 'required', field: 7, error: ['no'], threshold: {}, accept: [1, null, 'a'] },
        ],
      }),
    ).toEqual([{ rule: 'required', field: '7', error: '', accept: ['1', 'a'] }]);
  });
  it('keeps composites and their children, dropping nesting no schema has', () => {
    let nested: unknown = { rule: 'required', field: 'x', error: 'deep' };
    for (let level = 0; level < 50; level += 1) nested = { rule: 'all', field: 'x', error: 'e', rules: [nested] };
    const [rule] = readSchema({ rules: [nested] });
    let depth = 0;
    for (let current = rule; current?.rules?.length; current = current.rules[0]) depth += 1;
    expect(depth).toBeLessThanOrEqual(8);
  });
});

describe('what the visitor entered', () => {
  it('per field, in form order: group names without [], only checked boxes, selected options, no blanks; .novalidate and unnamed controls left out', () => {
    document.body.innerHTML = fixtureMarkup('form-all-fields');
    const form = document.querySelector('form')!;
    (form.querySelector('[name="your-name"]') as HTMLInputElement).value = '  ';
    (form.querySelector('[value="A"]') as HTMLInputElement).checked = true;
    (form.querySelector('[value="C"]') as HTMLInputElement).checked = true;
    form.querySelector('[data-name="rig-phone"]')!.classList.add('novalidate');
    form.querySelector('[data-name="rig-url"] input')!.removeAttribute('name');
    const { order, values } = readEnteredValues(form);
    expect(order).toEqual([
      'your-name',
      'your-email',
      'your-subject',
      'rig-url',
      'rig-age',
      'rig-date',
      'rig-topic',
      'rig-options',
      'rig-radio',
      'rig-file',
      'rig-quiz',
      'your-message',
      'rig-accept',
    ]);
    expect(values.get('your-name')).toEqual([]);
    expect(values.get('rig-options')).toEqual(['A', 'C']);
    expect(values.get('rig-radio')).toEqual(['Yes']);
    expect(values.get('rig-topic')).toEqual([]);
    expect(values.has('rig-phone')).toBe(false);
    expect(values.has('rig-url')).toBe(false);
    expect(values.get('rig-file')).toEqual([]);
  });

  it('a change checks that field and every field before it; nothing for unnamed controls or .novalidate', () => {
    document.body.innerHTML = fixtureMarkup('form-default');
    const form = document.querySelector('form')!;
    const { order } = readEnteredValues(form);
    expect([...fieldsUpTo(form, form.querySelector('[name="your-subject"]'), order)]).toEqual(['your-name', 'your-email', 'your-subject']);
    expect([...fieldsUpTo(form, form.querySelector('[name="_wpcf7"]'), order)]).toEqual([]);
    expect([...fieldsUpTo(form, form, order)]).toEqual([]);
    form.querySelector('[name="your-email"]')!.closest('p')!.classList.add('novalidate');
    expect([...fieldsUpTo(form, form.querySelector('[name="your-email"]'), order)]).toEqual([]);
  });
});

describe('checking rules', () => {
  const values = new Map<string, string[]>([
    ['a', []],
    ['b', ['not-an-email']],
    ['c', ['ok@example.com']],
  ]);
  const valuesOf = (field: string) => values.get(field) ?? [];

  it('in schema order; a field keeps its first broken rule; every checked field is in the result', () => {
    const rules = readSchema({
      rules: [
        { rule: 'required', field: 'a', error: 'A is required.' },
        { rule: 'maxlength', field: 'a', threshold: 0, error: 'never reached' },
        { rule: 'email', field: 'b', error: 'B is no email.' },
        { rule: 'required', field: 'b', error: 'never reached' },
        { rule: 'email', field: 'c', error: 'never' },
        { rule: 'required', field: 'd', error: 'not checked: d did not change' },
      ],
    });
    expect(validateFields(rules, values, new Set(['a', 'b', 'c']))).toEqual(
      new Map([
        ['a', 'A is required.'],
        ['b', 'B is no email.'],
        ['c', null],
      ]),
    );
  });

  it('unknown rules, inherited names included, are skipped: the server still decides', () => {
    const rules = readSchema({
      rules: ['constructor', '__proto__', 'toString', 'regex', 'hasOwnProperty'].map((rule) => ({ rule, field: 'b', error: 'x' })),
    });
    expect(validateFields(rules, values, new Set(['b']))).toEqual(new Map([['b', null]]));
  });

  it('all: children in order, the first broken one gives field and error', () => {
    const [all] = readSchema({
      rules: [
        {
          rule: 'all',
          field: 'c',
          error: 'parent',
          rules: [
            { rule: 'required', field: 'c', error: 'c?' },
            { rule: 'email', field: 'b', error: 'b is bad' },
            { rule: 'required', field: 'a', error: 'a?' },
          ],
        },
      ],
    });
    expect(checkRule(all!, valuesOf)).toEqual({ field: 'b', error: 'b is bad' });
    const [allPass] = readSchema({
      rules: [{ rule: 'all', field: 'c', error: 'parent', rules: [{ rule: 'email', field: 'c', error: 'x' }] }],
    });
    expect(checkRule(allPass!, valuesOf)).toBeNull();
  });

  it('any: one holding child is enough; else the parent field and error; no children holds', () => {
    const [any] = readSchema({
      rules: [
        {
          rule: 'any',
          field: 'a',
          error: 'A or C',
          rules: [
            { rule: 'required', field: 'a', error: '' },
            { rule: 'required', field: 'c', error: '' },
          ],
        },
      ],
    });
    expect(checkRule(any!, valuesOf)).toBeNull();
    const [none] = readSchema({
      rules: [
        {
          rule: 'any',
          field: 'a',
          error: 'A or B as email',
          rules: [
            { rule: 'required', field: 'a', error: '' },
            { rule: 'email', field: 'b', error: '' },
          ],
        },
      ],
    });
    expect(checkRule(none!, valuesOf)).toEqual({ field: 'a', error: 'A or B as email' });
    expect(checkRule({ rule: 'any', field: 'a', error: 'x', rules: [] }, valuesOf)).toBeNull();
  });
});
