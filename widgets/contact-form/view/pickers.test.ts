import { describe, expect, it } from 'vitest';
import { formatValue, parseValue, readRange, snapValue, stepValue, type StepRange } from './pickers';

const input = (attributes: Record<string, string>) => Object.assign(document.createElement('input'), attributes);

describe('fallback pickers: stepping within min, max and step', () => {
  const quantity: StepRange = { min: 2, max: 20, step: 2, base: 2 }; // the fixture's rig-qty

  it('reads min, max and step from the input; step "any" or none steps by 1', () => {
    expect(readRange('number', input({ min: '2', max: '20', step: '2' }))).toEqual(quantity);
    expect(readRange('number', input({ step: 'any' }))).toEqual({ min: null, max: null, step: 1, base: 0 });
    const year = readRange('date', input({ min: '2026-01-01', max: '2026-12-31' }));
    expect(formatValue('date', year.min!)).toBe('2026-01-01');
    expect(year.max! - year.min!).toBe(364);
  });

  it('steps from an empty field to min (up) or max (down)', () => {
    expect(stepValue(null, 1, quantity, 0)).toBe(2);
    expect(stepValue(null, -1, quantity, 0)).toBe(20);
    expect(stepValue(null, 1, { min: null, max: null, step: 1, base: 0 }, 7)).toBe(7);
  });

  it('steps by step, never past min or max, and back onto the grid from a value off it', () => {
    expect(stepValue(4, 1, quantity, 0)).toBe(6);
    expect(stepValue(4, -1, quantity, 0)).toBe(2);
    expect(stepValue(2, -1, quantity, 0)).toBe(2);
    expect(stepValue(20, 1, quantity, 0)).toBe(20);
    expect(stepValue(5, 1, quantity, 0)).toBe(6);
    expect(stepValue(5, -1, quantity, 0)).toBe(4);
  });

  it('snaps a typed value to the nearest step within the range', () => {
    expect(snapValue(7, quantity)).toBe(8);
    expect(snapValue(25, quantity)).toBe(20);
    expect(snapValue(-3, quantity)).toBe(2);
    expect(snapValue(21, { min: 2, max: 21, step: 2, base: 2 })).toBe(20); // 22 would pass max
  });

  it('keeps decimal steps exact', () => {
    const tenths: StepRange = { min: 0, max: 1, step: 0.1, base: 0 };
    expect(stepValue(0.2, 1, tenths, 0)).toBe(0.3);
    expect(stepValue(0.3, 1, tenths, 0)).toBe(0.4);
  });

  it('steps dates by days and writes them YYYY-MM-DD', () => {
    const range = readRange('date', input({ min: '2026-01-01', max: '2026-12-31', step: '7' }));
    const start = parseValue('date', '2026-01-01');
    expect(formatValue('date', stepValue(start, 1, range, 0))).toBe('2026-01-08');
    expect(formatValue('date', snapValue(parseValue('date', '2027-03-01')!, range))).toBe('2026-12-31'); // 52 weeks after min
    const offGrid = readRange('date', input({ min: '2026-01-01', max: '2026-12-30', step: '7' }));
    expect(formatValue('date', snapValue(parseValue('date', '2027-03-01')!, offGrid))).toBe('2026-12-24'); // the last step before max
    expect(formatValue('date', snapValue(parseValue('date', '2025-06-01')!, range))).toBe('2026-01-01');
  });

  it('reads numbers and real dates only', () => {
    expect(parseValue('number', ' 12.5 ')).toBe(12.5);
    expect(parseValue('number', 'twelve')).toBeNull();
    expect(parseValue('number', '')).toBeNull();
    expect(parseValue('date', '2026-02-31')).toBeNull();
    expect(parseValue('date', '01/05/2026')).toBeNull();
    expect(formatValue('date', parseValue('date', '2026-5-1')!)).toBe('2026-05-01');
  });
});
