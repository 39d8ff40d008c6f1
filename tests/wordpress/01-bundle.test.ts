import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, waitForIslands, type OpenedPage } from '../browser/harness';
import { site, switchTheme, themes, wpUrl } from './site';

/** The replaced scripts' handles (README, "WordPress"): never on the page while the plugin is on. */
const REPLACED = ['comment-reply', 'wp-embed', 'contact-form-7', 'swv'];

interface ScriptsOnPage {
  ids: string[];
  bundle: { src: string; defer: boolean; async: boolean } | null;
  settingsBeforeBundle: boolean;
  settings: Record<string, unknown> | null;
  islands: boolean;
  ranDummies: unknown;
}

function scriptsOnPage(opened: OpenedPage): Promise<ScriptsOnPage> {
  return opened.page.evaluate(() => {
    const bundle = document.getElementById('cms-islands-js') as HTMLScriptElement | null;
    const before = document.getElementById('cms-islands-js-before');
    const global = window as unknown as { cmsIslandsSettings?: Record<string, unknown>; cmsIslandsTestRan?: unknown };
    return {
      ids: [...document.scripts].map((script) => script.id).filter(Boolean),
      bundle: bundle && { src: bundle.src, defer: bundle.defer, async: bundle.async },
      settingsBeforeBundle: !!bundle && !!before && (before.compareDocumentPosition(bundle) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      settings: global.cmsIslandsSettings ?? null,
      islands: 'CMSIslands' in window,
      ranDummies: global.cmsIslandsTestRan,
    };
  });
}

describe.each([
  { theme: themes().block, kind: 'block theme' },
  { theme: themes().classic, kind: 'classic theme' },
])('the bundle on a real WordPress, $kind ($theme)', ({ theme }) => {
  beforeAll(() => switchTheme(theme));
  afterAll(() => switchTheme(themes().block));

  it('the front page renders, with the bundle', async () => {
    const opened = await newPage();
    const response = await opened.page.goto(wpUrl());
    expect(response?.status()).toBe(200);
    expect(await opened.page.title()).toContain('CMS Islands on WordPress');
    expect(await opened.page.locator('body').textContent()).toContain('Island story 28');
    await waitForIslands(opened.page);
    const scripts = await scriptsOnPage(opened);
    expect(scripts.islands).toBe(true);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it.each([
    ['the post with comments', () => site().seed.commentsPost],
    ['the post with an embed', () => site().seed.embedPost],
  ])('%s: cms-islands.js deferred after its settings global; comment-reply, wp-embed, contact-form-7, swv gone', async (_what, post) => {
    const opened = await newPage();
    await opened.page.goto(wpUrl(`?p=${post()}`));
    await waitForIslands(opened.page);
    const scripts = await scriptsOnPage(opened);
    expect(scripts.bundle?.src).toMatch(/\/wp-content\/plugins\/cms-islands\/assets\/([\w-]+\/)?cms-islands\.js\?ver=/);
    expect(scripts.bundle?.defer).toBe(true);
    expect(scripts.settingsBeforeBundle).toBe(true);
    expect(scripts.settings).toMatchObject({ ajaxurl: wpUrl('wp-admin/admin-ajax.php') });
    for (const handle of REPLACED) expect(scripts.ids).not.toContain(`${handle}-js`);
    // The stand-ins for Contact Form 7's scripts (the test mu-plugin) never ran.
    expect(scripts.ranDummies).toBeUndefined();
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});
