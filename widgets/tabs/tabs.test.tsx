import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tabsWidget, tourWidget } from '.';
import { accordionWidget } from '../accordion';
import { MS_PER_SECOND } from '../../core/settings/seconds';
import { markupSnapshot } from '../../tests/support/islands';
import { setUpWidgetPage } from '../../tests/support/widget-page';

const WIDGETS = { tabs: tabsWidget, tour: tourWidget, accordion: accordionWidget };

/** Tabs as a theme prints them: links in a list, panels named by the links' hrefs, later ones hidden. */
const TABS = (attributes = '', secondHidden = 'hidden', firstHidden = '') => `
<div id="product" data-island="tabs" ${attributes}>
  <ul id="list">
    <li><a href="#tab-description" data-tab>Description</a></li>
    <li><a href="#tab-reviews" data-tab>Reviews (2)</a></li>
    <li><a href="#tab-video" data-tab>Video</a></li>
  </ul>
  <div id="tab-description" data-tab-panel ${firstHidden}>
    <p>A stoneware mug.</p><label>Engraving <input id="engraving"></label>
  </div>
  <div id="tab-reviews" data-tab-panel ${secondHidden}><p id="review">Keeps coffee warm.</p></div>
  <div id="tab-video" data-tab-panel hidden><iframe id="frame" title="Making the mug" srcdoc="<p>player</p>"></iframe></div>
</div>
<a id="elsewhere" href="#top">elsewhere</a>`;

/** A tour as the demo prints it: buttons in a [data-tab-list], panels named by aria-controls. */
const TOUR = (attributes = '') => `
<div id="tour" data-island="tour" ${attributes}>
  <div data-tab-list id="tour-list">
    <button type="button" data-tab aria-controls="tour-ordering">Ordering</button>
    <button type="button" data-tab aria-controls="tour-shipping">Shipping</button>
    <button type="button" data-tab aria-controls="tour-returns">Returns</button>
  </div>
  <div id="tour-ordering" data-tab-panel><p>Order before 2 pm.</p></div>
  <div id="tour-shipping" data-tab-panel hidden><p>Free shipping over 50 €.</p></div>
  <div id="tour-returns" data-tab-panel hidden><p>Return within 30 days.</p></div>
</div>`;

const byId = (id: string) => document.getElementById(id)!;
const tabsOf = (widgetId: string) =>
  [...byId(widgetId).querySelectorAll<HTMLElement>('[data-tab]')].filter((tab) => tab.closest('[data-island]') === byId(widgetId));
const panelsOf = (widgetId: string) =>
  [...byId(widgetId).querySelectorAll<HTMLElement>('[data-tab-panel]')].filter(
    (panel) => panel.closest('[data-island]') === byId(widgetId),
  );
/** Index of the selected tab, checked against every attribute that must agree with it. */
function selectedIndex(widgetId: string): number {
  const tabs = tabsOf(widgetId);
  const panels = panelsOf(widgetId);
  const selected = tabs.flatMap((tab, index) => (tab.getAttribute('aria-selected') === 'true' ? [index] : []));
  expect(selected).toHaveLength(1);
  const index = selected[0]!;
  tabs.forEach((tab, i) => {
    expect(tab.getAttribute('aria-selected')).toBe(String(i === index));
    expect(tab.getAttribute('tabindex')).toBe(i === index ? '0' : '-1');
    expect(panels[i]!.hidden).toBe(i !== index);
  });
  return index;
}

const page = setUpWidgetPage(WIDGETS);
const { mount, mountWithAutoplay, wait } = page;

describe('tabs: WAI-ARIA roles and states', () => {
  it('gives the list, tabs and panels their roles, and links each tab and panel both ways', () => {
    mount(TABS());
    expect(byId('list').getAttribute('role')).toBe('tablist');
    expect(byId('list').getAttribute('aria-orientation')).toBe('horizontal');
    for (const item of byId('list').querySelectorAll('li')) expect(item.getAttribute('role')).toBe('presentation');
    const tabs = tabsOf('product');
    const panels = panelsOf('product');
    tabs.forEach((tab, index) => {
      const panel = panels[index]!;
      expect(tab.getAttribute('role')).toBe('tab');
      expect(tab.id).not.toBe('');
      expect(tab.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(document.getElementById(tab.id)).toBe(tab);
    });
    expect(selectedIndex('product')).toBe(0);
  });

  it('roving tabindex: only the selected tab is in the tab order', () => {
    mount(TABS());
    expect(tabsOf('product').map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('two tab sets on one page get different generated ids', () => {
    mount(TABS() + TOUR());
    const ids = [...tabsOf('product'), ...tabsOf('tour')].map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pairs buttons with their panels through aria-controls', () => {
    mount(TOUR());
    const tabs = tabsOf('tour');
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(['tour-ordering', 'tour-shipping', 'tour-returns']);
    expect(byId('tour-shipping').getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
  });

  it('the selected tab and its panel carry the class is-active, in step with the selection', () => {
    mount(TABS().replace('href="#tab-description"', 'href="#tab-description" class="is-active"'));
    const activeOnes = () =>
      [...byId('product').querySelectorAll('.is-active')].map((element) => element.getAttribute('href') ?? element.id);
    expect(activeOnes()).toEqual(['#tab-description', 'tab-description']);
    fireEvent.click(tabsOf('product')[2]!);
    expect(activeOnes()).toEqual(['#tab-video', 'tab-video']);
  });

  it('starts on the panel the server did not hide', () => {
    mount(TABS('', '', 'hidden'));
    expect(selectedIndex('product')).toBe(1);
  });
});

describe('tabs: pointer and keyboard', () => {
  it('a click selects the tab and does not follow the link', () => {
    mount(TABS());
    const followed = fireEvent.click(tabsOf('product')[1]!);
    expect(followed).toBe(false); // default prevented: the page does not jump to the panel
    expect(location.hash).toBe('');
    expect(selectedIndex('product')).toBe(1);
  });

  it('a click inside a tab (on its label) selects it', () => {
    mount(TABS().replace('>Video<', '><span id="video-label">Video</span><'));
    fireEvent.click(byId('video-label'));
    expect(selectedIndex('product')).toBe(2);
  });

  it('Right and Left move to the next and previous tab, wrapping, and take focus along', () => {
    mount(TABS());
    const tabs = tabsOf('product');
    act(() => tabs[0]!.focus());
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })).toBe(false);
    expect(selectedIndex('product')).toBe(1);
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(selectedIndex('product')).toBe(0); // wrapped from the last to the first
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selectedIndex('product')).toBe(2); // wrapped from the first to the last
    expect(document.activeElement).toBe(tabs[2]);
  });

  it('right-to-left: Left and Right follow the visual direction (Left goes to the next tab), wrapping', () => {
    mount(`<div dir="rtl">${TABS()}</div>`);
    const tabs = tabsOf('product');
    act(() => tabs[0]!.focus());
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })).toBe(false);
    expect(selectedIndex('product')).toBe(1);
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(selectedIndex('product')).toBe(0);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selectedIndex('product')).toBe(2); // wrapped from the first to the last
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(selectedIndex('product')).toBe(0);
  });

  it('Home and End go to the first and last tab', () => {
    mount(TABS());
    const tabs = tabsOf('product');
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(selectedIndex('product')).toBe(2);
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(selectedIndex('product')).toBe(0);
    expect(document.activeElement).toBe(tabs[0]);
  });

  it('Up and Down do nothing on horizontal tabs, and other keys keep their default', () => {
    mount(TABS());
    const tabs = tabsOf('product');
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' })).toBe(true);
    expect(fireEvent.keyDown(tabs[0]!, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(tabs[0]!, { key: 'a' })).toBe(true);
    expect(selectedIndex('product')).toBe(0);
  });

  /** The URL selects another tab while focus stays on the first one (the browser's Back button, say). */
  function selectFromUrl(hash: string) {
    act(() => {
      history.replaceState(null, '', hash);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
  }

  it('an arrow key moves focus even when the tab it reaches was already selected', () => {
    mount(TABS());
    const tabs = tabsOf('product');
    act(() => tabs[0]!.focus());
    selectFromUrl('#tab-reviews');
    expect(selectedIndex('product')).toBe(1);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
  });

  it('focus is never pulled back into the tabs after it has left them', () => {
    mount(TABS());
    const tabs = tabsOf('product');
    act(() => tabs[0]!.focus());
    selectFromUrl('#tab-reviews');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    act(() => byId('elsewhere').focus());
    selectFromUrl('#tab-description');
    expect(selectedIndex('product')).toBe(0);
    expect(document.activeElement).toBe(byId('elsewhere'));
  });
});

describe('tours: vertical tabs', () => {
  it('are announced as vertical and use Up and Down, wrapping', () => {
    mount(TOUR());
    expect(byId('tour-list').getAttribute('role')).toBe('tablist');
    expect(byId('tour-list').getAttribute('aria-orientation')).toBe('vertical');
    const tabs = tabsOf('tour');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowUp' });
    expect(selectedIndex('tour')).toBe(2);
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowDown' });
    expect(selectedIndex('tour')).toBe(0);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' });
    expect(selectedIndex('tour')).toBe(1);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(selectedIndex('tour')).toBe(2);
  });

  it('right-to-left changes nothing on a tour: Down is still the next tab', () => {
    mount(`<div dir="rtl">${TOUR()}</div>`);
    const tabs = tabsOf('tour');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' });
    expect(selectedIndex('tour')).toBe(1);
    expect(fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' })).toBe(true);
    expect(selectedIndex('tour')).toBe(1);
  });

  it('Left and Right do nothing on a tour', () => {
    mount(TOUR());
    const tabs = tabsOf('tour');
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })).toBe(true);
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })).toBe(true);
    expect(selectedIndex('tour')).toBe(0);
  });
});

describe('tabs opened from the URL hash', () => {
  it('the hash at load selects the tab whose panel it names', () => {
    history.replaceState(null, '', '#tab-video');
    mount(TABS());
    expect(selectedIndex('product')).toBe(2);
  });

  it('a hash naming an element inside a panel selects that panel', () => {
    history.replaceState(null, '', '#review');
    mount(TABS());
    expect(selectedIndex('product')).toBe(1);
  });

  it('follows the hash when it changes (hashchange)', async () => {
    mount(TABS());
    window.location.hash = '#tab-reviews';
    await waitFor(() => expect(tabsOf('product')[1]!.getAttribute('aria-selected')).toBe('true'));
    expect(selectedIndex('product')).toBe(1);
  });

  it('a hash naming nothing in the tabs changes nothing', () => {
    history.replaceState(null, '', '#elsewhere');
    mount(TABS('', '', 'hidden'));
    expect(selectedIndex('product')).toBe(1);
  });
});

describe('tabs autoplay (interval in seconds from a data attribute; 0 = no autoplay)', () => {
  const INTERVAL_SECONDS = 3;

  it('reads the interval in SECONDS: data-interval="3" advances after 3000 ms, not before', () => {
    expect(MS_PER_SECOND).toBe(1000);
    mountWithAutoplay(TABS(`data-interval="${INTERVAL_SECONDS}"`));
    wait(INTERVAL_SECONDS * 1000 - 1);
    expect(selectedIndex('product')).toBe(0);
    wait(1);
    expect(selectedIndex('product')).toBe(1);
    wait(INTERVAL_SECONDS * 1000);
    expect(selectedIndex('product')).toBe(2);
    wait(INTERVAL_SECONDS * 1000);
    expect(selectedIndex('product')).toBe(0); // wraps
  });

  it('accepts fractions of a second', () => {
    mountWithAutoplay(TABS('data-interval="1.5"'));
    wait(1499);
    expect(selectedIndex('product')).toBe(0);
    wait(1);
    expect(selectedIndex('product')).toBe(1);
  });

  it('data-interval="0" (and no attribute) means no autoplay', () => {
    mountWithAutoplay(TABS('data-interval="0"') + TOUR());
    wait(600_000);
    expect(selectedIndex('product')).toBe(0);
    expect(selectedIndex('tour')).toBe(0);
  });

  it('pauses while the pointer is over the tabs', () => {
    mountWithAutoplay(TABS(`data-interval="${INTERVAL_SECONDS}"`));
    fireEvent.mouseEnter(byId('product'));
    wait(INTERVAL_SECONDS * 1000 * 3);
    expect(selectedIndex('product')).toBe(0);
    fireEvent.mouseLeave(byId('product'));
    wait(INTERVAL_SECONDS * 1000);
    expect(selectedIndex('product')).toBe(1);
  });

  it('pauses while focus is inside the tabs', () => {
    mountWithAutoplay(TABS(`data-interval="${INTERVAL_SECONDS}"`));
    act(() => tabsOf('product')[0]!.focus());
    wait(INTERVAL_SECONDS * 1000 * 3);
    expect(selectedIndex('product')).toBe(0);
    act(() => byId('elsewhere').focus());
    wait(INTERVAL_SECONDS * 1000);
    expect(selectedIndex('product')).toBe(1);
  });

  it('never runs when the visitor prefers reduced motion', () => {
    page.reducedMotion.set(true);
    mountWithAutoplay(TABS(`data-interval="${INTERVAL_SECONDS}"`));
    wait(INTERVAL_SECONDS * 1000 * 10);
    expect(selectedIndex('product')).toBe(0);
  });

  it('a bad interval warns once, naming the widget, and does not autoplay', () => {
    mountWithAutoplay(TABS('data-interval="fast"') + TOUR('data-interval="-2"'));
    wait(600_000);
    expect(selectedIndex('product')).toBe(0);
    expect(selectedIndex('tour')).toBe(0);
    expect(page.warnings()).toHaveBeenCalledTimes(2);
    expect(String(page.warnings().mock.calls[0]![0])).toContain('widget "tabs"');
    expect(String(page.warnings().mock.calls[0]![0])).toContain('interval');
    expect(String(page.warnings().mock.calls[1]![0])).toContain('widget "tour"');
  });

  it('stops when the tabs are unmounted: no timer is left behind', () => {
    const islands = mountWithAutoplay(TABS(`data-interval="${INTERVAL_SECONDS}"`));
    expect(vi.getTimerCount()).toBe(1);
    act(() => islands.runtime.unmount(byId('product')));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('tabs keep the server content', () => {
  it('panels keep their server nodes: the typed value, the iframe, the text', () => {
    document.body.innerHTML = TABS();
    const input = byId('engraving') as HTMLInputElement;
    input.value = 'For Ana';
    const iframe = byId('frame');
    const panelHtml = panelsOf('product').map((panel) => panel.innerHTML);
    page.mountCurrentPage();
    fireEvent.click(tabsOf('product')[2]!);
    fireEvent.click(tabsOf('product')[0]!);
    expect(byId('engraving')).toBe(input);
    expect(input.value).toBe('For Ana');
    expect(byId('frame')).toBe(iframe);
    expect(panelsOf('product').map((panel) => panel.innerHTML)).toEqual(panelHtml);
  });

  it('nested tabs in a panel keep their own tabs', () => {
    mount(`<div id="outer" data-island="tabs">
      <div data-tab-list id="outer-list"><button data-tab>Care</button><button data-tab>Sizes</button></div>
      <div id="care" data-tab-panel>
        <div id="inner" data-island="tabs">
          <ul><li><a href="#wash" data-tab>Washing</a></li><li><a href="#store" data-tab>Storing</a></li></ul>
          <div id="wash" data-tab-panel>Dishwasher safe.</div><div id="store" data-tab-panel hidden>Stack with a cloth.</div>
        </div>
      </div>
      <div id="sizes" data-tab-panel hidden>Small and large.</div>
    </div>`);
    expect(tabsOf('outer')).toHaveLength(2);
    expect(tabsOf('outer').map((tab) => tab.getAttribute('aria-controls'))).toEqual(['care', 'sizes']);
    expect(tabsOf('inner').map((tab) => tab.getAttribute('aria-controls'))).toEqual(['wash', 'store']);
    expect(byId('outer-list').querySelectorAll('[role="tab"]')).toHaveLength(2);
    fireEvent.click(tabsOf('inner')[1]!);
    expect(selectedIndex('inner')).toBe(1);
    expect(selectedIndex('outer')).toBe(0);
    fireEvent.keyDown(tabsOf('inner')[1]!, { key: 'End' });
    expect(selectedIndex('outer')).toBe(0);
    fireEvent.keyDown(tabsOf('outer')[0]!, { key: 'ArrowRight' });
    expect(selectedIndex('outer')).toBe(1);
    expect(selectedIndex('inner')).toBe(1);
  });

  it('a hash naming a panel of nested tabs opens the outer panel around it too', () => {
    history.replaceState(null, '', '#store');
    mount(`<div id="outer" data-island="tabs">
      <div data-tab-list><button data-tab>Sizes</button><button data-tab>Care</button></div>
      <div data-tab-panel>Small and large.</div>
      <div data-tab-panel hidden><div id="inner" data-island="tabs">
        <div data-tab-list><button data-tab aria-controls="wash">Washing</button><button data-tab aria-controls="store">Storing</button></div>
        <div id="wash" data-tab-panel>Dishwasher safe.</div><div id="store" data-tab-panel hidden>Stack with a cloth.</div>
      </div></div>
    </div>`);
    expect(selectedIndex('outer')).toBe(1);
    expect(selectedIndex('inner')).toBe(1);
  });

  it('unmount gives back exactly the attributes the server printed', () => {
    document.body.innerHTML = TABS().replace('id="tab-description"', 'id="tab-description" class="panel is-active"') + TOUR();
    const before = markupSnapshot(document.body);
    const islands = page.mountCurrentPage();
    fireEvent.click(tabsOf('product')[2]!);
    fireEvent.keyDown(tabsOf('tour')[0]!, { key: 'End' });
    expect(markupSnapshot(document.body)).not.toEqual(before);
    act(() => islands.runtime.unmount());
    expect(markupSnapshot(document.body)).toEqual(before);
  });
});

describe('tabs with unusual addresses', () => {
  it('a malformed percent sign in the URL hash does not break the tabs', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '#100%');
    mount(TABS());
    expect(errors).not.toHaveBeenCalled();
    expect(selectedIndex('product')).toBe(0);
    fireEvent.click(tabsOf('product')[1]!);
    expect(selectedIndex('product')).toBe(1);
  });

  it('a tab link whose href has a malformed percent sign still works (paired by order)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(TABS().replace('href="#tab-reviews"', 'href="#50%-off"'));
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(tabsOf('product')[1]!);
    expect(selectedIndex('product')).toBe(1);
  });
});
