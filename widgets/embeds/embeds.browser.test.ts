import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { openPage, settle } from '../../tests/browser/harness';

/** The secret WordPress printed on the fixture's embed (demo page embeds.html). */
const SECRET = 'yfQACzjbOc';
const EMBED = `iframe[data-secret="${SECRET}"]`;

/** The embedded document inside the fixture's iframe, and the one inside the iframe printed without a secret. */
function embedFrames(page: Page): { printed: Frame; secretless: Frame } {
  const embeds = page.frames().filter((frame) => frame.url().includes('/embed-target/embed/'));
  return {
    printed: embeds.find((frame) => frame.url().endsWith(`#?secret=${SECRET}`))!,
    secretless: embeds.find((frame) => !frame.url().includes(SECRET))!,
  };
}

/** Opens the embeds demo and waits until the fixture's embed has talked (it is shown). */
async function openEmbeds() {
  const opened = await openPage('/embeds.html');
  await opened.page.waitForFunction((selector) => document.querySelector<HTMLIFrameElement>(selector)?.style.visibility === '', EMBED);
  return opened;
}

/** Secret of an embed the tests add, whose page posts nothing of its own (the real one re-sends its height on every resize). */
const QUIET_SECRET = 'Quiet00001';
const QUIET_EMBED = `iframe[data-secret="${QUIET_SECRET}"]`;

/**
 * Adds an embed as WordPress prints it, whose document only posts what the test says; the runtime
 * mounts it by itself. WordPress's `style="position: absolute; visibility: hidden;"` is set by script
 * here: the page's Content-Security-Policy refuses style attributes.
 */
async function addQuietEmbed(page: Page): Promise<Frame> {
  await page.evaluate((secret) => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      window.demoTheme.html(
        `<p><iframe class="wp-embedded-content" name="quiet-embed" sandbox="allow-scripts" title="A quiet embed" srcdoc="<p>Quiet</p>" data-secret="${secret}" width="500" height="282"></iframe></p>`,
      ),
    );
    const iframe = main.querySelector<HTMLIFrameElement>(`iframe[data-secret="${secret}"]`)!;
    iframe.style.position = 'absolute';
    iframe.style.visibility = 'hidden';
  }, QUIET_SECRET);
  const iframe = await page.waitForSelector(`${QUIET_EMBED}[data-island-mounted="embeds"]`, { state: 'attached' });
  // Asked of the element, not of page.frames(): Playwright learns of a new frame by an event that may
  // come after the island mounted. Then its srcdoc document, so nothing posts from about:blank.
  const frame = await iframe.contentFrame();
  if (!frame) throw new Error('the quiet embed has no frame');
  await frame.locator('p').waitFor({ state: 'attached' });
  return frame;
}

const quietState = (page: Page) =>
  page.evaluate((selector) => {
    const iframe = document.querySelector<HTMLIFrameElement>(selector)!;
    return { height: iframe.getAttribute('height'), shown: iframe.style.visibility !== 'hidden' };
  }, QUIET_EMBED);

/** Posts a message to the host page from inside a frame, as that frame's own script would. */
async function postFrom(frame: Frame, data: Record<string, unknown>): Promise<void> {
  await frame.evaluate((message) => window.parent.postMessage(message, '*'), data);
  await settle(frame.page());
}

/** Gives the embed focus the way a visitor does: a click inside it, not on a link. */
async function focusEmbed(page: Page, frame: Frame): Promise<void> {
  await frame.click('.wp-embed-excerpt');
  expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), EMBED)).toBe(true);
}

/** From now on, the page notes it if it starts to leave (a link opened by a message navigates at once). */
async function watchLeaving(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __leaving: boolean }).__leaving = false;
    addEventListener('beforeunload', () => ((window as unknown as { __leaving: boolean }).__leaving = true));
  });
}

/**
 * The frame's earlier messages were all handled and none started a navigation: messages from one
 * frame arrive in the order it posted them, so once a last probe is heard the others were handled.
 */
async function expectNoNavigation(page: Page, frame: Frame): Promise<void> {
  const heard = page.evaluate(
    () => new Promise<void>((resolve) => addEventListener('message', (event) => event.data === 'probe' && resolve())),
  );
  await frame.evaluate(() => window.parent.postMessage('probe', '*'));
  await heard;
  expect(await page.evaluate(() => (window as unknown as { __leaving: boolean }).__leaving)).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/embeds.html');
}

describe('embedded posts on the embeds demo page', () => {
  it('the embedded page’s own height message reveals the iframe, hides the blockquote and sets the height within 200..1000', async () => {
    const { page, problems, close } = await openEmbeds();
    try {
      const { printed } = embedFrames(page);
      const documentHeightPx = await printed.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      const state = await page.evaluate((selector) => {
        const iframe = document.querySelector<HTMLIFrameElement>(selector)!;
        const quote = document.querySelector<HTMLElement>('blockquote.wp-embedded-content')!;
        return { height: Number(iframe.height), position: getComputedStyle(iframe).position, quoteShown: quote.offsetHeight > 0 };
      }, EMBED);
      expect(state).toEqual({ height: Math.min(1000, Math.max(200, documentHeightPx)), position: 'static', quoteShown: false });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a good secret from the iframe’s own window sets its height and reveals it; a huge one is clamped to 1000, a non-numeric one becomes 200', async () => {
    const { page, problems, close } = await openEmbeds();
    try {
      const quiet = await addQuietEmbed(page);
      await postFrom(quiet, { message: 'height', value: 640, secret: QUIET_SECRET });
      expect(await quietState(page)).toEqual({ height: '640', shown: true });
      await postFrom(quiet, { message: 'height', value: 99999, secret: QUIET_SECRET });
      expect(await quietState(page)).toEqual({ height: '1000', shown: true });
      await postFrom(quiet, { message: 'height', value: 'tall', secret: QUIET_SECRET });
      expect(await quietState(page)).toEqual({ height: '200', shown: true });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a bad secret changes nothing: not alphanumeric, or another one', async () => {
    const { page, close } = await openEmbeds();
    try {
      const quiet = await addQuietEmbed(page);
      await postFrom(quiet, { message: 'height', value: 640, secret: `${QUIET_SECRET}"]` });
      await postFrom(quiet, { message: 'height', value: 640, secret: 'Quiet-0001' });
      await postFrom(quiet, { message: 'height', value: 640, secret: SECRET });
      expect(await quietState(page)).toEqual({ height: '282', shown: false });
    } finally {
      await close();
    }
  });

  it('a foreign window posting an embed’s secret changes nothing: the demo’s foreign frame, another embed, the page itself', async () => {
    const { page, close } = await openEmbeds();
    try {
      await addQuietEmbed(page);
      const { printed } = embedFrames(page);
      await postFrom(printed, { message: 'height', value: 640, secret: QUIET_SECRET });
      await page.evaluate((secret) => window.postMessage({ message: 'height', value: 640, secret }, '*'), QUIET_SECRET);
      // The demo's foreign frame, told the quiet embed's secret, posts it with a height of 1000.
      const foreignReady = page.waitForEvent('framenavigated', (frame) => frame.url().endsWith(`foreign-frame?secret=${QUIET_SECRET}`));
      await page.evaluate(
        (secret) => (document.querySelector<HTMLIFrameElement>('.demo-foreign-frame')!.src = `/demo/embeds/foreign-frame?secret=${secret}`),
        QUIET_SECRET,
      );
      const foreign = await foreignReady;
      await foreign.click('#forge');
      await settle(page);
      expect(await quietState(page)).toEqual({ height: '282', shown: false });
    } finally {
      await close();
    }
  });

  it('an iframe printed without a secret gets a random one and is revealed when its page talks', async () => {
    const { page, close } = await openEmbeds();
    try {
      const secretless = page.locator('iframe.wp-embedded-content:not([data-secret="yfQACzjbOc"])');
      const secret = (await secretless.getAttribute('data-secret'))!;
      expect(secret).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(await secretless.getAttribute('src')).toMatch(new RegExp(`/embed-target/embed/#\\?secret=${secret}$`));
      // The demo prints it shown (its CSP refuses WordPress's hiding style attribute): its height says
      // its page talked (the page measures under 200 px). The page reads the secret on a 100 ms timer,
      // as WordPress's embed template does. This failed about once in twenty runs when the page arrived
      // without the secret (widgets/embeds/README.md); if it fails, what the page heard is said.
      const heard = () => page.evaluate(() => (window as unknown as { testEmbedMessages?: unknown[] }).testEmbedMessages ?? []);
      await page.evaluate(() => {
        const seen: unknown[] = ((window as unknown as { testEmbedMessages: unknown[] }).testEmbedMessages = []);
        window.addEventListener('message', (event) => seen.push(event.data));
      });
      await expect
        .poll(async () => ({ height: await secretless.getAttribute('height'), heard: await heard() }), { timeout: 25_000 })
        .toMatchObject({ height: '200' });
    } finally {
      await close();
    }
  });

  it('a link clicked inside the embed opens on the embed’s host', async () => {
    const { page, close } = await openEmbeds();
    try {
      const { printed } = embedFrames(page);
      await Promise.all([page.waitForURL(/\/embed-target\/$/), printed.click('.wp-embed-heading a')]);
      expect(new URL(page.url()).host).toBe(new URL(printed.url()).host);
    } finally {
      await close();
    }
  });

  it('javascript: and foreign-host links are not opened, even with focus in the embed', async () => {
    const { page, problems, close } = await openEmbeds();
    try {
      const { printed } = embedFrames(page);
      await focusEmbed(page, printed);
      await watchLeaving(page);
      await postFrom(printed, { message: 'link', value: 'javascript:document.title="pwned"', secret: SECRET });
      await postFrom(printed, { message: 'link', value: 'http://example.com/embed-target/', secret: SECRET });
      await postFrom(printed, { message: 'link', value: `ftp://${new URL(printed.url()).host}/embed-target/`, secret: SECRET });
      await expectNoNavigation(page, printed);
      expect(await page.title()).not.toBe('pwned');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a same-host link is not opened while the embed does not have focus', async () => {
    const { page, close } = await openEmbeds();
    try {
      const { printed } = embedFrames(page);
      expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), EMBED)).toBe(false);
      await watchLeaving(page);
      await postFrom(printed, { message: 'link', value: new URL('/embed-target/', printed.url()).href, secret: SECRET });
      await expectNoNavigation(page, printed);
    } finally {
      await close();
    }
  });
});
