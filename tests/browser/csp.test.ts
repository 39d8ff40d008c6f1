import { describe, expect, it } from 'vitest';
import { bundleContentSecurityPolicy, demoContentSecurityPolicy } from '../../demo-pages/server/csp';
import { demoUrl, newPage, openPage, settle, showIntent, waitForIslands } from './harness';
import { readmeHeader, scrollThrough, serveWithReadmeHeader, SETTINGS_NONCE } from './readme-csp';

describe('Content-Security-Policy (README)', () => {
  it('the README prints the header the demo server builds, and the demo server sends it with a fresh nonce', async () => {
    expect(readmeHeader()).toBe(bundleContentSecurityPolicy());
    const first = await fetch(demoUrl('/tabs.html'));
    const second = await fetch(demoUrl('/tabs.html'));
    const nonces = await Promise.all([first, second].map(async (response) => SETTINGS_NONCE.exec(await response.text())?.[1]));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(first.headers.get('content-security-policy')).toBe(demoContentSecurityPolicy(nonces[0]!));
  });

  // Every demo page under exactly this header, every widget kind mounted: tests/browser/demo-pages.test.ts.

  it('the bundle adds its CSS as constructable stylesheets, which style-src allows: Swiper and the contact form are styled', async () => {
    const carousel = await openPage('/carousel.html');
    try {
      await carousel.page.waitForSelector('.swiper-button-next');
      const styled = await carousel.page.evaluate(() => {
        const next = document.querySelector('.swiper-button-next')!;
        const carouselBox = next.closest('.swiper')!.getBoundingClientRect();
        const box = next.getBoundingClientRect();
        return {
          styleElements: document.querySelectorAll('style').length,
          adopted: document.adoptedStyleSheets.length > 0,
          position: getComputedStyle(next).position,
          // On the right edge, halfway down: not at the top left, where an unstyled button would sit.
          atRightEdge: Math.abs(carouselBox.right - box.right) < 12 && box.top > carouselBox.top + 20,
          iconDrawn: next.querySelector('svg.swiper-navigation-icon')!.getBoundingClientRect().width > 0,
        };
      });
      expect(styled).toEqual({ styleElements: 0, adopted: true, position: 'absolute', atRightEdge: true, iconDrawn: true });
    } finally {
      await carousel.close();
    }

    const form = await openPage('/contact-form.html');
    try {
      await showIntent(form.page, 'form.wpcf7-form');
      const hidden = await form.page.evaluate(() => ({
        styleElements: document.querySelectorAll('style').length,
        screenReaderList: document.querySelector('.screen-reader-response')!.getBoundingClientRect().height,
        hiddenFields: getComputedStyle(document.querySelector('.hidden-fields-container')!).display,
      }));
      expect(hidden).toEqual({ styleElements: 0, screenReaderList: 1, hiddenFields: 'none' });
    } finally {
      await form.close();
    }
  });

  it('the harness sees what the policy refuses: a string written as HTML, a style attribute', async () => {
    const opened = await openPage('/tabs.html');
    let thrown = '';
    try {
      thrown = await opened.page.evaluate(() => {
        const main = document.querySelector('main')!;
        main.setAttribute('style', 'outline: 1px solid red');
        try {
          main.insertAdjacentHTML('beforeend', '<p>unchecked</p>');
          return 'nothing';
        } catch (error) {
          return (error as Error).name;
        }
      });
    } finally {
      await opened.close(); // lets the violation reports arrive
    }
    const seen = opened.cspViolations.splice(0).join('\n'); // provoked on purpose: not a failure of this test
    expect(thrown).toBe('TypeError');
    expect(seen).toMatch(/require-trusted-types-for/);
    expect(seen).toMatch(/style-src-attr/);
  });

  it('a header without our policy name: one refusal, one clear error, and the carousels stay plain scrollable rows', async () => {
    const opened = await newPage();
    let state: { mounted: number; scrollable: boolean[] } | undefined;
    try {
      await serveWithReadmeHeader(opened.page, readmeHeader().replace(/trusted-types .*$/, "trusted-types 'none'"));
      await opened.page.goto(demoUrl('/carousel.html'));
      await waitForIslands(opened.page);
      await scrollThrough(opened.page);
      // The carousel's own file is refused (README, "Content-Security-Policy"): said once, on the console.
      await expect.poll(() => opened.problems.some((line) => line.includes('widget "carousel" could not be loaded'))).toBe(true);
      await settle(opened.page);
      state = await opened.page.evaluate(() => ({
        mounted: document.querySelectorAll('.swiper-initialized, [data-island="carousel"][data-island-mounted]').length,
        scrollable: [...document.querySelectorAll('.swiper')].map(
          (row) => ['auto', 'scroll'].includes(getComputedStyle(row).overflowX) && row.scrollWidth > row.clientWidth,
        ),
      }));
    } finally {
      await opened.close();
    }
    const refusals = opened.cspViolations.splice(0); // provoked on purpose
    expect(state).toEqual({ mounted: 0, scrollable: [true, true] });
    expect(refusals.filter((line) => !line.startsWith('console:'))).toEqual([expect.stringMatching(/^trusted-types refused/)]);
    expect(opened.problems.filter((line) => line.includes('refuses the Trusted Types policy "cms-islands"'))).toHaveLength(1);
  });
});
