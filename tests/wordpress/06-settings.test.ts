import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SETTINGS_JSON } from '../../scripts/schema/json';
import { newPage, type OpenedPage } from '../browser/harness';
import { logIn, phpJson, site, wpUrl } from './site';

/**
 * The settings screen (Settings → CMS Islands), built from schema/settings.json (README, "Options and
 * settings: one source"): it offers every setting the bundle reads that the plugin does not print from
 * WordPress itself; a good value is saved and printed in the page-settings global; bad values are
 * refused with a settings error and the stored value kept.
 */
const FIELD = (key: string) => `[name="cms_islands_settings[${key}]"]`;
const SCREEN = 'wp-admin/options-general.php?page=cms-islands';
/** The description the site's plugin reads: the one its build wrote into it (README, "WordPress"). */
const described = () =>
  (
    JSON.parse(readFileSync(join(site().docroot, 'wp-content', 'plugins', 'cms-islands', SETTINGS_JSON), 'utf8')) as {
      sections: Array<{ settings: Array<{ key: string; screen?: false }> }>;
    }
  ).sections.flatMap((section) => section.settings);

/** Saves from the screen the page is on (after logging in, or after a save, WordPress shows it again). */
async function save(page: Page, key: string, value: string): Promise<void> {
  await page.fill(FIELD(key), value);
  await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
}

function stored(): Record<string, unknown> {
  return phpJson<Record<string, unknown>>("echo wp_json_encode((object) get_option('cms_islands_settings', array()));");
}

async function printedSettings(page: Page): Promise<Record<string, unknown>> {
  await page.goto(wpUrl());
  return page.evaluate(() => (window as unknown as { cmsIslandsSettings: Record<string, unknown> }).cmsIslandsSettings);
}

describe('the settings screen on a real WordPress', () => {
  let opened: OpenedPage | undefined;
  afterAll(async () => {
    // Back to the defaults the other tests expect.
    phpJson("delete_option('cms_islands_settings'); echo 'true';");
    await opened?.close();
  });

  it('saves a good value, which the page then prints', async () => {
    opened = await newPage();
    const { page } = opened;
    await logIn(page, SCREEN);
    await save(page, 'lazy_loading_offset', '321');
    expect(await page.locator('.notice-error').count()).toBe(0);
    expect(await page.inputValue(FIELD('lazy_loading_offset'))).toBe('321');
    expect(stored()).toMatchObject({ lazy_loading_offset: 321 });
    expect(Number((await printedSettings(page)).lazy_loading_offset)).toBe(321);
  });

  it('offers every setting of schema/settings.json the plugin does not print itself, and the page prints every one', async () => {
    const { page } = opened!;
    await page.goto(wpUrl(SCREEN));
    const names = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('[name^="cms_islands_settings["]')].map((field) => field.name),
    );
    const offered = (key: string) => names.includes(`cms_islands_settings[${key}]`);
    const settings = described();
    expect(settings.length).toBeGreaterThan(0);
    expect(settings.filter(({ key, screen }) => screen !== false && !offered(key)).map(({ key }) => key)).toEqual([]);
    expect(settings.filter(({ key, screen }) => screen === false && offered(key)).map(({ key }) => key)).toEqual([]);
    const printed = await printedSettings(page);
    expect(settings.filter(({ key }) => !(key in printed)).map(({ key }) => key)).toEqual([]);
  });

  it('saves a slider text (a key the screen did not offer before), which the page then prints; empty prints the default again', async () => {
    const { page } = opened!;
    await page.goto(wpUrl(SCREEN));
    await save(page, 'slider_next', 'Nächstes Bild');
    expect(await page.locator('.notice-error').count()).toBe(0);
    expect(stored()).toMatchObject({ slider_next: 'Nächstes Bild' });
    expect((await printedSettings(page)).slider_next).toBe('Nächstes Bild');
    await page.goto(wpUrl(SCREEN));
    await save(page, 'slider_next', '');
    expect((await printedSettings(page)).slider_next).toBe('Next slide');
  });

  it("switching the replacements off brings WordPress's and Contact Form 7's scripts back", async () => {
    // The control of tests/wordpress/01-bundle.test.ts: those handles are absent because of the plugin.
    const { page } = opened!;
    await page.goto(wpUrl(SCREEN));
    for (const key of ['replace_contact_form_7', 'replace_comment_reply', 'replace_wp_embed']) {
      await page.locator(`${FIELD(key)}[type="checkbox"]`).uncheck();
    }
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
    expect(await page.locator('.notice-error').count()).toBe(0);
    const idsOn = async (post: number) => {
      await page.goto(wpUrl(`?p=${post}`));
      return page.evaluate(() => [...document.scripts].map((script) => script.id).filter(Boolean));
    };
    expect(await idsOn(site().seed.commentsPost)).toEqual(expect.arrayContaining(['comment-reply-js', 'contact-form-7-js', 'swv-js']));
    expect(await idsOn(site().seed.embedPost)).toEqual(expect.arrayContaining(['wp-embed-js', 'contact-form-7-js', 'swv-js']));
    expect(await page.evaluate(() => (window as unknown as { cmsIslandsTestRan?: string[] }).cmsIslandsTestRan)).toEqual([
      'swv',
      'contact-form-7',
    ]);
    // Back on for the cases below.
    await page.goto(wpUrl(SCREEN));
    for (const key of ['replace_contact_form_7', 'replace_comment_reply', 'replace_wp_embed']) {
      await page.locator(`${FIELD(key)}[type="checkbox"]`).check();
    }
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
    expect(await idsOn(site().seed.embedPost)).not.toContain('wp-embed-js');
  });

  /** Sends `word` as the only value of a boolean setting's field, as a crafted POST or another form could. */
  async function saveBooleanWord(page: Page, key: string, word: string): Promise<void> {
    await page.goto(wpUrl(SCREEN));
    await page.evaluate(
      ({ name, value }) => {
        const [hidden, box] = document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`);
        hidden!.value = value;
        box!.removeAttribute('name');
      },
      { name: `cms_islands_settings[${key}]`, value: word },
    );
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
  }
  const storeBoolean = (key: string, value: boolean) =>
    phpJson(
      `$values = get_option( 'cms_islands_settings', array() ); $values[${JSON.stringify(key)}] = ${value}; update_option( 'cms_islands_settings', $values ); echo 'true';`,
    );

  it.each([
    ['TRUE', true],
    ['True', true],
    ['on', true],
    ['ON', true],
    ['1', true],
    ['yes', true],
    ['Yes', true],
    ['FALSE', false],
    ['off', false],
    ['0', false],
    ['no', false],
    ['NO', false],
  ])('stores a boolean setting sent as %j as %s, with no error', async (word, value) => {
    const { page } = opened!;
    storeBoolean('header_banner_enabled', !value);
    await saveBooleanWord(page, 'header_banner_enabled', word);
    expect(await page.locator('.notice-error').count()).toBe(0);
    expect(stored().header_banner_enabled).toBe(value);
    expect(await page.isChecked(`${FIELD('header_banner_enabled')}[type="checkbox"]`)).toBe(value);
  });

  it.each(['maybe', 'TRUEE', '2'])(
    'refuses a boolean setting sent as %j with a settings error that says what it takes, and keeps the stored value',
    async (word) => {
      const { page } = opened!;
      storeBoolean('header_banner_enabled', true);
      await saveBooleanWord(page, 'header_banner_enabled', word);
      const error = page.locator('#setting-error-cms_islands_header_banner_enabled.notice-error');
      expect(await error.count()).toBe(1);
      expect(await error.textContent()).toMatch(/yes.*no/i);
      expect(stored().header_banner_enabled).toBe(true);
    },
  );

  it('reads the same words, in any case, from a value code saved without the screen (WP-CLI, a theme)', () => {
    const read = phpJson<[unknown, unknown, boolean]>(
      `$values = get_option( 'cms_islands_settings', array() );
      $values['header_banner_enabled'] = 'TRUE';
      $values['header_banner_close_btn'] = 'Off';
      $values['replace_wp_embed'] = 'OFF';
      update_option( 'cms_islands_settings', $values );
      $page = CMS_Islands_Settings::page_settings();
      echo wp_json_encode( array( $page['header_banner_enabled'], $page['header_banner_close_btn'], CMS_Islands_Settings::replaces( 'replace_wp_embed' ) ) );`,
    );
    expect(read).toEqual([true, false, false]);
    storeBoolean('replace_wp_embed', true);
  });

  it.each([
    ['lazy_loading_offset', '-40'],
    ['lazy_loading_offset', 'a lot'],
    ['ajax_action_prefix', '9 bad prefix!'],
    ['ajax_action_prefix', '<script>x</script>'],
  ])('refuses %s = %j with a settings error and keeps the stored value', async (key, bad) => {
    const { page } = opened!;
    const before = stored();
    // A fresh screen: the address must not hold `settings-updated` before the save (waitForURL below).
    await page.goto(wpUrl(SCREEN));
    // A number field would not let the browser send text: the test sends what a crafted POST could.
    await page.locator(FIELD(key)).evaluate((input, value) => {
      (input as HTMLInputElement).type = 'text';
      (input as HTMLInputElement).value = value;
    }, bad);
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
    expect(
      await page.locator(`#setting-error-cms_islands_${key}.notice-error, .notice-error#setting-error-cms_islands_${key}`).count(),
    ).toBe(1);
    expect(stored()[key]).toEqual(before[key]);
    // The screen WordPress shows again after the save holds the kept value.
    expect(await page.inputValue(FIELD(key))).not.toBe(bad);
    if (key === 'lazy_loading_offset') expect(await page.inputValue(FIELD(key))).toBe('321');
    // Actions keep their names: the page prints the prefix it had (the default here).
    else expect((await printedSettings(page)).ajax_action_prefix).toBe(before[key] || 'cms_islands');
    expect(opened!.problems).toEqual([]);
  });
});
