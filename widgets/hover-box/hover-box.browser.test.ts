import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOVER_BOX_MIN_HEIGHT_PX } from './options';
import { axeViolations, layoutShiftTotal, openPage, type OpenedPage } from '../../tests/browser/harness';

/**
 * Hover boxes on their demo page (widgets/hover-box/hover-box.demo.html): at least 250 px high, as tall as
 * the taller face, turning on hover, keyboard focus and a first tap (widgets/hover-box/README.md).
 */
const WORKSHOPS = '.demo-hover-box:nth-child(1)';
const COMMISSIONS = '.demo-hover-box:nth-child(2)';
const HOURS = '.demo-hover-box:nth-child(3)';

async function onPage(opening: Promise<OpenedPage>, test: (page: Page) => Promise<void>): Promise<void> {
  const { page, problems, close } = await opening;
  try {
    await test(page);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}

async function ready(page: Page, ...selectors: string[]): Promise<void> {
  for (const selector of selectors) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await expect.poll(() => page.getAttribute(selector, 'data-island-mounted')).toBe('hover-box');
  }
}

const face = (page: Page, selector: string) => page.getAttribute(selector, 'data-hover-box-face');
/** Which face is actually seen: the one whose front side faces the viewer and is not transparent. */
const seenFace = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)!;
    const seen = (element: Element) => {
      const style = getComputedStyle(element);
      const matrix = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
      return matrix.m11 > 0 && matrix.m22 > 0 && Number(style.opacity) > 0;
    };
    return [...box.children].filter(seen).map((child) => child.className);
  }, selector);

/** Lets the 600 ms turn finish (CSS time, not a page clock). */
const turned = (page: Page, selector: string, expected: string) =>
  expect.poll(() => seenFace(page, selector), { timeout: 3000 }).toEqual([`hover-box-${expected}`]);

describe('hover box', () => {
  it('is at least 250 px high and as tall as its taller face, measured by no script; no layout shift, axe 0', async () => {
    await onPage(openPage('/hover-box.html'), async (page) => {
      await ready(page, WORKSHOPS, COMMISSIONS, HOURS);
      // Mounting turns nothing: the theme printed each box's back face as the widget turns it away.
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await layoutShiftTotal(page)).toBe(0);
      // Each box in a row of its own height (the demo's row stretches them to the tallest).
      await page.evaluate(() => ((document.querySelector('.demo-hover-boxes') as HTMLElement).style.alignItems = 'start'));
      const heights = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.demo-hover-box')].map((box) => {
          const height = box.offsetHeight; // layout sizes: the turned face's transform does not count
          const faces = [...box.children] as HTMLElement[];
          for (const element of faces) element.style.alignSelf = 'start';
          const natural = faces.map((element) => element.offsetHeight);
          for (const element of faces) element.style.alignSelf = '';
          return { height, natural };
        }),
      );
      for (const { height, natural } of heights) {
        expect(height).toBeGreaterThanOrEqual(HOVER_BOX_MIN_HEIGHT_PX);
        expect(height).toBe(Math.max(HOVER_BOX_MIN_HEIGHT_PX, ...natural));
      }
      expect(heights[0]!.height).toBe(HOVER_BOX_MIN_HEIGHT_PX); // short faces: the minimum
      expect(heights[1]!.height).toBeGreaterThan(HOVER_BOX_MIN_HEIGHT_PX); // the long back face decides
      expect(heights[1]!.height).toBe(Math.max(...heights[1]!.natural));
      expect(await face(page, WORKSHOPS)).toBe('front');
      expect(await seenFace(page, WORKSHOPS)).toEqual(['hover-box-front']);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('turns to the back while the mouse is over it, and back when it leaves', async () => {
    await onPage(openPage('/hover-box.html'), async (page) => {
      await ready(page, WORKSHOPS);
      await page.hover(WORKSHOPS);
      expect(await face(page, WORKSHOPS)).toBe('back');
      await turned(page, WORKSHOPS, 'back');
      expect(await axeViolations(page)).toEqual([]);
      await page.mouse.move(1, 1);
      expect(await face(page, WORKSHOPS)).toBe('front');
      await turned(page, WORKSHOPS, 'front');
    });
  });

  it('keyboard: Tab to the link on the back shows the back; a box with nothing to focus on its back is focusable itself', async () => {
    await onPage(openPage('/hover-box.html'), async (page) => {
      await ready(page, WORKSHOPS, COMMISSIONS, HOURS);
      await page.evaluate(() => {
        const before = document.createElement('button');
        before.textContent = 'before';
        document.querySelector('.demo-hover-boxes')!.before(before);
        before.focus();
      });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement!.textContent)).toBe('Book a workshop');
      expect(await face(page, WORKSHOPS)).toBe('back');
      await turned(page, WORKSHOPS, 'back');
      expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().width)).toBeGreaterThan(0);
      await page.keyboard.press('Tab');
      expect(await face(page, WORKSHOPS)).toBe('front');
      expect(await face(page, COMMISSIONS)).toBe('back');
      await page.keyboard.press('Tab');
      expect(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), HOURS)).toBe(true);
      expect(await page.getAttribute(HOURS, 'tabindex')).toBe('0');
      expect(await face(page, HOURS)).toBe('back');
      await turned(page, HOURS, 'back');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('touch: the first tap turns it and follows nothing, a second tap on the link follows it', async () => {
    await onPage(openPage('/hover-box.html', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } }), async (page) => {
      await ready(page, HOURS, WORKSHOPS);
      const link = page.locator(`${WORKSHOPS} a`);
      const box = (await link.boundingBox())!;
      // The first tap lands where the link will be: it turns the box, the page stays.
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      expect(await face(page, WORKSHOPS)).toBe('back');
      expect(await page.evaluate(() => location.hash)).toBe('');
      await turned(page, WORKSHOPS, 'back');
      const shown = (await link.boundingBox())!;
      await page.touchscreen.tap(shown.x + shown.width / 2, shown.y + shown.height / 2);
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#workshops');
      // A tap outside turns it back.
      await page.touchscreen.tap(5, 5);
      expect(await face(page, WORKSHOPS)).toBe('front');
      // A tap on the back away from any link turns it back too.
      await page.locator(HOURS).scrollIntoViewIfNeeded();
      const hours = (await page.locator(HOURS).boundingBox())!;
      await page.touchscreen.tap(hours.x + 20, hours.y + 20);
      expect(await face(page, HOURS)).toBe('back');
      await page.touchscreen.tap(hours.x + 20, hours.y + 20);
      expect(await face(page, HOURS)).toBe('front');
    });
  });

  it('prefers-reduced-motion: no turn, the faces swap at once', async () => {
    await onPage(openPage('/hover-box.html', { reducedMotion: 'reduce' }), async (page) => {
      await ready(page, WORKSHOPS);
      await page.hover(WORKSHOPS);
      expect(await face(page, WORKSHOPS)).toBe('back');
      const styles = await page.evaluate((sel) => {
        return [...document.querySelector(sel)!.children].map((child) => {
          const style = getComputedStyle(child);
          return { transform: style.transform, opacity: style.opacity, transition: style.transitionDuration };
        });
      }, WORKSHOPS);
      expect(styles).toEqual([
        { transform: 'none', opacity: '0', transition: '0s' },
        { transform: 'none', opacity: '1', transition: '0s' },
      ]);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
