import { beforeEach, describe, expect, it } from 'vitest';
import { differsFromPrinted, lastChangedControl } from '../../../core/dom/edited-controls';

/** What the visitor left in a form before its widget mounted (README, "Before a widget mounts"). */
const control = <Found extends Element>(selector: string) => document.querySelector<Found>(selector)!;

beforeEach(() => {
  document.body.innerHTML = `<form>
    <input type="hidden" name="_token" value="a">
    <input name="name" value="Ana">
    <input type="email" name="email">
    <textarea name="message">Hello</textarea>
    <input type="checkbox" name="accept" value="1">
    <input type="radio" name="size" value="s" checked><input type="radio" name="size" value="m">
    <select name="topic"><option value="">Choose</option><option>Sales</option></select>
    <select name="marked"><option>A</option><option selected>B</option></select>
    <select name="tags" multiple><option selected>x</option><option>y</option></select>
    <input type="file" name="file">
    <button name="send" value="1">Send</button>
  </form>`;
});

describe('differsFromPrinted', () => {
  it('nothing differs as printed: a single select without a marked option shows its first, a marked one its mark', () => {
    for (const element of document.querySelector('form')!.elements) expect(differsFromPrinted(element)).toBe(false);
  });

  it('typed, ticked, chosen: each control against its own printed state', () => {
    control<HTMLInputElement>('[name="name"]').value = 'Ana Lopes';
    control<HTMLTextAreaElement>('[name="message"]').value = 'Hello!';
    control<HTMLInputElement>('[name="accept"]').checked = true;
    control<HTMLInputElement>('[name="size"][value="m"]').checked = true; // and "s" unticked with it
    control<HTMLSelectElement>('[name="topic"]').selectedIndex = 1;
    control<HTMLSelectElement>('[name="marked"]').selectedIndex = 0;
    control<HTMLSelectElement>('[name="tags"]').options[1]!.selected = true;
    for (const name of ['name', 'message', 'accept', 'topic', 'marked', 'tags'])
      expect(differsFromPrinted(control(`[name="${name}"]`)), name).toBe(true);
    expect(differsFromPrinted(control('[name="size"][value="s"]'))).toBe(true);
  });

  it('a value set back to what was printed is as printed; hidden fields and buttons never count', () => {
    control<HTMLInputElement>('[name="name"]').value = 'Ana';
    control<HTMLInputElement>('[name="_token"]').value = 'b';
    expect(differsFromPrinted(control('[name="name"]'))).toBe(false);
    expect(differsFromPrinted(control('[name="_token"]'))).toBe(false);
    expect(differsFromPrinted(control('[name="send"]'))).toBe(false);
  });
});

describe('lastChangedControl', () => {
  it('the last changed control in form order, not a focused field still being typed into (its change comes as the visitor leaves it)', () => {
    const form = document.querySelector('form')!;
    expect(lastChangedControl(form)).toBeNull();
    control<HTMLInputElement>('[name="email"]').value = 'abc';
    control<HTMLInputElement>('[name="name"]').value = 'Ana Lopes';
    expect(lastChangedControl(form)).toBe(control('[name="email"]'));
    control<HTMLTextAreaElement>('[name="message"]').value = 'Hi';
    control<HTMLTextAreaElement>('[name="message"]').focus();
    expect(lastChangedControl(form)).toBe(control('[name="email"]'));
    // A box sends its change as it is ticked: focused, it counts.
    control<HTMLInputElement>('[name="accept"]').checked = true;
    control<HTMLInputElement>('[name="accept"]').focus();
    expect(lastChangedControl(form)).toBe(control('[name="accept"]'));
  });
});
