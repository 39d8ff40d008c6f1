import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accordionWidget, toggleWidget } from '.';
import { tabsWidget } from '../tabs';
import { markupSnapshot } from '../../tests/support/islands';
import { setUpWidgetPage } from '../../tests/support/widget-page';

const WIDGETS = { accordion: accordionWidget, toggle: toggleWidget, tabs: tabsWidget };

/** An FAQ as a theme prints it: buttons in headings, the first section open, the last header a link. */
const FAQ = (attributes = '', firstHidden = '') => `
<div id="faq" data-island="accordion" ${attributes}>
  <h3><button type="button" data-accordion-trigger>What sizes are there?</button></h3>
  <div id="sizes" data-accordion-panel ${firstHidden}><p>Small and large.</p><label>Note <input id="note"></label></div>
  <h3><button type="button" data-accordion-trigger>Care instructions</button></h3>
  <div id="care" data-accordion-panel hidden><p id="care-text">Dishwasher safe.</p></div>
  <h3><a href="#faq-gift" data-accordion-trigger>Can I send it as a gift?</a></h3>
  <div id="faq-gift" data-accordion-panel hidden><p>Yes.</p></div>
</div>
<button id="elsewhere">elsewhere</button>`;

const TOGGLE = `
<div id="toggle" data-island="toggle">
  <h3><button type="button" id="toggle-button" data-accordion-trigger>Show the ingredients</button></h3>
  <div id="ingredients" data-accordion-panel hidden><p>Clay, glaze, patience.</p></div>
</div>`;

const byId = (id: string) => document.getElementById(id)!;
const triggersOf = (id: string) =>
  [...byId(id).querySelectorAll<HTMLElement>('[data-accordion-trigger]')].filter(
    (trigger) => trigger.closest('[data-island]') === byId(id),
  );
const panelsOf = (id: string) =>
  [...byId(id).querySelectorAll<HTMLElement>('[data-accordion-panel]')].filter((panel) => panel.closest('[data-island]') === byId(id));
/** Indexes of the open sections, checked against aria-expanded and hidden, which must agree. */
function openSections(id: string): number[] {
  const panels = panelsOf(id);
  return triggersOf(id).flatMap((trigger, index) => {
    const expanded = trigger.getAttribute('aria-expanded');
    expect(expanded === 'true' || expanded === 'false').toBe(true);
    expect(panels[index]!.hidden).toBe(expanded === 'false');
    return expanded === 'true' ? [index] : [];
  });
}

const page = setUpWidgetPage(WIDGETS);
const { mount, mountWithAutoplay, wait } = page;

describe('accordion: WAI-ARIA accordion pattern', () => {
  it('button headers get aria-expanded and aria-controls; panels are labelled regions', () => {
    mount(FAQ());
    const triggers = triggersOf('faq');
    const panels = panelsOf('faq');
    triggers.forEach((trigger, index) => {
      const panel = panels[index]!;
      expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
      expect(trigger.id).not.toBe('');
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(trigger.id);
    });
    expect(triggers[0]!.hasAttribute('role')).toBe(false); // a real button needs no role
    expect(openSections('faq')).toEqual([0]);
  });

  it('starts with the sections the server did not hide', () => {
    mount(FAQ('', 'hidden'));
    expect(openSections('faq')).toEqual([]);
  });

  it('a link header gets role=button, is focusable, and answers Space', () => {
    mount(FAQ());
    const link = triggersOf('faq')[2]!;
    expect(link.getAttribute('role')).toBe('button');
    expect(link.getAttribute('tabindex')).toBe('0');
    expect(link.getAttribute('aria-controls')).toBe('faq-gift');
    expect(fireEvent.keyDown(link, { key: ' ' })).toBe(false); // Space must not scroll the page
    expect(openSections('faq')).toEqual([2]);
  });

  it('a link header without href also answers Enter', () => {
    mount(FAQ().replace('<a href="#faq-gift" data-accordion-trigger>', '<a data-accordion-trigger aria-controls="faq-gift">'));
    fireEvent.keyDown(triggersOf('faq')[2]!, { key: 'Enter' });
    expect(openSections('faq')).toEqual([2]);
  });

  it('clicking a link header opens its section and does not follow the link', () => {
    mount(FAQ());
    expect(fireEvent.click(triggersOf('faq')[2]!)).toBe(false);
    expect(location.hash).toBe('');
    expect(openSections('faq')).toEqual([2]);
  });

  it("a click on the header's content counts, a click in a panel does not", () => {
    mount(FAQ().replace('Care instructions', '<span id="care-label">Care instructions</span>'));
    fireEvent.click(byId('care-label'));
    expect(openSections('faq')).toEqual([1]);
    fireEvent.click(byId('care-text'));
    expect(openSections('faq')).toEqual([1]);
  });

  it('Up and Down move focus between headers, wrapping; Home and End go to the first and last', () => {
    mount(FAQ());
    const triggers = triggersOf('faq');
    act(() => triggers[0]!.focus());
    expect(fireEvent.keyDown(triggers[0]!, { key: 'ArrowDown' })).toBe(false);
    expect(document.activeElement).toBe(triggers[1]);
    fireEvent.keyDown(triggers[1]!, { key: 'ArrowDown' });
    fireEvent.keyDown(triggers[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(triggers[0]);
    fireEvent.keyDown(triggers[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(triggers[2]);
    fireEvent.keyDown(triggers[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(triggers[0]);
    fireEvent.keyDown(triggers[0]!, { key: 'End' });
    expect(document.activeElement).toBe(triggers[2]);
    expect(openSections('faq')).toEqual([0]); // moving focus opens nothing
    expect(fireEvent.keyDown(triggers[2]!, { key: 'ArrowLeft' })).toBe(true);
  });

  it('with more than a handful of sections the panels are not regions (APG: too many landmarks)', () => {
    const sections = Array.from(
      { length: 7 },
      (_, index) => `<button data-accordion-trigger>Q${index}</button><div data-accordion-panel hidden>A${index}</div>`,
    );
    mount(`<div id="long" data-island="accordion">${sections.join('')}</div>`);
    expect(byId('long').querySelectorAll('[role="region"]')).toHaveLength(0);
    expect(triggersOf('long').every((trigger) => trigger.hasAttribute('aria-controls'))).toBe(true);
  });
});

describe('accordion: which sections are open', () => {
  it('one open at a time by default: opening one closes the other', () => {
    mount(FAQ());
    fireEvent.click(triggersOf('faq')[1]!);
    expect(openSections('faq')).toEqual([1]);
    fireEvent.click(triggersOf('faq')[2]!);
    expect(openSections('faq')).toEqual([2]);
  });

  it('the open section closes again when its header is activated (collapsible by default)', () => {
    mount(FAQ());
    fireEvent.click(triggersOf('faq')[0]!);
    expect(openSections('faq')).toEqual([]);
    expect(triggersOf('faq')[0]!.hasAttribute('aria-disabled')).toBe(false);
  });

  it('data-multiple allows several open sections', () => {
    mount(FAQ('data-multiple="true"'));
    fireEvent.click(triggersOf('faq')[1]!);
    fireEvent.click(triggersOf('faq')[2]!);
    expect(openSections('faq')).toEqual([0, 1, 2]);
    fireEvent.click(triggersOf('faq')[0]!);
    expect(openSections('faq')).toEqual([1, 2]);
  });

  it('with data-multiple the server may print several sections open', () => {
    mount(FAQ('data-multiple="1"').replace('id="care" data-accordion-panel hidden', 'id="care" data-accordion-panel'));
    expect(openSections('faq')).toEqual([0, 1]);
  });

  it('without data-multiple only the first of several server-open sections stays open', () => {
    mount(FAQ().replace('id="care" data-accordion-panel hidden', 'id="care" data-accordion-panel'));
    expect(openSections('faq')).toEqual([0]);
  });

  it('data-collapsible="false" keeps one section open, and says so', () => {
    mount(FAQ('data-collapsible="false"'));
    const triggers = triggersOf('faq');
    fireEvent.click(triggers[0]!);
    expect(openSections('faq')).toEqual([0]);
    expect(triggers[0]!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(triggers[1]!);
    expect(openSections('faq')).toEqual([1]);
    expect(triggers[0]!.hasAttribute('aria-disabled')).toBe(false);
    expect(triggers[1]!.getAttribute('aria-disabled')).toBe('true');
  });

  it('bad option values warn once, naming the widget, and use the defaults', () => {
    mount(FAQ('data-multiple="sometimes" data-interval="soon"'));
    expect(page.warnings()).toHaveBeenCalledTimes(1);
    const message = String(page.warnings().mock.calls[0]![0]);
    expect(message).toContain('widget "accordion"');
    expect(message).toContain('multiple');
    expect(message).toContain('interval');
    fireEvent.click(triggersOf('faq')[1]!);
    expect(openSections('faq')).toEqual([1]); // not multiple
  });
});

describe('accordion opened from the URL hash', () => {
  it('the hash at load opens the section it names', () => {
    history.replaceState(null, '', '#faq-gift');
    mount(FAQ());
    expect(openSections('faq')).toEqual([2]);
  });

  it('a hash naming an element inside a panel opens that panel', () => {
    history.replaceState(null, '', '#care-text');
    mount(FAQ());
    expect(openSections('faq')).toEqual([1]);
  });

  it('follows the hash when it changes', async () => {
    mount(FAQ());
    window.location.hash = '#care';
    await waitFor(() => expect(triggersOf('faq')[1]!.getAttribute('aria-expanded')).toBe('true'));
    expect(openSections('faq')).toEqual([1]);
  });

  it('with data-multiple the hash opens its section next to the open ones', () => {
    history.replaceState(null, '', '#faq-gift');
    mount(FAQ('data-multiple="yes"'));
    expect(openSections('faq')).toEqual([0, 2]);
  });
});

describe('accordion autoplay (seconds from a data attribute; 0 = no autoplay)', () => {
  it('data-interval="2" opens the next section after 2000 ms, not before, and wraps', () => {
    mountWithAutoplay(FAQ('data-interval="2"'));
    wait(1999);
    expect(openSections('faq')).toEqual([0]);
    wait(1);
    expect(openSections('faq')).toEqual([1]);
    wait(2000);
    expect(openSections('faq')).toEqual([2]);
    wait(2000);
    expect(openSections('faq')).toEqual([0]);
  });

  it('0 means no autoplay', () => {
    mountWithAutoplay(FAQ('data-interval="0"'));
    wait(600_000);
    expect(openSections('faq')).toEqual([0]);
  });

  it('pauses on hover and while focus is inside', () => {
    mountWithAutoplay(FAQ('data-interval="2"'));
    fireEvent.mouseEnter(byId('faq'));
    wait(10_000);
    expect(openSections('faq')).toEqual([0]);
    fireEvent.mouseLeave(byId('faq'));
    act(() => triggersOf('faq')[0]!.focus());
    wait(10_000);
    expect(openSections('faq')).toEqual([0]);
    act(() => byId('elsewhere').focus());
    wait(2000);
    expect(openSections('faq')).toEqual([1]);
  });

  it('never runs under prefers-reduced-motion', () => {
    page.reducedMotion.set(true);
    mountWithAutoplay(FAQ('data-interval="2"'));
    wait(20_000);
    expect(openSections('faq')).toEqual([0]);
  });
});

describe('toggle', () => {
  it('shows and hides its panel', () => {
    mount(TOGGLE);
    const button = byId('toggle-button');
    expect(button.getAttribute('aria-controls')).toBe('ingredients');
    expect(openSections('toggle')).toEqual([]);
    fireEvent.click(button);
    expect(openSections('toggle')).toEqual([0]);
    fireEvent.click(button);
    expect(openSections('toggle')).toEqual([]);
  });

  it('several toggle sections open independently (multiple by default)', () => {
    mount(`<div id="toggle" data-island="toggle">
      <button data-accordion-trigger>One</button><div data-accordion-panel hidden>1</div>
      <button data-accordion-trigger>Two</button><div data-accordion-panel hidden>2</div></div>`);
    fireEvent.click(triggersOf('toggle')[0]!);
    fireEvent.click(triggersOf('toggle')[1]!);
    expect(openSections('toggle')).toEqual([0, 1]);
  });
});

describe('accordion keeps the server content', () => {
  it('panels keep their server nodes and typed values', () => {
    document.body.innerHTML = FAQ();
    const input = byId('note') as HTMLInputElement;
    input.value = 'gift for Tom';
    const html = panelsOf('faq').map((panel) => panel.innerHTML);
    page.mountCurrentPage();
    fireEvent.click(triggersOf('faq')[1]!);
    fireEvent.click(triggersOf('faq')[0]!);
    expect(byId('note')).toBe(input);
    expect(input.value).toBe('gift for Tom');
    expect(panelsOf('faq').map((panel) => panel.innerHTML)).toEqual(html);
  });

  it('tabs nested in a panel keep their own tabs, and their clicks do not toggle the accordion', () => {
    mount(`<div id="faq" data-island="accordion">
      <button data-accordion-trigger>Care</button>
      <div data-accordion-panel>
        <div id="inner" data-island="tabs"><ul><li><a href="#wash" data-tab>Washing</a></li><li><a href="#store" data-tab>Storing</a></li></ul>
        <div id="wash" data-tab-panel>Dishwasher safe.</div><div id="store" data-tab-panel hidden>Stack.</div></div>
      </div>
      <button data-accordion-trigger>Sizes</button><div data-accordion-panel hidden>Small.</div>
    </div>`);
    expect(triggersOf('faq')).toHaveLength(2);
    fireEvent.click(byId('inner').querySelectorAll('[data-tab]')[1]!);
    expect(openSections('faq')).toEqual([0]);
    expect(byId('store').hidden).toBe(false);
    fireEvent.keyDown(byId('inner').querySelectorAll('[data-tab]')[1]!, { key: 'Home' });
    expect(document.activeElement).toBe(byId('inner').querySelectorAll('[data-tab]')[0]);
  });

  it('an accordion nested in a panel keeps its own sections', () => {
    mount(`<div id="outer" data-island="accordion">
      <button data-accordion-trigger>Outer</button>
      <div data-accordion-panel><div id="inner" data-island="accordion">
        <button data-accordion-trigger>Inner A</button><div data-accordion-panel>a</div>
        <button data-accordion-trigger>Inner B</button><div data-accordion-panel hidden>b</div>
      </div></div>
    </div>`);
    expect(triggersOf('outer')).toHaveLength(1);
    fireEvent.click(triggersOf('inner')[1]!);
    expect(openSections('inner')).toEqual([1]);
    expect(openSections('outer')).toEqual([0]);
  });

  it('unmount gives back exactly the attributes the server printed', () => {
    document.body.innerHTML = FAQ('data-collapsible="false"') + TOGGLE;
    const before = markupSnapshot(document.body);
    const islands = page.mountCurrentPage();
    fireEvent.click(triggersOf('faq')[2]!);
    fireEvent.click(byId('toggle-button'));
    expect(markupSnapshot(document.body)).not.toEqual(before);
    act(() => islands.runtime.unmount());
    expect(markupSnapshot(document.body)).toEqual(before);
  });
});
