import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { flushTasks, openOnClock } from '../../tests/browser/clock';
import { axeViolations, layoutShiftTotal, settle, type OpenedPage } from '../../tests/browser/harness';
import { TOOLTIP_FADE_MS } from './timing';

let opened: OpenedPage | null = null;
afterEach(async () => {
  const problems = opened?.problems ?? [];
  await opened?.close();
  opened = null;
  expect(problems).toEqual([]);
});

/**
 * The hotspots demo, with the clock installed (running) before it loads, so hover delays can be
 * stepped: one page load (it was loaded, then loaded again under the clock).
 */
async function openHotspots(options: BrowserContextOptions = {}): Promise<Page> {
  opened = await openOnClock('/hotspots.html', options);
  const { page } = opened;
  await page.waitForSelector('[data-island="hotspots"][data-island-mounted]');
  // Tooltips below the fold mount as they come near (their strategy is visible).
  await page.locator('[data-island="tooltip"]').last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island="tooltip"]')].every((tip) => tip.hasAttribute('data-island-mounted')),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  return page;
}

const spot = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const expanded = (page: Page, name: string) => spot(page, name).getAttribute('aria-expanded');
const tooltipFor = async (page: Page, name: string) => {
  const ids = (await page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name }))
    .or(page.getByRole('img', { name }))
    .first()
    .getAttribute('aria-describedby'))!;
  return page.locator(`[id="${ids.split(' ').pop()}"]`);
};
const inViewport = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
};

describe('hotspots', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['375 px', { width: 375, height: 740 }],
  ])(
    '%s: a click opens the card beside its spot, inside the viewport; one at a time; Escape and outside clicks close',
    async (_name, viewport) => {
      const page = await openHotspots({ viewport });
      expect(await layoutShiftTotal(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await spot(page, 'Celadon vase').click();
      expect(await expanded(page, 'Celadon vase')).toBe('true');
      await page.waitForSelector('[data-hotspot-card]:not([hidden])[data-placement]');
      expect(await inViewport(page, '[data-hotspot-card]:not([hidden])')).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await spot(page, 'Cream cup').click();
      expect(await expanded(page, 'Celadon vase')).toBe('false');
      expect(await expanded(page, 'Cream cup')).toBe('true');
      expect(await page.locator('[data-hotspot-card]:not([hidden])').count()).toBe(1);
      await page.keyboard.press('Escape');
      expect(await expanded(page, 'Cream cup')).toBe('false');
      await spot(page, 'Cream cup').click();
      await page.mouse.click(5, 5);
      expect(await expanded(page, 'Cream cup')).toBe('false');
      expect(await layoutShiftTotal(page)).toBe(0);
    },
  );

  it('keyboard: Enter opens, Tab reaches the card link, Escape closes and focus returns to the spot', async () => {
    const page = await openHotspots();
    await spot(page, 'Celadon vase').focus();
    await page.keyboard.press('Enter');
    expect(await expanded(page, 'Celadon vase')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View the vase');
    await page.keyboard.press('Escape');
    expect(await expanded(page, 'Celadon vase')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Celadon vase');
  });

  it('hover opens after the intent delay and closes when the pointer leaves', async () => {
    const page = await openHotspots();
    await page.clock.pauseAt(Date.now() + 60_000);
    await spot(page, 'Cream cup').hover();
    await page.clock.runFor(100);
    expect(await expanded(page, 'Cream cup')).toBe('false');
    await page.clock.runFor(150);
    expect(await expanded(page, 'Cream cup')).toBe('true');
    await page.mouse.move(5, 5);
    await page.clock.runFor(300);
    expect(await expanded(page, 'Cream cup')).toBe('false');
  });

  it('touch: a tap opens the card', async () => {
    const page = await openHotspots({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await spot(page, 'Raw clay foot').tap();
    expect(await expanded(page, 'Raw clay foot')).toBe('true');
    await spot(page, 'Raw clay foot').tap();
    expect(await expanded(page, 'Raw clay foot')).toBe('false');
  });

  it('follows dir="rtl": the card opens on the left of its spot', async () => {
    const page = await openHotspots();
    const button = spot(page, 'مزهرية');
    await button.click();
    await page.waitForSelector('[data-hotspot-card]:not([hidden])[data-placement]');
    const card = (await page.locator('[data-hotspot-card]:not([hidden])').boundingBox())!;
    const at = (await button.boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(at.x);
    expect(await page.locator('[data-hotspot-card]:not([hidden])').getAttribute('data-placement')).toBe('left');
  });
});

describe('tooltips', () => {
  it('hover: shown after the intent delay, above its icon (never covering it), hoverable, hidden on Escape', async () => {
    const page = await openHotspots();
    await page.clock.pauseAt(Date.now() + 60_000);
    const tooltip = await tooltipFor(page, 'Wishlist');
    await page.getByRole('button', { name: 'Wishlist', exact: true }).hover();
    await page.clock.runFor(100);
    expect(await tooltip.isHidden()).toBe(true);
    await page.clock.runFor(150);
    expect(await tooltip.isVisible()).toBe(true);
    const tip = (await tooltip.boundingBox())!;
    const icon = (await page.getByRole('button', { name: 'Wishlist', exact: true }).boundingBox())!;
    expect(tip.y + tip.height).toBeLessThanOrEqual(icon.y);
    expect(await tooltip.getAttribute('role')).toBe('tooltip');
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForFunction((id) => document.getElementById(id)?.hidden, (await tooltip.getAttribute('id'))!);
  });

  it('hovered again and again, its element is described by the tip exactly once (what a screen reader reads)', async () => {
    const page = await openHotspots();
    await page.clock.pauseAt(Date.now() + 60_000);
    const wishlist = page.getByRole('button', { name: 'Wishlist', exact: true });
    const tooltip = await tooltipFor(page, 'Wishlist');
    // The hidden attribute, not the painted box: the fade out keeps it painted for 150 ms of real time.
    const shown = () => tooltip.evaluate((element) => !element.hasAttribute('hidden'));
    for (let hover = 0; hover < 12; hover += 1) {
      await wishlist.hover();
      await page.clock.runFor(250);
      await flushTasks(page); // React renders in a task of its own
      expect([hover, await shown()]).toEqual([hover, true]);
      await page.mouse.move(0, 0);
      await page.clock.runFor(200);
      await flushTasks(page);
      expect([hover, await shown()]).toEqual([hover, false]);
    }
    const ids = (await wishlist.getAttribute('aria-describedby'))!.split(' ');
    expect(ids.filter((id) => id === ids[ids.length - 1])).toHaveLength(1);
    // The accessible description Chromium computes for the button: the tip's text, once. Chromium
    // updates its accessibility tree in its rendering steps: the clock runs again for them.
    await page.clock.resume();
    await page.waitForFunction(() => document.getAnimations().length === 0); // the fade out is over
    await settle(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    const { root } = (await cdp.send('DOM.getDocument')) as { root: { nodeId: number } };
    const { nodes } = (await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: 'Wishlist',
      role: 'button',
    })) as {
      nodes: Array<{ description?: { value: string } }>;
    };
    expect(nodes.map((node) => node.description?.value)).toEqual(['Add to wishlist']);
    await cdp.detach();
  });

  it('keyboard focus shows it; blur hides it; a plain icon is made focusable; the 150 ms fade is off under reduced motion', async () => {
    const page = await openHotspots({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Wishlist', exact: true }).focus();
    await page.keyboard.press('Tab');
    const compare = await tooltipFor(page, 'Compare');
    expect(await compare.isVisible()).toBe(true);
    expect(await compare.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dishwasher');
    expect(await compare.isHidden()).toBe(true);
    expect(await (await tooltipFor(page, 'Dishwasher')).isVisible()).toBe(true);
  });

  it('fades in over 150 ms without reduced motion', async () => {
    const page = await openHotspots();
    await page.getByRole('button', { name: 'Wishlist', exact: true }).focus();
    const tooltip = await tooltipFor(page, 'Wishlist');
    expect(await tooltip.evaluate((element) => getComputedStyle(element).transitionDuration.split(',')[0]!.trim())).toBe(
      `${TOOLTIP_FADE_MS / 1000}s`,
    );
  });

  it('touch: a tap on the icon shows its tooltip', async () => {
    const page = await openHotspots({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await page.getByRole('button', { name: 'Compare', exact: true }).tap();
    expect(await (await tooltipFor(page, 'Compare')).isVisible()).toBe(true);
  });
});
