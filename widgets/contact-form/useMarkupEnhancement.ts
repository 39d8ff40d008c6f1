import { useLayoutEffect } from 'react';
import { applyAttributes } from '../../src/core/dom/attributes';
import { makeElement } from '../../src/core/hooks/useInsertedElement';
import { prepareChoices, submitButtons, syncRules } from './rules';
import type { ContactFormInfo } from './structure';

/**
 * What the plugin's script does to its markup on start, done in place and undone on unmount: `no-js`
 * becomes `js` on the wrapper, a spinner follows each `.has-spinner` control, unlabelled choices get
 * their names, and the rules' state (free texts, counters, the submit button) is computed once.
 */
export function useMarkupEnhancement({ form, wrapper, unitTag }: ContactFormInfo): void {
  useLayoutEffect(() => {
    const counters = [...form.querySelectorAll<HTMLElement>('.wpcf7-character-count')];
    const counts = counters.map((counter) => counter.textContent);
    const undo = [wrapper, ...counters, ...submitButtons(form), ...form.querySelectorAll('.wpcf7-free-text')].map((node) =>
      applyAttributes(node, {
        class: node.getAttribute('class'),
        'data-current-value': node.getAttribute('data-current-value'),
        disabled: node.getAttribute('disabled'),
      }),
    );
    undo.push(() => counters.forEach((counter, index) => (counter.textContent = counts[index] ?? '')));
    wrapper.classList.replace('no-js', 'js');
    const spinners = [...form.querySelectorAll('.has-spinner')].map((control) => {
      const spinner = makeElement('span', 'wpcf7-spinner', { 'aria-hidden': 'true' });
      control.after(spinner);
      return spinner;
    });
    undo.push(prepareChoices(form, unitTag), () => spinners.forEach((spinner) => spinner.remove()));
    syncRules(form);
    return () => undo.reverse().forEach((restore) => restore());
  }, [form, wrapper, unitTag]);
}
