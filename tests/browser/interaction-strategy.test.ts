import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { HELD_ACTION_LIMIT_MS } from '../../mount/strategies';
import { openOnClock, pauseClock } from './clock';
import { axeViolations, demoUrl, newPage, settle, settleFiles, type OpenedPage } from './harness';

/**
 * The `interaction` strategy (README, "Mount strategies") on the real demo pages: drawers, popups, the
 * search overlay, galleries, comment replies, the contact form and scroll-to-top wait for the visitor.
 * Their file is not fetched at load; the first sign of intent fetches it, and the first click or
 * submit before the widget has mounted is held and replayed (nothing the visitor did is lost). When
 * the file cannot come, the held action goes on as the browser would have done it.
 */

let opened: OpenedPage | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const FILES = {
  drawers: 'cms-islands.widget-drawers.js',
  popups: 'cms-islands.widget-popups.js',
  search: 'cms-islands.widget-search.js',
  contactForm: 'cms-islands.widget-contact-form.js',
  comments: 'cms-islands.widget-comment-reply.js',
  scrollToTop: 'cms-islands.widget-scroll-to-top.js',
  postList: 'cms-islands.widget-post-list.js',
} as const;

type Gate = { open(): void };

/**
 * Opens a demo page with a family's file answering only when the test opens the gate (so a click is
 * sure to come before the widget has mounted), or never (`abort`).
 */
async function openWith(path: string, file: string, mode: 'gate' | 'abort' | 'free', options: BrowserContextOptions = {}): Promise<Gate> {
  opened = await newPage(options);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  if (mode !== 'free')
    await opened.page.route(`**/${file}`, async (route) => {
      if (mode === 'abort') return route.abort();
      await gate;
      await route.continue();
    });
  await opened.page.goto(demoUrl(path));
  await opened.page.waitForFunction(() => 'CMSIslands' in window);
  // Every file asked for at load has come (a refused one never does: then two frames are enough).
  if (mode === 'abort') await settle(opened.page);
  else await settleFiles(opened.page);
  return { open: release };
}

const requested = (page: Page, file: string) =>
  page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(name)), file);
const fileAsked = (page: Page, file: string) =>
  page.evaluate(
    (name) => [...document.querySelectorAll<HTMLScriptElement>('script[data-islands-file]')].some((script) => script.src.endsWith(name)),
    file,
  );
const dialogOpen = (page: Page, selector: string) =>
  page.evaluate((target) => document.querySelector<HTMLDialogElement>(target)?.open ?? false, selector);
const ownErrors = (problems: readonly string[]) => problems.filter((line) => line.includes('[cms-islands]'));

describe('drawers wait for the visitor', () => {
  it('nothing at load; a first click on an opener fetches the file, mounts the drawer and opens it', async () => {
    const gate = await openWith('/shop-menus.html', FILES.drawers, 'gate');
    const { page, problems } = opened!;
    expect(await fileAsked(page, FILES.drawers)).toBe(false);
    await page.click('.shop-grid-button');
    await expect.poll(() => fileAsked(page, FILES.drawers)).toBe(true);
    expect(await dialogOpen(page, '#shop-fullscreen-menu')).toBe(false); // held while the file is on its way
    gate.open();
    await expect.poll(() => dialogOpen(page, '#shop-fullscreen-menu')).toBe(true);
    expect(await page.evaluate(() => document.getElementById('shop-fullscreen-menu')!.contains(document.activeElement))).toBe(true);
    // One click, one opening: closing it leaves it closed (the click was not played twice).
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogOpen(page, '#shop-fullscreen-menu')).toBe(false);
    expect(problems).toEqual([]);
  });

  it("an element earlier on the page with the drawer's id does not take its opener's first click", async () => {
    const gate = await openWith('/shop-menus.html', FILES.drawers, 'gate');
    const { page, problems } = opened!;
    // Content printed before the header (a post, an HTML answer) carrying the drawer's id.
    await page.evaluate(() => {
      const impostor = document.createElement('div');
      impostor.id = 'shop-fullscreen-menu';
      document.body.prepend(impostor);
    });
    await page.click('.shop-grid-button');
    await expect.poll(() => fileAsked(page, FILES.drawers)).toBe(true);
    gate.open();
    await expect.poll(() => dialogOpen(page, 'dialog#shop-fullscreen-menu')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('Enter on a focused opener: focus asks for the file, the key press opens the drawer', async () => {
    await openWith('/shop-menus.html', FILES.drawers, 'free');
    const { page, problems } = opened!;
    await page.focus('.shop-filters-button');
    await expect.poll(() => fileAsked(page, FILES.drawers)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogOpen(page, '#shop-sidebar')).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.classList.contains('shop-filters-button'));
    expect(problems).toEqual([]);
  });

  it('a tap before the file has come opens the mobile menu once it has', async () => {
    const gate = await openWith('/shop-menus.html', FILES.drawers, 'gate', {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const { page, problems } = opened!;
    await page.tap('.shop-burger');
    gate.open();
    await expect.poll(() => dialogOpen(page, '#shop-mobile-menu')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('when the file cannot come: one console error, the click changes nothing else, no page error', async () => {
    await openWith('/shop-menus.html', FILES.drawers, 'abort');
    const { page, problems } = opened!;
    await page.click('.shop-grid-button');
    await expect.poll(() => ownErrors(problems).length).toBe(1);
    expect(ownErrors(problems)[0]).toContain('widget "fullscreen-menu" could not be loaded');
    expect(await dialogOpen(page, '#shop-fullscreen-menu')).toBe(false);
    expect(problems.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    problems.length = 0; // the refusal's own lines, on purpose
  });
});

describe('popups, the search overlay and comment replies wait for the visitor', () => {
  it('a first click on a content popup link before it has mounted opens the popup, and the page stays', async () => {
    // The family's file is there already (the promo popup mounts at load): the opener mounts on the click.
    await openWith('/popups.html', FILES.popups, 'free');
    const { page, problems } = opened!;
    const url = page.url();
    expect(await page.getAttribute('a[href="/popup-demo/delivery"]', 'data-island-mounted')).toBeNull();
    await page.click('a[href="/popup-demo/delivery"]');
    await page.waitForSelector('dialog.cms-popup[open]');
    expect(page.url()).toBe(url);
    expect(problems).toEqual([]);
  });

  it('a tap on a popup button opens it', async () => {
    await openWith('/popups.html', FILES.popups, 'free', { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    const { page, problems } = opened!;
    await page.tap('button[data-popup-src="#size-guide"]');
    await page.waitForSelector('dialog.cms-popup[open] #size-guide');
    expect(problems).toEqual([]);
  });

  it('when the popups file cannot come, the first click on a link is followed: the page it names opens', async () => {
    await openWith('/popups.html', FILES.popups, 'abort');
    const { page, problems } = opened!;
    await Promise.all([page.waitForURL(/\/popup-demo\/delivery$/), page.click('a[href="/popup-demo/delivery"]')]);
    expect(ownErrors(problems).every((line) => line.includes('could not be loaded'))).toBe(true);
    problems.length = 0; // the refusal's own lines, on purpose
  });

  it('the search icon: a first click before mount opens the overlay instead of leaving for the results page', async () => {
    const gate = await openWith('/search.html', FILES.search, 'gate');
    const { page, problems } = opened!;
    const url = page.url();
    expect(await requested(page, FILES.search)).toBe(false);
    await page.click('.demo-search-icon');
    gate.open();
    await expect.poll(() => dialogOpen(page, '.demo-search-overlay')).toBe(true);
    await page.waitForFunction(() => document.activeElement?.id === 'overlay-search');
    expect(page.url()).toBe(url);
    expect(problems).toEqual([]);
  });

  it('when the search file stalls, the held click on the icon is let through after HELD_ACTION_LIMIT_MS: the results page opens', async () => {
    let release = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    opened = await openOnClock('/search.html', {}, async (page) => {
      await page.route(`**/${FILES.search}`, async (route) => {
        await stalled; // no answer, no error: a connection that hangs
        await route.abort().catch(() => undefined);
      });
    });
    const { page, close } = opened;
    opened = { ...opened, close: async () => (release(), await close()) };
    await pauseClock(page);
    const url = page.url();
    await page.click('.demo-search-icon');
    await expect.poll(() => fileAsked(page, FILES.search)).toBe(true);
    await page.clock.runFor(HELD_ACTION_LIMIT_MS - 100);
    expect(page.url()).toBe(url); // still held
    await Promise.all([page.waitForURL(/\?s=&post_type=product$/), page.clock.runFor(200)]);
  });

  it('the search icon from the keyboard: Tab to it, Enter opens the overlay', async () => {
    await openWith('/search.html', FILES.search, 'free');
    const { page, problems } = opened!;
    await page.focus('.demo-search-icon');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogOpen(page, '.demo-search-overlay')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a first click on a reply link before the widget has mounted moves the form under the comment, with what was typed in it; no page load', async () => {
    const gate = await openWith('/comments.html', FILES.comments, 'gate');
    const { page, problems } = opened!;
    await page.fill('#respond textarea', 'What I typed before the file came'); // focus: the file is asked for
    await page.click('a.comment-reply-link[data-commentid="3"]');
    gate.open();
    await page.waitForFunction(() => document.getElementById('respond')!.parentElement === document.getElementById('comment-3'));
    expect(page.url()).not.toContain('replytocom');
    expect(await page.inputValue('#respond textarea')).toBe('What I typed before the file came');
    expect(problems).toEqual([]);
  });
});

describe('the contact form waits for the visitor', () => {
  const FORM = '#wpcf7-f4-p5-o1 form';
  async function fill(page: Page): Promise<void> {
    await page.fill(`${FORM} [name="your-name"]`, 'Ana');
    await page.fill(`${FORM} [name="your-email"]`, 'ana@example.com');
    await page.fill(`${FORM} [name="your-subject"]`, 'A mug');
  }

  it('a submit before its file has come is sent once it has, through the widget: the answer shows in place', async () => {
    // Without the backend's 700 ms wait before its answer (so a person sees the loader): ?delay=off.
    const gate = await openWith('/contact-form.html?delay=off', FILES.contactForm, 'gate');
    const { page, problems } = opened!;
    expect(await fileAsked(page, FILES.contactForm)).toBe(false);
    await fill(page);
    const url = page.url();
    await page.click(`${FORM} [type="submit"]`);
    gate.open();
    await page.waitForFunction((form) => (document.querySelector(`${form} .wpcf7-response-output`)?.textContent ?? '').trim() !== '', FORM);
    expect(page.url()).toBe(url);
    expect(problems).toEqual([]);
  });

  it('when the file cannot come, the held submit posts the form the classic way', async () => {
    await openWith('/contact-form.html', FILES.contactForm, 'abort');
    const { page, problems } = opened!;
    await fill(page);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/contact-form.html'));
    await page.click(`${FORM} [type="submit"]`);
    const request = await posted;
    expect(request.postData()).toContain('your-name');
    problems.length = 0; // the refusal's own line, and the demo server's answer to a classic post
  });
});

describe('before a widget mounts: what the page shows at load, and what the visitor did meanwhile (README, "Before a widget mounts")', () => {
  /** Each opener's ARIA, by selector. */
  const openerAria = (page: Page, selector: string) =>
    page.evaluate(
      (target) =>
        [...document.querySelectorAll(target)].map((opener) => ({
          haspopup: opener.getAttribute('aria-haspopup'),
          controls: opener.getAttribute('aria-controls'),
          expanded: opener.getAttribute('aria-expanded'),
        })),
      selector,
    );

  it("drawers' openers say which dialog they open without the drawers' file, and so does one the theme renders later; axe is clean", async () => {
    await openWith('/shop-menus.html', FILES.drawers, 'abort');
    const { page } = opened!;
    expect(await requested(page, FILES.drawers)).toBe(false);
    const openers = await page.evaluate(() =>
      [...document.querySelectorAll('[data-opens]')].map((opener) => opener.getAttribute('data-opens')),
    );
    expect(openers.length).toBeGreaterThan(0);
    expect(await openerAria(page, '[data-opens]')).toEqual(openers.map((id) => ({ haspopup: 'dialog', controls: id, expanded: null })));
    await page.evaluate(() => {
      const again = document.querySelector('.shop-burger')!.cloneNode(true) as HTMLElement;
      for (const name of ['aria-haspopup', 'aria-controls']) again.removeAttribute(name);
      again.id = 'rendered-again';
      document.querySelector('.shop-burger')!.after(again);
    });
    await expect
      .poll(() => openerAria(page, '#rendered-again'))
      .toEqual([{ haspopup: 'dialog', controls: 'shop-mobile-menu', expanded: null }]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the search overlay's icon and the content popups' openers say they open a dialog before their files have come", async () => {
    await openWith('/search.html', FILES.search, 'abort');
    expect(await openerAria(opened!.page, '.demo-search-icon')).toEqual([{ haspopup: 'dialog', controls: null, expanded: 'false' }]);
    expect(await requested(opened!.page, FILES.search)).toBe(false);
    await opened!.close();
    await openWith('/popups.html', FILES.popups, 'free');
    const { page } = opened!;
    const popupOpeners = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island="popup"]:not([data-island-mounted])')].map((opener) =>
        opener.getAttribute('aria-haspopup'),
      ),
    );
    expect(popupOpeners.length).toBeGreaterThan(0);
    expect(new Set(popupOpeners)).toEqual(new Set(['dialog']));
  });

  it('a query typed into the search before its file came gets its suggestions once it has, the field keeping focus and text', async () => {
    const gate = await openWith('/search.html', FILES.search, 'gate');
    const { page, problems } = opened!;
    await page.focus('#sidebar-search');
    await page.keyboard.type('cel', { delay: 20 });
    await expect.poll(() => fileAsked(page, FILES.search)).toBe(true);
    expect(await page.locator('.cms-islands-search-option').count()).toBe(0);
    gate.open();
    await page.waitForSelector('.cms-islands-search-results .cms-islands-search-option');
    expect(await page.getAttribute('#sidebar-search', 'aria-expanded')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).id)).toBe('sidebar-search');
    expect(await page.inputValue('#sidebar-search')).toBe('cel');
    expect(problems).toEqual([]);
  });

  it("a list's filter clicked while the list's file is on its way (a visible widget) is applied once it has mounted", async () => {
    opened = await newPage();
    const { page, problems } = opened;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${FILES.postList}`, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(demoUrl('/blog.html'), { waitUntil: 'domcontentloaded' }); // the held file holds the load event
    const list = '.demo-post-list[data-source="main_loop"]';
    await expect.poll(() => fileAsked(page, FILES.postList)).toBe(true); // near at load: its file is asked for
    await page.click(`${list} [data-post-list-filter="travel"]`);
    expect(await page.getAttribute(`${list} [data-post-list-filter="travel"]`, 'aria-pressed')).not.toBe('true');
    release();
    await expect.poll(() => page.getAttribute(`${list} [data-post-list-filter="travel"]`, 'aria-pressed')).toBe('true');
    const shown = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(`${selector} [data-post-list-items] > article:not([hidden])`)].every((item) =>
          item.getAttribute('data-categories')!.split(' ').includes('travel'),
        ),
      list,
    );
    expect(shown).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('scroll-to-top waits for the page to scroll', () => {
  it('no file at load; the first scroll brings it, and past 100 px the button shows', async () => {
    await openWith('/shop-header.html', FILES.scrollToTop, 'free');
    const { page, problems } = opened!;
    expect(await requested(page, FILES.scrollToTop)).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.isVisible('[data-island="scroll-to-top"]')).toBe(true);
    expect(problems).toEqual([]);
  });
});
