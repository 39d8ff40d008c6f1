import { describe, expect, it } from 'vitest';
import { describeField, describeSchema } from '../../../scripts/schema/describe';
import { coerceBoolean, coerceFlagAttribute, coerceNumber, coerceOneOf, coerceString } from '../../../core/settings/coerce';
import { atLeast, field, type Schema } from '../../../core/settings/schema';
import { described } from '../../../core/settings/field-texts';

/** The describe step of `npm run schema` (README, "Options and settings: one source"). */

interface Shape {
  speed: number;
  loop: boolean;
  side: 'start' | 'end';
  label: string;
}
const range = (value: number) => (value < 100 || value > 5000 ? 'must be 100 to 5000' : undefined);
const SCHEMA: Schema<Shape> = {
  speed: field(coerceNumber, 250, range),
  loop: field(coerceFlagAttribute, false),
  side: field(coerceOneOf(['start', 'end'] as const), 'start'),
  label: field(coerceString, ''),
};
const texts = { label: 'Speed', help: 'Transition, ms.' };

describe('describing a schema', () => {
  it('reads types, bounds, choices and bare flags off the schema, next to the texts', () => {
    const fields = describeSchema(
      described(SCHEMA, {
        speed: { label: 'Speed', help: 'Transition, ms.', minimum: 100, maximum: 5000 },
        loop: { label: 'Loop', help: 'Wrap around.' },
        side: { label: 'Side', help: 'Where it comes from.', choices: { start: 'Start', end: 'End' } },
        label: { label: 'Name', help: 'Its accessible name.', format: 'text', defaultText: 'the heading' },
      }),
      'test',
    );
    expect(Object.fromEntries(fields)).toEqual({
      speed: { type: 'number', default: 250, minimum: 100, maximum: 5000, label: 'Speed', help: 'Transition, ms.' },
      loop: { type: 'boolean', default: false, bare: true, label: 'Loop', help: 'Wrap around.' },
      side: {
        type: 'string',
        enum: ['start', 'end'],
        enumLabels: { start: 'Start', end: 'End' },
        default: 'start',
        label: 'Side',
        help: 'Where it comes from.',
      },
      label: { type: 'string', format: 'text', default: '', defaultText: 'the heading', label: 'Name', help: 'Its accessible name.' },
    });
  });

  it('refuses bounds the check does not enforce, and bounds it enforces that are not declared', () => {
    expect(() => describeField(SCHEMA.speed, { ...texts, minimum: 50, maximum: 5000 }, 'speed')).toThrow(/minimum 50/);
    expect(() => describeField(SCHEMA.speed, { ...texts, minimum: 200, maximum: 5000 }, 'speed')).toThrow(/minimum 200/);
    expect(() => describeField(SCHEMA.speed, { ...texts, minimum: 100 }, 'speed')).toThrow(/declare its maximum/);
    expect(() => describeField(field(coerceNumber, 1, atLeast(0)), { ...texts, integer: true }, 'count')).toThrow(/declare its minimum/);
  });

  it('refuses choices the reader does not read, and a reader of any word that names choices', () => {
    expect(() => describeField(SCHEMA.side, { ...texts, choices: { start: 'Start', middle: 'Middle' } }, 'side')).toThrow(/"middle"/);
    expect(() => describeField(SCHEMA.label, { ...texts, choices: { a: 'A' } }, 'label')).toThrow(/any word/);
  });

  it('keeps defaultText for defaults that are empty or absent, and asks for sentences', () => {
    expect(() => describeField(SCHEMA.speed, { ...texts, minimum: 100, maximum: 5000, defaultText: 'fast' }, 'speed')).toThrow(
      /defaultText/,
    );
    expect(() => describeField(field(coerceBoolean, true), { label: 'Flag', help: 'no full stop' }, 'flag')).toThrow(/sentence/);
  });
});
