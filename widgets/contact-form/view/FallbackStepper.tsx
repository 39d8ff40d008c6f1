import { useLayoutEffect, useMemo, useState } from 'react';
import { applyAttributes } from '../../../core/dom/attributes';
import { createPortal } from 'react-dom';
import { useDomListener } from '../../../core/hooks/useDomListener';
import { makeElement, useInsertedElement } from '../../../core/hooks/useInsertedElement';
import { useServerAttributes } from '../../../core/hooks/useServerAttributes';
import { formatValue, parseValue, readRange, snapValue, stepValue, supportsInputType, today, type PickerKind } from './pickers';
import { CONTACT_FORM_MARKUP } from '../markup';

const STEP_LABELS: Record<PickerKind, readonly [string, string]> = {
  number: ['Decrease', 'Increase'],
  date: ['Earlier date', 'Later date'],
};

/** Date and number inputs of the form whose type this browser lacks. */
export function inputsNeedingPickers(form: HTMLFormElement): Array<{ input: HTMLInputElement; kind: PickerKind }> {
  return (['date', 'number'] as const).flatMap((kind) => {
    // The markup first: a form without such an input never pays for the browser's probe.
    const inputs = [...form.querySelectorAll<HTMLInputElement>(`input[type="${kind}"]`)];
    return inputs.length === 0 || supportsInputType(kind) ? [] : inputs.map((input) => ({ input, kind }));
  });
}

/**
 * The fallback picker of one input: a text spin button (WAI-ARIA spinbutton) stepped by Up/Down or by
 * two buttons after it. Typed values are kept; a readable one is snapped into min, max and step on change.
 */
export function FallbackStepper({ input, kind }: { input: HTMLInputElement; kind: PickerKind }) {
  const range = useMemo(() => readRange(kind, input), [input, kind]);
  const [value, setValue] = useState(() => parseValue(kind, input.value));
  const slot = useInsertedElement(
    () => makeElement('span', CONTACT_FORM_MARKUP.classes.stepper),
    (element) => input.after(element),
  );

  const step = (direction: 1 | -1) => {
    const next = stepValue(parseValue(kind, input.value), direction, range, kind === 'date' ? today() : 0);
    input.value = formatValue(kind, next);
    setValue(next);
    // As a native stepper does: listeners (counters, other scripts) hear the change.
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  useDomListener(input, 'keydown', (event) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!direction) return;
    event.preventDefault();
    step(direction);
  });
  useDomListener(input, 'change', () => {
    const typed = parseValue(kind, input.value);
    if (typed !== null) input.value = formatValue(kind, snapValue(typed, range));
    setValue(parseValue(kind, input.value));
  });

  // Once for the widget's life: switching the type back and forth would let the browser clear the value.
  useLayoutEffect(
    () =>
      applyAttributes(input, {
        type: 'text',
        role: 'spinbutton',
        inputmode: kind === 'number' ? 'decimal' : null,
        placeholder: input.placeholder || (kind === 'date' ? 'YYYY-MM-DD' : null),
      }),
    [input, kind],
  );
  useServerAttributes([
    [
      input,
      {
        'aria-valuemin': range.min === null ? null : String(range.min),
        'aria-valuemax': range.max === null ? null : String(range.max),
        'aria-valuenow': value === null ? null : String(value),
        // A date's number is a day count: the text is what is read out.
        'aria-valuetext': kind === 'date' && value !== null ? formatValue(kind, value) : null,
      },
    ],
  ]);

  const [lessLabel, moreLabel] = STEP_LABELS[kind];
  return slot
    ? createPortal(
        <>
          <button type="button" tabIndex={-1} aria-label={lessLabel} onClick={() => step(-1)}>
            −
          </button>
          <button type="button" tabIndex={-1} aria-label={moreLabel} onClick={() => step(1)}>
            +
          </button>
        </>,
        slot,
      )
    : null;
}
