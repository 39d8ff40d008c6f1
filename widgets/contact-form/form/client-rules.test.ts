import { describe, expect, it } from 'vitest';
import { acceptanceAllowsSubmit, firstUnacceptedBox, syncSubmitButtons } from '../acceptance';
import { countCharacters, keepExclusive, prepareChoices, syncFreeTexts, updateCounters, withUrlScheme } from './client-rules';
import { fixtureMarkup } from '../test-support';

const extraForm = () => {
  document.body.innerHTML = fixtureMarkup('form-extra');
  return document.querySelector('form')!;
};
const named = <T extends HTMLElement = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;

describe('client-side rules', () => {
  it('url fields get http:// when the value has no scheme but contains a dot', () => {
    expect(withUrlScheme('example.com')).toBe('http://example.com');
    expect(withUrlScheme('  //example.com/a ')).toBe('http://example.com/a');
    expect(withUrlScheme('https://example.com')).toBe('https://example.com');
    expect(withUrlScheme('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(withUrlScheme('localhost')).toBe('localhost');
    expect(withUrlScheme('')).toBe('');
  });

  it('an exclusive checkbox group keeps only the box just checked', () => {
    extraForm();
    const [red, green, blue] = [...document.querySelectorAll<HTMLInputElement>('[name="rig-exclusive"]')];
    red!.checked = true;
    keepExclusive(red!);
    green!.checked = true;
    keepExclusive(green!);
    expect([red!.checked, green!.checked, blue!.checked]).toEqual([false, true, false]);
    green!.checked = false; // unchecking leaves none checked: allowed
    keepExclusive(green!);
    expect([red!.checked, green!.checked, blue!.checked]).toEqual([false, false, false]);
  });

  it('a checkbox outside an exclusive group is left alone', () => {
    extraForm();
    const [news, offers] = [...document.querySelectorAll<HTMLInputElement>('[name="rig-freecheck[]"]')];
    news!.checked = offers!.checked = true;
    keepExclusive(offers!);
    expect(news!.checked).toBe(true);
  });

  it('a free-text input is enabled only while its option is checked', () => {
    const form = extraForm();
    const radioText = named('[name="_wpcf7_free_text_rig-freeradio"]');
    const checkText = named('[name="_wpcf7_free_text_rig-freecheck"]');
    syncFreeTexts(form);
    expect([radioText.disabled, checkText.disabled]).toEqual([true, true]);
    named('[name="rig-freeradio"][value="Other"]').checked = true;
    syncFreeTexts(form);
    expect([radioText.disabled, checkText.disabled]).toEqual([false, true]);
    named('[name="rig-freeradio"][value="Email"]').checked = true;
    syncFreeTexts(form);
    expect(radioText.disabled).toBe(true);
  });

  it('counters count up and down from their start value and mark too-long and too-short', () => {
    const form = extraForm();
    const [up, down] = [...document.querySelectorAll<HTMLElement>('.wpcf7-character-count')];
    updateCounters(form);
    expect([up!.textContent, down!.textContent]).toEqual(['0', '50']);
    expect([...up!.classList]).toContain('too-short'); // below the minimum of 5
    named<HTMLTextAreaElement>('textarea').value = 'Hello';
    updateCounters(form, 'your-message');
    expect([up!.textContent, up!.dataset.currentValue, down!.textContent, down!.dataset.currentValue]).toEqual(['5', '5', '45', '45']);
    expect(up!.classList.contains('too-short')).toBe(false);
    named<HTMLTextAreaElement>('textarea').value = 'x'.repeat(51);
    updateCounters(form);
    expect([up!.textContent, down!.textContent]).toEqual(['51', '-1']);
    expect([up!.classList.contains('too-long'), down!.classList.contains('too-long')]).toEqual([true, true]);
  });

  it('a counter with no minimum or maximum never marks', () => {
    const counter = document.createElement('span');
    counter.className = 'wpcf7-character-count up';
    countCharacters(counter, '');
    expect([counter.textContent, counter.className]).toEqual(['0', 'wpcf7-character-count up']);
  });

  describe('acceptance and the submit button', () => {
    it('disabled while a required box is unchecked', () => {
      document.body.innerHTML = fixtureMarkup('form-all-fields');
      const form = document.querySelector('form')!;
      const button = named('.wpcf7-submit');
      syncSubmitButtons(form);
      expect(button.disabled).toBe(true);
      expect(firstUnacceptedBox(form)).toBe(named('[name="rig-accept"]'));
      named('[name="rig-accept"]').checked = true;
      syncSubmitButtons(form);
      expect(button.disabled).toBe(false);
      expect(firstUnacceptedBox(form)).toBeNull();
    });

    it('disabled while an inverted box is checked; optional boxes do not count', () => {
      const form = extraForm();
      expect(acceptanceAllowsSubmit(form)).toBe(true);
      named('[name="rig-optin"]').checked = true;
      expect(acceptanceAllowsSubmit(form)).toBe(true);
      named('[name="rig-noshare"]').checked = true;
      expect(acceptanceAllowsSubmit(form)).toBe(false);
      syncSubmitButtons(form);
      expect(named('.wpcf7-submit').disabled).toBe(true);
    });

    it('nothing is disabled when the form treats acceptance as validation', () => {
      document.body.innerHTML = fixtureMarkup('form-all-fields');
      const form = document.querySelector('form')!;
      form.classList.add('wpcf7-acceptance-as-validation');
      syncSubmitButtons(form);
      expect(named('.wpcf7-submit').disabled).toBe(false);
    });

    it('a form without acceptance boxes keeps the button as the theme left it', () => {
      document.body.innerHTML = fixtureMarkup('form-default');
      const form = document.querySelector('form')!;
      named('.wpcf7-submit').disabled = true;
      syncSubmitButtons(form);
      expect(named('.wpcf7-submit').disabled).toBe(true);
    });
  });

  it('names unlabelled choice boxes and free-text inputs by their option label, and undoes it', () => {
    const form = extraForm();
    const before = document.body.innerHTML;
    const undo = prepareChoices(form, 'wpcf7-f8-p9-o1');
    const red = named('[name="rig-exclusive"][value="Red"]');
    expect(document.getElementById(red.getAttribute('aria-labelledby')!)!.textContent).toBe('Red');
    const otherText = named('[name="_wpcf7_free_text_rig-freeradio"]');
    expect(document.getElementById(otherText.getAttribute('aria-labelledby')!)!.textContent).toBe('Other');
    // A box inside a <label> already has its name.
    expect(named('[name="rig-freeradio"][value="Email"]').hasAttribute('aria-labelledby')).toBe(false);
    undo();
    expect(document.body.innerHTML).toBe(before);
  });

  it('a free-text input printed without a name is sent under the one the plugin reads', () => {
    const form = extraForm();
    named('.has-free-text .wpcf7-free-text').removeAttribute('name');
    prepareChoices(form, 'x');
    expect(document.querySelector('.has-free-text .wpcf7-free-text')!.getAttribute('name')).toBe('_wpcf7_free_text_rig-freeradio');
  });
});
