import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgets } from '.';
import { setUpStorefrontPage } from '../../tests/support/storefront-page';

const BANNER = (closeButton = true) => `
<div id="banner" data-island="header-banner" role="region" aria-label="Announcement">
  <p>Free shipping this week.</p>
  ${closeButton ? '<button type="button" id="close" data-banner-close aria-label="Close the announcement">×</button>' : ''}
</div>
<header><a id="logo" href="/">Shop</a></header>`;

const ON = { header_banner_enabled: 'yes', header_banner_close_btn: 'yes', header_banner_version: '7' };
const byId = (id: string) => document.getElementById(id)!;
const page = setUpStorefrontPage(widgets);

describe('header banner: shown only when header_banner_enabled', () => {
  it('stays shown when enabled and never closed', () => {
    page.mount(BANNER(), ON);
    expect(byId('banner').hidden).toBe(false);
    expect(byId('close').hidden).toBe(false);
  });

  it('is hidden when header_banner_enabled is not set (default false)', () => {
    page.mount(BANNER(), {});
    expect(byId('banner').hidden).toBe(true);
    page.mount(BANNER(), { ...ON, header_banner_enabled: 'no' });
    expect(byId('banner').hidden).toBe(true);
  });

  it('a malformed setting falls back to its default with one warning', () => {
    page.mount(BANNER(), { ...ON, header_banner_enabled: 'maybe' });
    expect(byId('banner').hidden).toBe(true);
    expect(page.warnings()).toHaveBeenCalledTimes(1);
    expect(String(page.warnings().mock.calls[0]![0])).toContain('header_banner_enabled');
  });
});

describe('header banner: the close button only when header_banner_close_btn', () => {
  it('hides the printed close button when closing is not allowed', () => {
    page.mount(BANNER(), { ...ON, header_banner_close_btn: 'no' });
    expect(byId('close').hidden).toBe(true);
    fireEvent.click(byId('close'));
    expect(byId('banner').hidden).toBe(false);
  });

  it('adds a close button, labelled from the settings, when the server printed none', () => {
    page.mount(BANNER(false), { ...ON, header_banner_close_label: 'Schließen' });
    const added = byId('banner').querySelector<HTMLButtonElement>('button[data-banner-close]')!;
    expect(added.getAttribute('aria-label')).toBe('Schließen');
    expect(added.type).toBe('button');
    fireEvent.click(added);
    expect(byId('banner').hidden).toBe(true);
  });

  it('adds none when closing is not allowed', () => {
    page.mount(BANNER(false), { ...ON, header_banner_close_btn: '0' });
    expect(byId('banner').querySelector('button')).toBeNull();
  });
});

describe('header banner: closing is remembered per header_banner_version', () => {
  it('closes on the close button, stores the version in the cookie, moves focus on', () => {
    page.mount(BANNER(), ON);
    byId('close').focus();
    fireEvent.click(byId('close'));
    expect(byId('banner').hidden).toBe(true);
    expect(document.cookie).toContain('cms_islands_banner_closed=7');
    expect(document.activeElement).toBe(byId('logo'));
  });

  it('stays closed on the next page with the same version', () => {
    document.cookie = 'cms_islands_banner_closed=7; path=/';
    page.mount(BANNER(), ON);
    expect(byId('banner').hidden).toBe(true);
  });

  it('shows again for a new version', () => {
    document.cookie = 'cms_islands_banner_closed=6; path=/';
    page.mount(BANNER(), ON);
    expect(byId('banner').hidden).toBe(false);
  });

  it('unmounting gives back the markup as printed', () => {
    const { runtime } = page.mount(BANNER(false), ON);
    fireEvent.click(byId('banner').querySelector('button')!);
    act(() => runtime.unmount(document));
    expect(byId('banner').hidden).toBe(false);
    expect(byId('banner').querySelector('button')).toBeNull();
  });
});
