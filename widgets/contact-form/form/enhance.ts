import { applyAttributes } from '../../../core/dom/attributes';
import { makeElement } from '../../../core/hooks/useInsertedElement';
import { submitButtons } from '../acceptance';
import { CONTACT_FORM_MARKUP } from '../markup';
import { prepareChoices, syncRules } from './client-rules';
import type { ContactFormInfo } from './structure';

/**
 * What the plugin's script does to its markup on start, done in place; the returned function undoes it
 * (unmount leaves the markup as printed): `no-js` becomes `js` on the wrapper, a spinner follows each
 * `.has-spinner` control, unlabelled choices get their names, and the rules' state (free texts,
 * counters, the submit button) is computed once.
 */
export function enhanceMarkup({ form, wrapper, unitTag }: ContactFormInfo): () => void {
  const counters = [...form.querySelectorAll<HTMLElement>(`.${CONTACT_FORM_MARKUP.classes.counter}`)];
  const counts = counters.map((counter) => counter.textContent);
  const undo = [wrapper, ...counters, ...submitButtons(form), ...form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.freeText}`)].map(
    (node) =>
      applyAttributes(node, {
        class: node.getAttribute('class'),
        [CONTACT_FORM_MARKUP.attributes.counterValue]: node.getAttribute(CONTACT_FORM_MARKUP.attributes.counterValue),
        disabled: node.getAttribute('disabled'),
      }),
  );
  undo.push(() => counters.forEach((counter, index) => (counter.textContent = counts[index] ?? '')));
  wrapper.classList.replace(CONTACT_FORM_MARKUP.classes.noScript, CONTACT_FORM_MARKUP.classes.script);
  const spinners = [...form.querySelectorAll(`.${CONTACT_FORM_MARKUP.classes.hasSpinner}`)].map((control) => {
    const spinner = makeElement('span', CONTACT_FORM_MARKUP.classes.spinner, { 'aria-hidden': 'true' });
    control.after(spinner);
    return spinner;
  });
  undo.push(prepareChoices(form, unitTag), () => spinners.forEach((spinner) => spinner.remove()));
  syncRules(form);
  return () => undo.reverse().forEach((restore) => restore());
}
