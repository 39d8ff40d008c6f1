import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgets } from '.';
import { FOOTER_ACCORDION_QUERY } from './options';
import { markupSnapshot } from '../../tests/support/islands';
import { setUpStorefrontPage } from '../../tests/support/storefront-page';

const FOOTER = (attributes = '') => `
<div id="footer" data-island="footer-accordion" ${attributes}>
  <section class="widget"><h2 class="widget-title" id="t-help">Help <a id="help-link" href="/help">(all)</a></h2><ul id="c-help"><li>Returns</li></ul></section>
  <section class="widget"><h2 class="widget-title">Hours</h2><div class="textwidget" id="c-hours"><p>10 to 6</p></div></section>
  <section class="widget"><h2 class="widget-title">Newsletter</h2><p id="intro">Sign up</p><form data-footer-content id="c-news"><input id="email"></form></section>
</div>`;

const page = setUpStorefrontPage(widgets);
const byId = (id: string) => document.getElementById(id)!;
const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('#footer .widget-title > button')];
const expanded = () => buttons().map((button) => button.getAttribute('aria-expanded'));

describe('footer accordion: only at widths of 576 px or less', () => {
  it('listens to the 576 px query', () => {
    expect(FOOTER_ACCORDION_QUERY).toBe('(max-width: 576px)');
  });

  it('above 576 px adds nothing: titles plain, every content shown', () => {
    page.mount(FOOTER());
    expect(buttons()).toHaveLength(0);
    for (const id of ['c-help', 'c-hours', 'c-news']) expect(byId(id).hasAttribute('hidden')).toBe(false);
  });

  it('at 576 px or less the titles become accordion headers, all closed', () => {
    page.setMedia(FOOTER_ACCORDION_QUERY, true);
    page.mount(FOOTER());
    expect(buttons()).toHaveLength(3);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(buttons()[0]!.getAttribute('aria-controls')).toBe('c-help');
    expect(buttons()[0]!.type).toBe('button');
    // The title's own nodes moved into the button, the link among them (not re-created).
    expect(buttons()[0]!.contains(byId('help-link'))).toBe(true);
    expect(byId('c-help').getAttribute('hidden')).toBe('until-found');
    // The marked content, not the paragraph right after the title.
    expect(buttons()[2]!.getAttribute('aria-controls')).toBe('c-news');
    expect(byId('intro').hasAttribute('hidden')).toBe(false);
  });

  it('a header opens and closes its own content; several may be open', () => {
    page.setMedia(FOOTER_ACCORDION_QUERY, true);
    page.mount(FOOTER());
    fireEvent.click(buttons()[0]!);
    fireEvent.click(buttons()[1]!);
    expect(expanded()).toEqual(['true', 'true', 'false']);
    expect(byId('c-help').hasAttribute('hidden')).toBe(false);
    fireEvent.click(buttons()[0]!);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(byId('c-help').getAttribute('hidden')).toBe('until-found');
  });

  it('find-in-page opens the section it found text in', () => {
    page.setMedia(FOOTER_ACCORDION_QUERY, true);
    page.mount(FOOTER());
    act(() => void byId('c-hours').dispatchEvent(new Event('beforematch', { bubbles: true })));
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });
});

describe('footer accordion: crossing the breakpoint both ways', () => {
  it('restores the plain markup above, the open sections below, and loses nothing', () => {
    document.body.innerHTML = FOOTER();
    const printed = markupSnapshot(document.body);
    page.setMedia(FOOTER_ACCORDION_QUERY, true);
    page.mount(FOOTER());
    const link = byId('help-link');
    const input = byId('email') as HTMLInputElement;
    input.value = 'ada@example.com';
    fireEvent.click(buttons()[2]!);
    page.setMedia(FOOTER_ACCORDION_QUERY, false);
    expect(markupSnapshot(document.body).map((line) => line.replace(/data-island-mounted="[^"]*" ?/, ''))).toEqual(printed);
    page.setMedia(FOOTER_ACCORDION_QUERY, true);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(byId('help-link')).toBe(link);
    expect((byId('email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('a malformed title selector falls back to the default with one warning', () => {
    page.setMedia(FOOTER_ACCORDION_QUERY, true);
    page.mount(FOOTER('data-title-selector="[[["'));
    expect(buttons()).toHaveLength(3);
    expect(page.warnings()).toHaveBeenCalledTimes(1);
  });

  it('data-title-selector names other titles', () => {
    page.setMedia(FOOTER_ACCORDION_QUERY, true);
    page.mount(FOOTER('data-title-selector="#t-help"'));
    expect(buttons()).toHaveLength(1);
  });
});
