import type { InvalidField } from '../controller/answer';
import { fieldsNamed, wrapOfField, type FieldElement } from './structure';
import { CONTACT_FORM_MARKUP } from '../markup';

/** An invalid field of the answer, found in the form. */
export interface FieldProblem {
  /** The field's name ('' when the answer names none the form can read). */
  field: string;
  message: string;
  /** Id of the tip, unique on the page; the controls' aria-describedby points to it. */
  tipId: string;
  /** Where the tip goes (the field's wrap); null when the answer names a field the form lacks. */
  wrap: HTMLElement | null;
  /** Controls that get aria-invalid and aria-describedby (every box of a group). */
  controls: FieldElement[];
  /** What the alert list links to and focus lands on: the element named by idref, else the first control. */
  target: HTMLElement | null;
  /** The target's id, or the one it is given so the link can point at it. */
  targetId: string;
}

// Ids from a server answer are kept inside the form and unique on the page (README, "Answers").

/** The element with this id inside the form; one outside it (even with the same id) is never found. */
function elementByIdInForm(form: HTMLFormElement, id: string): HTMLElement | null {
  for (const element of form.querySelectorAll<HTMLElement>('[id]')) if (element.id === id) return element;
  return null;
}

/** An id as one token: whitespace would split an aria-describedby or aria-labelledby list. */
const asIdToken = (id: string) => id.trim().replace(/\s+/g, '-');

/**
 * Hands out ids that no element of the page has and that were not handed out before: `wanted`, else
 * `wanted-2`, `wanted-3`… `freeIds` (our own tips about to be re-rendered) count as free, `reserved`
 * (tips that stay) as taken.
 */
function uniqueIdGiver(freeIds: ReadonlySet<string> = new Set(), reserved: Iterable<string> = []) {
  const given = new Set<string>(reserved);
  const taken = (id: string) => given.has(id) || (!freeIds.has(id) && document.getElementById(id) !== null);
  return (wanted: string): string => {
    const base = asIdToken(wanted) || 'field';
    let id = base;
    for (let suffix = 2; taken(id); suffix += 1) id = `${base}-${suffix}`;
    given.add(id);
    return id;
  };
}

/** The field name in an older answer's `into` selector: `…[data-name="x"]`, or `span.wpcf7-form-control-wrap.x`. */
const NAME_IN_INTO = new RegExp(`${CONTACT_FORM_MARKUP.attributes.name}=["']?([^"'\\]]+)`);
const CLASS_IN_INTO = new RegExp(`${CONTACT_FORM_MARKUP.classes.fieldWrap}\\.([\\w-]+)`);

export function fieldNameFromInto(into: string): string | null {
  const match = NAME_IN_INTO.exec(into) ?? CLASS_IN_INTO.exec(into);
  return match?.[1] ?? null;
}

function wrapFromInto(form: HTMLFormElement, into: string): HTMLElement | null {
  try {
    return form.querySelector<HTMLElement>(into);
  } catch {
    return null; // not a selector this browser reads: fall back to the name in it
  }
}

const isFocusableControl = (field: FieldElement) => !(field instanceof HTMLInputElement && field.type === 'hidden');

/**
 * The answer's invalid fields, found inside the form only: an idref naming an element outside it is
 * not followed, and tip ids are unique on the page whatever error_id says (README, "Answers").
 */
export function findFieldProblems(
  form: HTMLFormElement,
  unitTag: string,
  fields: readonly InvalidField[],
  keptTipIds: readonly string[] = [],
): FieldProblem[] {
  // Our tips on screen now are re-rendered with these problems (their ids are free), except those kept.
  const onScreen = [...form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.tip}`)]
    .map((tip) => tip.id)
    .filter((id) => !keptTipIds.includes(id));
  const giveId = uniqueIdGiver(new Set(onScreen), keptTipIds);
  const problems = fields.map((field): FieldProblem => {
    const name = field.field ?? (field.into ? fieldNameFromInto(field.into) : null) ?? '';
    const wrap = (field.field ? null : field.into ? wrapFromInto(form, field.into) : null) ?? (name ? wrapOfField(form, name) : null);
    let controls = name ? fieldsNamed(form, name).filter(isFocusableControl) : [];
    if (controls.length === 0 && wrap) {
      controls = [...wrap.querySelectorAll<FieldElement>('input:not([type="hidden"]), select, textarea')];
    }
    const tipId = giveId(field.errorId ?? `${unitTag}-ve-${name}`);
    const named = field.idref ? elementByIdInForm(form, field.idref) : null;
    const target = named ?? controls[0] ?? null;
    return { field: name, message: field.message, tipId, wrap, controls, target, targetId: target?.id || giveId(`${tipId}-field`) };
  });
  return inDocumentOrder(problems);
}

/** Document order, so focus goes to the first problem on the page and the list reads like the form. */
export function inDocumentOrder(problems: FieldProblem[]): FieldProblem[] {
  return problems.sort((a, b) => {
    if (!a.target || !b.target) return a.target ? -1 : b.target ? 1 : 0;
    if (a.target === b.target) return 0;
    return a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
