import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { axeViolations, layoutShiftTotal, newPage, waitForIslands, type OpenedPage } from '../browser/harness';
import { openBlockPage, QUERY, QUERY_BLOCK, type BlockPage } from './blocks';
import { phpJson, phpProblems, site, switchTheme, themes, wpUrl } from './site';

/**
 * WordPress's own blocks, upgraded with our families with no setup (widgets/wordpress-blocks/README.md),
 * on WordPress 7.1 with Twenty Twenty-Five: part of the run only when WORDPRESS_ARCHIVE names a 7.x
 * archive (README, "Tests", "WordPress"). The site has no internet: the server's oEmbed calls are
 * answered by tests/wordpress/fixtures/mu-plugins/cms-islands-test-oembed.php, and any request the
 * browser makes to a video host is seen here as a request event. Each upgrade is opened under the
 * README's strict Content-Security-Policy (`openBlockPage`: any violation fails the test) and moves
 * nothing a visitor sees as it mounts (layout shift 0, tests/browser/harness.ts `layoutShiftTotal`).
 */
const VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
/** The title the oEmbed answer of the fixture gives. */
const VIDEO_TITLE = 'Glazing a celadon bowl';
const EMBED = 'figure.wp-block-embed-youtube';
const WRAPPER = `${EMBED} .wp-block-embed__wrapper`;
const FACADE = `${WRAPPER} > a.media-embed-facade`;
/** Hosts of the video site: its pages, player, thumbnails and video files. */
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com|vimeo\.com|vimeocdn\.com)$/;

const EMBED_BLOCK = `<!-- wp:embed {"url":"${VIDEO_URL}","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
${VIDEO_URL}
</div></figure>
<!-- /wp:embed -->`;

const VIMEO_URL = 'https://vimeo.com/76979871';
const VIMEO_BLOCK = `<!-- wp:embed {"url":"${VIMEO_URL}","type":"video","providerNameSlug":"vimeo","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
${VIMEO_URL}
</div></figure>
<!-- /wp:embed -->`;
const VIMEO_WRAPPER = 'figure.wp-block-embed-vimeo .wp-block-embed__wrapper';

const SEARCH_BLOCK = '<!-- wp:search {"label":"Search","buttonText":"Search"} /-->';
const SEARCH_FORM = 'form.wp-block-search';

/** Two images drawn with GD into the media library, and a Gallery block of them linking to their files (WordPress's own markup). */
const GALLERY_PHP = `require_once ABSPATH . 'wp-admin/includes/image.php';
$images = array();
foreach ( array( array( 'Harbour at dawn', array( 38, 84, 124 ) ), array( 'Kiln at night', array( 150, 60, 40 ) ) ) as $i => $spec ) {
	$image = imagecreatetruecolor( 1200, 800 );
	imagefill( $image, 0, 0, imagecolorallocate( $image, ...$spec[1] ) );
	ob_start(); imagejpeg( $image ); $bytes = ob_get_clean();
	$upload = wp_upload_bits( "gallery-$i.jpg", null, $bytes );
	$id = wp_insert_attachment( array( 'post_mime_type' => 'image/jpeg', 'post_title' => $spec[0], 'post_status' => 'inherit' ), $upload['file'] );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	update_post_meta( $id, '_wp_attachment_image_alt', $spec[0] );
	$images[] = array( 'id' => $id, 'full' => wp_get_attachment_url( $id ), 'medium' => wp_get_attachment_image_url( $id, 'medium' ), 'caption' => $spec[0] );
}
$inner = '';
foreach ( $images as $image ) {
	$inner .= sprintf( "<!-- wp:image {\\"id\\":%d,\\"sizeSlug\\":\\"medium\\",\\"linkDestination\\":\\"media\\"} -->\\n<figure class=\\"wp-block-image size-medium\\"><a href=\\"%s\\"><img src=\\"%s\\" alt=\\"%s\\" class=\\"wp-image-%d\\"/></a><figcaption class=\\"wp-element-caption\\">%s</figcaption></figure>\\n<!-- /wp:image -->\\n", $image['id'], $image['full'], $image['medium'], $image['caption'], $image['id'], $image['caption'] );
}
$content = "<!-- wp:gallery {\\"linkTo\\":\\"media\\"} -->\\n<figure class=\\"wp-block-gallery has-nested-images columns-default is-cropped\\">" . $inner . "</figure>\\n<!-- /wp:gallery -->";
$post = wp_insert_post( array( 'post_status' => 'publish', 'post_title' => 'Photos of the harbour', 'post_content' => $content ), true );
echo wp_json_encode( array( 'post' => $post, 'full' => array_column( $images, 'full' ) ) );
`;
const GALLERY = 'figure.wp-block-gallery';

/** WordPress 7.1's Tabs and Accordion blocks, as its editor saves them (three tabs, two sections). */
const TABS_BLOCK = `<!-- wp:tabs -->
<div class="wp-block-tabs"><!-- wp:tab-list {"tabs":[{"label":"Clay"},{"label":"Glaze"},{"label":"Kiln"}]} -->
<div role="tablist" class="wp-block-tab-list"><button type="button" role="tab">Clay</button><button type="button" role="tab">Glaze</button><button type="button" role="tab">Kiln</button></div>
<!-- /wp:tab-list -->

<!-- wp:tab-panels -->
<div class="wp-block-tab-panels"><!-- wp:tab-panel -->
<section role="tabpanel" tabindex="0" class="wp-block-tab-panel"><!-- wp:paragraph -->
<p>Stoneware clay, wedged by hand.</p>
<!-- /wp:paragraph --></section>
<!-- /wp:tab-panel -->

<!-- wp:tab-panel -->
<section role="tabpanel" tabindex="0" class="wp-block-tab-panel"><!-- wp:paragraph -->
<p>A celadon glaze, dipped twice.</p>
<!-- /wp:paragraph --></section>
<!-- /wp:tab-panel -->

<!-- wp:tab-panel -->
<section role="tabpanel" tabindex="0" class="wp-block-tab-panel"><!-- wp:paragraph -->
<p>Fired to cone 10 in the gas kiln.</p>
<!-- /wp:paragraph --></section>
<!-- /wp:tab-panel --></div>
<!-- /wp:tab-panels --></div>
<!-- /wp:tabs -->`;
const ACCORDION_BLOCK = `<!-- wp:accordion -->
<div role="group" class="wp-block-accordion"><!-- wp:accordion-item -->
<div class="wp-block-accordion-item"><!-- wp:accordion-heading {"level":2} -->
<h2 class="wp-block-accordion-heading"><button type="button" class="wp-block-accordion-heading__toggle"><span class="wp-block-accordion-heading__toggle-title">Opening hours</span><span class="wp-block-accordion-heading__toggle-icon" aria-hidden="true">+</span></button></h2>
<!-- /wp:accordion-heading -->

<!-- wp:accordion-panel -->
<div role="region" class="wp-block-accordion-panel"><!-- wp:paragraph -->
<p>Open from ten to six, every day but Monday.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:accordion-panel --></div>
<!-- /wp:accordion-item -->

<!-- wp:accordion-item -->
<div class="wp-block-accordion-item"><!-- wp:accordion-heading {"level":2} -->
<h2 class="wp-block-accordion-heading"><button type="button" class="wp-block-accordion-heading__toggle"><span class="wp-block-accordion-heading__toggle-title">Getting here</span><span class="wp-block-accordion-heading__toggle-icon" aria-hidden="true">+</span></button></h2>
<!-- /wp:accordion-heading -->

<!-- wp:accordion-panel -->
<div role="region" class="wp-block-accordion-panel"><!-- wp:paragraph -->
<p>The ferry leaves the harbour every hour.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:accordion-panel --></div>
<!-- /wp:accordion-item --></div>
<!-- /wp:accordion -->`;

/**
 * `openBlockPage` with the cookie that leaves the theme's web fonts out of the page
 * (tests/wordpress/fixtures/mu-plugins/cms-islands-test-fonts.php): their swap moves Twenty
 * Twenty-Five's own text by a fraction of a pixel, a shift of the theme's; what remains is the page
 * and the upgrade mounting on it.
 */
async function openWithoutWebFonts(postId: number, prepare?: Parameters<typeof openBlockPage>[1]): Promise<BlockPage> {
  return openBlockPage(postId, async (page) => {
    await page.context().addCookies([{ name: 'cms_islands_test_no_fonts', value: '1', url: wpUrl() }]);
    await prepare?.(page);
  });
}

let embedPost = 0;
let queryPost = 0;
let tabsPost = 0;
let gallery = { post: 0, full: [] as string[] };
let searchPost = 0;
let vimeoPost = 0;

/** Sets one switch of Settings → CMS Islands (the option the screen saves). */
function setSwitch(key: string, on: boolean): void {
  phpJson<boolean>(
    `$values = get_option( CMS_Islands_Settings::OPTION, array() );
    $values = is_array( $values ) ? $values : array();
    $values[${JSON.stringify(key)}] = ${on ? 'true' : 'false'};
    update_option( CMS_Islands_Settings::OPTION, $values );
    echo wp_json_encode( true );`,
  );
}

/** Posts a block's markup as a published post; its id. */
function publish(title: string, content: string): number {
  return phpJson<number>(
    `$id = wp_insert_post( array( 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_content' => ${JSON.stringify(content)} ), true );
    echo wp_json_encode( is_wp_error( $id ) ? $id->get_error_message() : $id );`,
  );
}

beforeAll(() => {
  if (!site().wordpress.version.startsWith('7.')) {
    throw new Error(`WordPress ${site().wordpress.version}: this file runs only with WORDPRESS_ARCHIVE naming WordPress 7.x.`);
  }
  switchTheme(themes().block);
  embedPost = publish('A video of the workshop', EMBED_BLOCK);
  searchPost = publish('Find a post', SEARCH_BLOCK);
  vimeoPost = publish('A video from Vimeo', VIMEO_BLOCK);
  expect(embedPost).toBeGreaterThan(0);
  expect(searchPost).toBeGreaterThan(0);
  queryPost = publish('All the posts', QUERY_BLOCK);
  expect(queryPost).toBeGreaterThan(0);
  tabsPost = publish('Tabs and an accordion', `${TABS_BLOCK}\n\n${ACCORDION_BLOCK}`);
  expect(tabsPost).toBeGreaterThan(0);
  gallery = phpJson<{ post: number; full: string[] }>(GALLERY_PHP);
  expect(gallery.full).toHaveLength(2);
});

describe("WordPress's Embed block: click to load", () => {
  let opened: OpenedPage | undefined;
  const videoRequests: string[] = [];
  afterAll(async () => {
    setSwitch('upgrade_embed_block', true);
    await opened?.close();
  });

  it('prints a preview with the title and a poster the site serves; the browser asks nothing of the video site', async () => {
    opened = await openWithoutWebFonts(embedPost, async (page) => {
      page.on('request', (request: Request) => {
        if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
      });
      // The player's page, once asked for (the site has no internet): a stand-in that says it loaded.
      await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>playing</p>' }),
      );
    });
    const { page } = opened;
    await page.waitForSelector(`${WRAPPER}[data-island-mounted~="media-embed"]`, { state: 'attached' });
    expect(await layoutShiftTotal(page)).toBe(0);

    const preview = await page.evaluate((wrapper) => {
      const box = document.querySelector(wrapper)!;
      const poster = box.querySelector('img');
      return {
        provider: box.getAttribute('data-provider'),
        title: box.querySelector('.media-embed-title')?.textContent,
        href: box.querySelector('a')?.getAttribute('href'),
        role: box.querySelector('a')?.getAttribute('role'),
        poster: poster ? { src: poster.currentSrc, loaded: poster.complete && poster.naturalWidth } : null,
        iframes: document.querySelectorAll('iframe').length,
        boxHeight: Math.round(box.getBoundingClientRect().height),
        boxWidth: Math.round(box.getBoundingClientRect().width),
      };
    }, WRAPPER);
    expect(preview.provider).toBe('youtube');
    expect(preview.title).toBe(VIDEO_TITLE);
    // Without scripts it is a link to the video; with them, a button.
    expect(preview.href).toBe(VIDEO_URL);
    expect(preview.role).toBe('button');
    // The server's copy of the oEmbed thumbnail, from the site's own uploads.
    expect(preview.poster?.src).toMatch(new RegExp(`^${wpUrl('wp-content/uploads/cms-islands/embed-posters/')}[0-9a-f]{32}\\.jpg$`));
    expect(preview.poster?.loaded).toBe(480);
    expect(preview.iframes).toBe(0);
    // The box keeps the block's 16:9.
    expect(preview.boxHeight).toBe(Math.round((preview.boxWidth * 9) / 16));
    // The server asked YouTube for the answer and the thumbnail (the fixture records it); the browser did not.
    const asked = phpJson<string[]>(`echo wp_json_encode( get_option( 'cms_islands_test_oembed_asked', array() ) );`);
    expect(asked.some((url) => url.startsWith('https://i.ytimg.com/vi/aqz-KE-bpKQ/'))).toBe(true);
    expect(videoRequests).toEqual([]);
    expect(await axeViolations(page, EMBED)).toEqual([]);
    expect(opened.problems).toEqual([]);
  });

  it('a click loads the player from youtube-nocookie.com in the same box, and it plays', async () => {
    const { page } = opened!;
    const facade = page.locator(FACADE);
    const before = await facade.boundingBox();
    const [player] = await Promise.all([page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/), facade.click()]);
    expect(new URL(player.url()).searchParams.get('autoplay')).toBe('1');
    await expect.poll(() => page.locator(WRAPPER).getAttribute('data-embed-state')).toBe('loaded');
    const frame = page.locator(`${WRAPPER} iframe`);
    expect(await frame.getAttribute('title')).toBe(VIDEO_TITLE);
    expect(await frame.boundingBox()).toEqual(before);
    expect(await page.frameLocator(`${WRAPPER} iframe`).locator('p').textContent()).toBe('playing');
    // The player gets the focus.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(videoRequests.every((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true);
    expect(opened!.problems).toEqual([]);
  });

  it('Vimeo too: the preview from the site, nothing asked of Vimeo before the click, then its player with dnt=1', async () => {
    const vimeoRequests: string[] = [];
    const vimeo = await openWithoutWebFonts(vimeoPost, async (page) => {
      page.on('request', (request: Request) => {
        if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) vimeoRequests.push(request.url());
      });
      await page.route(/^https:\/\/player\.vimeo\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>playing</p>' }),
      );
    });
    try {
      const { page } = vimeo;
      await page.waitForSelector(`${VIMEO_WRAPPER}[data-island-mounted~="media-embed"]`, { state: 'attached' });
      expect(await layoutShiftTotal(page)).toBe(0);
      expect(await page.locator(VIMEO_WRAPPER).getAttribute('data-provider')).toBe('vimeo');
      expect(await page.locator(`${VIMEO_WRAPPER} .media-embed-title`).textContent()).toBe('Throwing a tall vase');
      expect(await page.locator(`${VIMEO_WRAPPER} img`).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`^${wpUrl('wp-content/uploads/cms-islands/embed-posters/')}[0-9a-f]{32}\\.jpg$`),
      );
      const asked = phpJson<string[]>(`echo wp_json_encode( get_option( 'cms_islands_test_oembed_asked', array() ) );`);
      expect(asked.some((url) => url.startsWith('https://i.vimeocdn.com/video/76979871'))).toBe(true);
      expect(vimeoRequests).toEqual([]);
      expect(await axeViolations(page, 'figure.wp-block-embed-vimeo')).toEqual([]);
      const [player] = await Promise.all([
        page.waitForRequest(/^https:\/\/player\.vimeo\.com\/video\/76979871/),
        page.locator(`${VIMEO_WRAPPER} > a.media-embed-facade`).click(),
      ]);
      expect(new URL(player.url()).searchParams.get('dnt')).toBe('1');
      expect(new URL(player.url()).searchParams.get('autoplay')).toBe('1');
      expect(await page.frameLocator(`${VIMEO_WRAPPER} iframe`).locator('p').textContent()).toBe('playing');
      expect(vimeoRequests.every((url) => new URL(url).hostname === 'player.vimeo.com')).toBe(true);
      expect(vimeo.problems).toEqual([]);
    } finally {
      await vimeo.close();
    }
  });

  it("switched off: WordPress's own embed, untouched", async () => {
    setSwitch('upgrade_embed_block', false);
    const { page } = opened!;
    videoRequests.length = 0;
    await page.goto(wpUrl(`?p=${embedPost}`));
    await waitForIslands(page);
    // WordPress's own iframe asks YouTube at once, as the page loads: what the preview spares (and a
    // check that this file sees such requests).
    await expect.poll(() => videoRequests.some((url) => url.startsWith('https://www.youtube.com/embed/aqz-KE-bpKQ'))).toBe(true);
    const wrapper = await page.evaluate((selector) => {
      const box = document.querySelector(selector)!;
      return {
        island: box.getAttribute('data-island'),
        facade: box.querySelector('.media-embed-facade') !== null,
        iframe: box.querySelector('iframe')?.getAttribute('src'),
      };
    }, WRAPPER);
    expect(wrapper).toEqual({ island: null, facade: false, iframe: expect.stringContaining('youtube.com/embed/aqz-KE-bpKQ') });
  });
});

/**
 * A YouTube embed of a made-up video whose thumbnail answer a poster copy must refuse or clean
 * (tests/wordpress/fixtures/mu-plugins/cms-islands-test-oembed.php, cms_islands_test_bad_thumbnail).
 */
const badPosterBlock = (video: string) => EMBED_BLOCK.replaceAll(VIDEO_URL, `https://www.youtube.com/watch?v=${video}`);

/** What the server kept of an address's oEmbed answer and poster (widgets/wordpress-blocks/README.md, "The embed preview"). */
function keptPoster(video: string): { poster: string; file: string | null; complete: boolean } {
  return phpJson(
    `$kept = get_option( 'cms_islands_embed_' . md5( 'https://www.youtube.com/watch?v=${video}' ) );
    $path = is_array( $kept ) && '' !== $kept['poster'] ? trailingslashit( wp_get_upload_dir()['basedir'] ) . $kept['poster'] : '';
    echo wp_json_encode( array(
      'poster' => is_array( $kept ) ? $kept['poster'] : '',
      'file' => '' !== $path && is_readable( $path ) ? base64_encode( file_get_contents( $path ) ) : null,
      'complete' => is_array( $kept ) && ! empty( $kept['complete'] ),
    ) );`,
  );
}

describe("WordPress's Embed block: a poster the site serves is an image it made itself", () => {
  const BAD_VIDEOS = ['poster-big1', 'poster-big2', 'poster-html', 'poster-tiny', 'poster-huge', 'poster-glot'];
  const postOf = new Map<string, number>();
  beforeAll(() => {
    for (const video of BAD_VIDEOS) postOf.set(video, publish(`The video ${video}`, badPosterBlock(video)));
  });
  afterAll(() => {
    // Only the two embeds above stay kept (the uninstall test below counts them): these posts go too,
    // or a later page that lists posts (the home page, a Query Loop) would render them again.
    phpJson(
      `foreach ( ${JSON.stringify([...postOf.values()])} as $post ) { wp_delete_post( $post, true ); }
      foreach ( ${JSON.stringify(BAD_VIDEOS)} as $video ) {
        $option = 'cms_islands_embed_' . md5( 'https://www.youtube.com/watch?v=' . $video );
        $kept = get_option( $option );
        if ( is_array( $kept ) && '' !== $kept['poster'] ) { wp_delete_file( trailingslashit( wp_get_upload_dir()['basedir'] ) . $kept['poster'] ); }
        delete_option( $option );
      }
      echo 'true';`,
    );
  });

  /** The post's page as a visitor gets it, and the PHP messages its view logged. */
  async function view(video: string): Promise<{ html: string; logged: string[] }> {
    const known = phpProblems().length;
    const response = await fetch(wpUrl(`?p=${postOf.get(video)}`));
    expect(response.status).toBe(200);
    return { html: await response.text(), logged: phpProblems().slice(known) };
  }

  it.each([
    ['over 2 MB, said up front (Content-Length)', 'poster-big1'],
    ['over 2 MB, sent in chunks (no length up front)', 'poster-big2'],
    ['not an image (an HTML page)', 'poster-html'],
    ['two bytes, said to be a JPEG', 'poster-tiny'],
    ['a PNG header of 40000 × 40000 pixels', 'poster-huge'],
  ])("a thumbnail %s is not copied: WordPress's own embed stays, and nothing is logged", async (_case, video) => {
    const { html, logged } = await view(video);
    expect(logged).toEqual([]);
    expect(html).not.toContain('data-island="media-embed"');
    expect(html).toContain(`youtube.com/embed/${video}`);
    expect(keptPoster(video)).toEqual({ poster: '', file: null, complete: false });
    // Asked of the video site, and refused, once: the next view uses what was kept.
    const askedFor = () =>
      phpJson<string[]>(`echo wp_json_encode( get_option( 'cms_islands_test_oembed_asked', array() ) );`).filter((url) =>
        url.includes(`/vi/${video}/`),
      ).length;
    const asked = askedFor();
    expect(asked).toBeGreaterThan(0);
    expect((await view(video)).logged).toEqual([]);
    expect(askedFor()).toBe(asked);
  });

  it('a PNG that carries PHP and HTML is saved as a PNG WordPress re-encoded: the pixels alone, none of its bytes', async () => {
    const { html, logged } = await view('poster-glot');
    expect(logged).toEqual([]);
    expect(html).toContain('data-island="media-embed"');
    const kept = keptPoster('poster-glot');
    expect(kept.poster).toMatch(/^cms-islands\/embed-posters\/[0-9a-f]{32}\.png$/);
    expect(html).toContain(`/wp-content/uploads/${kept.poster}" width="320" height="180"`);
    const saved = Buffer.from(kept.file ?? '', 'base64');
    expect(saved.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    expect(saved.readUInt32BE(16)).toBe(320);
    expect(saved.readUInt32BE(20)).toBe(180);
    expect(saved.toString('latin1')).not.toMatch(/cms-islands-polyglot|<\?php|<script/i);
  });
});

describe("WordPress's Search block: suggestions as you type", () => {
  let opened: OpenedPage | undefined;
  afterAll(async () => {
    setSwitch('upgrade_search_block', true);
    await opened?.close();
  });

  it('typing suggests the published posts, as our combobox, from the keyboard', async () => {
    opened = await openWithoutWebFonts(searchPost);
    const { page } = opened;
    // The family comes in its own file when the visitor reaches for the form (README, "Mount
    // strategies", `interaction`): the field's focus is that sign; typing before it has mounted would ask nothing.
    const field = page.locator(`${SEARCH_FORM} input[name="s"]`);
    await field.focus();
    await page.waitForSelector(`${SEARCH_FORM}[data-island-mounted~="search"]`, { state: 'attached' });
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(await field.getAttribute('role')).toBe('combobox');
    await field.pressSequentially('lighthouse');
    await expect.poll(() => page.locator(SEARCH_FORM).getAttribute('data-search-state'), { timeout: 15_000 }).toBe('ready');
    const options = page.locator(`${SEARCH_FORM} .cms-islands-search-option[role="option"]`);
    expect((await options.locator('.cms-islands-search-title').allTextContents()).sort()).toEqual([
      'Lighthouse keeper log',
      'Lighthouse restoration diary',
    ]);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    // The arrow keys move through the suggestions; Enter opens the chosen one.
    await field.press('ArrowDown');
    const first = options.first();
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await axeViolations(page, SEARCH_FORM)).toEqual([]);
    const href = (await first.getAttribute('href'))!;
    await Promise.all([page.waitForURL(href), field.press('Enter')]);
    expect(opened.problems).toEqual([]);
  });

  it("switched off: WordPress's own Search block, a plain form", async () => {
    setSwitch('upgrade_search_block', false);
    const { page } = opened!;
    await page.goto(wpUrl(`?p=${searchPost}`));
    await waitForIslands(page);
    const form = page.locator(SEARCH_FORM);
    expect(await form.getAttribute('data-island')).toBeNull();
    expect(await form.getAttribute('data-island-mounted')).toBeNull();
    expect(await page.locator(`${SEARCH_FORM} input[name="s"]`).getAttribute('role')).toBeNull();
  });
});

describe("WordPress's Gallery block: our lightbox", () => {
  let opened: OpenedPage | undefined;
  afterAll(async () => {
    setSwitch('upgrade_gallery_block', true);
    await opened?.close();
  });

  it('an image opens in our lightbox with its caption; arrows move, Escape closes and gives the focus back', async () => {
    opened = await openWithoutWebFonts(gallery.post);
    const { page } = opened;
    const links = page.locator(`${GALLERY} figure.wp-block-image > a`);
    // Its file comes when the visitor reaches for an image (README, "Mount strategies", `interaction`): the pointer over one.
    await links.first().hover();
    await page.waitForSelector(`${GALLERY}[data-island-mounted~="gallery"]`, { state: 'attached' });
    expect(await layoutShiftTotal(page)).toBe(0);
    await links.first().click();
    await page.waitForSelector('.pswp[data-state="open"]');
    const shown = () =>
      page.evaluate(() => ({
        src: document.querySelector<HTMLImageElement>('.pswp__item[aria-hidden="false"] img.pswp__img')?.getAttribute('src'),
        caption: document.querySelector('.pswp__item[aria-hidden="false"] .cms-islands-gallery-caption, .pswp .cms-islands-gallery-caption')
          ?.textContent,
      }));
    await expect.poll(async () => (await shown()).src).toBe(gallery.full[0]);
    expect((await shown()).caption).toBe('Harbour at dawn');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await shown()).src).toBe(gallery.full[1]);
    expect(await axeViolations(page, '.pswp')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.pswp'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(gallery.full[1]);
    expect(opened.problems).toEqual([]);
  });

  it("switched off: the links lead to the image files, as WordPress's own gallery", async () => {
    setSwitch('upgrade_gallery_block', false);
    const { page } = opened!;
    await page.goto(wpUrl(`?p=${gallery.post}`));
    await waitForIslands(page);
    expect(await page.locator(GALLERY).getAttribute('data-island-mounted')).toBeNull();
    await Promise.all([page.waitForURL(gallery.full[0]!), page.locator(`${GALLERY} figure.wp-block-image > a`).first().click()]);
  });
});

/**
 * WordPress's own Tabs and Accordion blocks (Interactivity API), under the keyboard tests of our tabs and
 * accordion (the WAI-ARIA APG patterns): what they do is kept; what ours add is said in
 * widgets/wordpress-blocks/README.md ("Tabs and accordions").
 */
describe("WordPress's Tabs and Accordion blocks under our APG keyboard tests", () => {
  let opened: OpenedPage | undefined;
  afterAll(() => opened?.close());

  const tabsState = () =>
    opened!.page.evaluate(() => {
      const tabs = [...document.querySelectorAll<HTMLElement>('.wp-block-tabs [role="tab"]')];
      return {
        focused: document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
        selected: tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent),
        inTabOrder: tabs.filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent),
        shownPanels: [...document.querySelectorAll<HTMLElement>('.wp-block-tabs [role="tabpanel"]')]
          .filter((panel) => !panel.hidden)
          .map((panel) => panel.textContent!.trim()),
      };
    });

  it('tabs: roles and relations, one tab in the tab order, arrows wrap, Home/End, Enter and Space select (manual activation)', async () => {
    opened = await newPage();
    const { page } = opened;
    await page.goto(wpUrl(`?p=${tabsPost}`));
    await waitForIslands(page);
    // The Interactivity API has bound the tabs once the hidden panels are hidden.
    await page.waitForFunction(() => document.querySelectorAll('.wp-block-tabs [role="tabpanel"][hidden]').length === 2);
    // Our switch is off by default: WordPress's blocks, not ours.
    expect(await page.locator('.wp-block-tabs').getAttribute('data-wp-interactive')).toBe('core/tabs');
    expect(await page.locator('.wp-block-accordion').getAttribute('data-wp-interactive')).toBe('core/accordion');
    expect(await page.locator('.wp-block-tabs[data-island], .wp-block-accordion[data-island]').count()).toBe(0);
    // WordPress's view modules of the blocks are on the page (what the switch on leaves out).
    expect(await page.content()).toMatch(/block-library\/tabs\/view/);
    expect(await page.content()).toMatch(/block-library\/accordion\/view/);
    const relations = await page.evaluate(() =>
      [...document.querySelectorAll('.wp-block-tabs [role="tab"]')].map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return panel?.getAttribute('role') === 'tabpanel' && panel.getAttribute('aria-labelledby') === tab.id;
      }),
    );
    expect(relations).toEqual([true, true, true]);
    expect(await page.locator('.wp-block-tabs [role="tablist"]').getAttribute('aria-label')).toBeTruthy();
    expect(await tabsState()).toEqual({
      focused: null,
      selected: ['Clay'],
      inTabOrder: ['Clay'],
      shownPanels: ['Stoneware clay, wedged by hand.'],
    });

    await page.locator('.wp-block-tabs [role="tab"]').first().focus();
    const moves: Array<[string, string]> = [
      ['ArrowRight', 'Glaze'],
      ['ArrowRight', 'Kiln'],
      ['ArrowRight', 'Clay'],
      ['ArrowLeft', 'Kiln'],
      ['Home', 'Clay'],
      ['End', 'Kiln'],
    ];
    for (const [key, focused] of moves) {
      await page.keyboard.press(key);
      // WordPress's tabs move the focus only: a tab is chosen with Enter or Space (APG, manual activation).
      expect(await tabsState()).toMatchObject({ focused, selected: ['Clay'] });
    }
    await page.keyboard.press('Enter');
    expect(await tabsState()).toEqual({
      focused: 'Kiln',
      selected: ['Kiln'],
      inTabOrder: ['Kiln'],
      shownPanels: ['Fired to cone 10 in the gas kiln.'],
    });
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    expect(await tabsState()).toMatchObject({ focused: 'Clay', selected: ['Clay'], shownPanels: ['Stoneware clay, wedged by hand.'] });
    // Tab leaves the tab list for the shown panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Stoneware clay, wedged by hand.');
    expect(await axeViolations(page, '.wp-block-tabs')).toEqual([]);
    expect(opened.problems).toEqual([]);
  });

  it('accordion: buttons in headings control their regions; Enter and Space toggle; Tab reaches the next heading', async () => {
    const { page } = opened!;
    const toggles = page.locator('.wp-block-accordion-heading__toggle');
    const accordionState = () =>
      page.evaluate(() => ({
        focused: document.activeElement?.closest('.wp-block-accordion-heading')?.textContent?.replace('+', '').trim() ?? null,
        expanded: [...document.querySelectorAll('.wp-block-accordion-heading__toggle')].map((toggle) =>
          toggle.getAttribute('aria-expanded'),
        ),
        // Closed panels are `hidden="until-found"`: the browser's find in page still opens them.
        hidden: [...document.querySelectorAll<HTMLElement>('.wp-block-accordion-panel')].map((panel) => panel.getAttribute('hidden')),
      }));
    const relations = await page.evaluate(() =>
      [...document.querySelectorAll('.wp-block-accordion-heading__toggle')].map((toggle) => {
        const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
        return (
          /^H[1-6]$/.test(toggle.parentElement!.tagName) &&
          panel?.getAttribute('role') === 'region' &&
          panel.getAttribute('aria-labelledby') === toggle.id
        );
      }),
    );
    expect(relations).toEqual([true, true]);
    await expect.poll(accordionState).toEqual({ focused: null, expanded: ['false', 'false'], hidden: ['until-found', 'until-found'] });

    await toggles.first().focus();
    await page.keyboard.press('Enter');
    expect(await accordionState()).toEqual({ focused: 'Opening hours', expanded: ['true', 'false'], hidden: [null, 'until-found'] });
    await page.keyboard.press(' ');
    expect(await accordionState()).toEqual({
      focused: 'Opening hours',
      expanded: ['false', 'false'],
      hidden: ['until-found', 'until-found'],
    });
    // Tab skips the closed panel's content and reaches the next heading's button.
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    expect(await accordionState()).toEqual({ focused: 'Getting here', expanded: ['false', 'true'], hidden: ['until-found', null] });
    expect(await axeViolations(page, '.wp-block-accordion')).toEqual([]);
    expect(opened!.problems).toEqual([]);
  });
});

/**
 * The switch `upgrade_tabs_blocks` on (off by default): our tabs and accordion on WordPress's markup
 * (widgets/wordpress-blocks/README.md, "Tabs and accordions"), and WordPress's Interactivity API no
 * longer on those blocks: never two implementations on one block.
 */
describe("WordPress's Tabs and Accordion blocks with ours, switched on", () => {
  let opened: BlockPage | undefined;
  beforeAll(() => setSwitch('upgrade_tabs_blocks', true));
  afterAll(async () => {
    setSwitch('upgrade_tabs_blocks', false);
    await opened?.close();
  });
  const selectedTab = () =>
    opened!.page.evaluate(() => ({
      focused: document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
      selected: [...document.querySelectorAll('.wp-block-tabs [role="tab"][aria-selected="true"]')].map((tab) => tab.textContent),
      shown: [...document.querySelectorAll<HTMLElement>('.wp-block-tabs [role="tabpanel"]')]
        .filter((panel) => !panel.hidden)
        .map((panel) => panel.textContent!.trim()),
    }));

  it("ours alone: WordPress's directives and view scripts gone; the arrows choose (automatic activation), Home/End, no shift, no CSP violation", async () => {
    opened = await openWithoutWebFonts(tabsPost);
    const { page, html } = opened;
    await page.waitForSelector('.wp-block-tabs[data-island-mounted~="tabs"]', { state: 'attached' });
    await page.waitForSelector('.wp-block-accordion[data-island-mounted~="accordion"]', { state: 'attached' });
    expect(await layoutShiftTotal(page)).toBe(0);
    // No directive left in either block, and WordPress's view modules of the two blocks are not on the page.
    expect(
      await page
        .locator(
          '.wp-block-tabs [data-wp-interactive], .wp-block-tabs[data-wp-interactive], .wp-block-accordion[data-wp-interactive], .wp-block-accordion [data-wp-on--click]',
        )
        .count(),
    ).toBe(0);
    expect(html).not.toMatch(/block-library\/(tabs|accordion)\/view/);
    expect(await selectedTab()).toEqual({ focused: null, selected: ['Clay'], shown: ['Stoneware clay, wedged by hand.'] });
    await page.locator('.wp-block-tabs [role="tab"]').first().focus();
    const moves: Array<[string, string]> = [
      ['ArrowRight', 'Glaze'],
      ['End', 'Kiln'],
      ['ArrowRight', 'Clay'],
      ['ArrowLeft', 'Kiln'],
      ['Home', 'Clay'],
    ];
    for (const [key, tab] of moves) {
      await page.keyboard.press(key);
      // Automatic activation: the tab the arrows reach is chosen, its panel shown.
      expect(await selectedTab()).toMatchObject({ focused: tab, selected: [tab] });
    }
    expect((await selectedTab()).shown).toEqual(['Stoneware clay, wedged by hand.']);
    expect(await axeViolations(page, '.wp-block-tabs')).toEqual([]);
    expect(opened.problems).toEqual([]);
  });

  it('right-to-left: Left is the next tab', async () => {
    const { page } = opened!;
    await page.evaluate(() => document.querySelector('.wp-block-tabs')!.setAttribute('dir', 'rtl'));
    await page.locator('.wp-block-tabs [role="tab"]').first().focus();
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab()).toMatchObject({ focused: 'Glaze', selected: ['Glaze'] });
  });

  it("the address's #hash opens the tab of the panel it names", async () => {
    const { page } = opened!;
    const kilnPanel = await page.locator('.wp-block-tabs [role="tabpanel"]').nth(2).getAttribute('id');
    await page.goto(`${page.url().split('#')[0]}#${kilnPanel}`);
    await waitForIslands(page);
    await page.waitForSelector('.wp-block-tabs[data-island-mounted~="tabs"]', { state: 'attached' });
    await expect.poll(async () => (await selectedTab()).selected).toEqual(['Kiln']);
    expect((await selectedTab()).shown).toEqual(['Fired to cone 10 in the gas kiln.']);
  });

  it('accordion: Down/Up/Home/End between the headings, Enter and Space toggle', async () => {
    const { page } = opened!;
    const state = () =>
      page.evaluate(() => ({
        focused: document.activeElement?.closest('.wp-block-accordion-heading')?.textContent?.replace('+', '').trim() ?? null,
        expanded: [...document.querySelectorAll('.wp-block-accordion-heading__toggle')].map((toggle) =>
          toggle.getAttribute('aria-expanded'),
        ),
        shown: [...document.querySelectorAll<HTMLElement>('.wp-block-accordion-panel')].map((panel) => !panel.hidden),
      }));
    expect(await state()).toEqual({ focused: null, expanded: ['false', 'false'], shown: [false, false] });
    const toggles = page.locator('.wp-block-accordion-heading__toggle');
    await toggles.first().focus();
    await page.keyboard.press('ArrowDown');
    expect((await state()).focused).toBe('Getting here');
    await page.keyboard.press('Home');
    expect((await state()).focused).toBe('Opening hours');
    await page.keyboard.press('End');
    expect((await state()).focused).toBe('Getting here');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await state()).toEqual({ focused: 'Opening hours', expanded: ['true', 'false'], shown: [true, false] });
    await page.keyboard.press(' ');
    expect(await state()).toEqual({ focused: 'Opening hours', expanded: ['false', 'false'], shown: [false, false] });
    expect(await axeViolations(page, '.wp-block-accordion')).toEqual([]);
    expect(opened!.problems).toEqual([]);
  });
});

describe("WordPress's Query Loop: load more", () => {
  let opened: OpenedPage | undefined;
  let pageTwoTitles: string[] = [];
  afterAll(async () => {
    setSwitch('upgrade_query_block', true);
    await opened?.close();
  });
  const titles = (page: OpenedPage['page']) => page.locator(`${QUERY} li.wp-block-post .wp-block-post-title`).allTextContents();

  it('"Load more" takes the pagination\'s place as the widget mounts, moving nothing, and appends the next page\'s posts in place', async () => {
    opened = await openWithoutWebFonts(queryPost);
    const { page } = opened;
    await page.waitForSelector(`${QUERY}[data-island-mounted~="post-list"]`, { state: 'attached' });
    // Both share one box from the first paint: the swap is no layout shift.
    expect(await layoutShiftTotal(page)).toBe(0);
    const first = await titles(page);
    expect(first).toHaveLength(2);
    // Once mounted, "Load more" stands in for the pagination, in the same box.
    const pagination = page.locator(`${QUERY} .wp-block-query-pagination`);
    const more = page.locator(`${QUERY} [data-post-list-more]`);
    expect(await pagination.isVisible()).toBe(false);
    expect(await more.isVisible()).toBe(true);
    const slot = page.locator(`${QUERY} .cms-islands-query-more`);
    expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual((await more.boundingBox())!.height);
    // The link is WordPress's own next page, nothing of ours in it: opened in a new tab, it is that page.
    const nextPage = new URL((await pagination.locator('a.wp-block-query-pagination-next').getAttribute('href'))!, page.url()).href;
    expect(new URL((await more.getAttribute('href'))!, page.url()).href).toBe(nextPage);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().resourceType() === 'fetch' && response.url().includes('query-7-page=2')),
      more.click(),
    ]);
    expect(answer.headers()['content-type']).toContain('application/json');
    await expect.poll(async () => (await titles(page)).length).toBe(4);
    // The address bar follows the page reached, with no query argument of ours (widgets/wordpress-blocks/README.md, "Load more").
    expect(page.url()).toBe(nextPage);
    // Which loop of the page answers went with the call alone.
    expect(new URL(answer.url()).searchParams.get('atts[cms_islands_query]')).toBe('1');
    pageTwoTitles = (await titles(page)).slice(2);
    expect((await titles(page)).slice(0, 2)).toEqual(first);
    // The next link now leads to page 3; the items are the block's own list items.
    expect(await more.getAttribute('href')).toMatch(/query-7-page=3/);
    expect(await page.locator(`${QUERY} ul.wp-block-post-template > li.wp-block-post`).count()).toBe(4);
    expect(await axeViolations(page, QUERY)).toEqual([]);
    expect(opened.problems).toEqual([]);
  });

  it('reloading the address "Load more" left, or opening it anew, gives the page reached, whole: HTML, with that page\'s posts', async () => {
    const { page } = opened!;
    const reached = page.url();
    const reloaded = await page.reload();
    expect(reloaded!.headers()['content-type']).toContain('text/html');
    await waitForIslands(page);
    expect(page.url()).toBe(reached);
    expect(await titles(page)).toEqual(pageTwoTitles);
    expect(await page.locator(`${QUERY}[data-island-mounted~="post-list"]`).count()).toBe(1);
    // A link shared to someone else: a browser with nothing of this visit (no cache, no cookie).
    const context = await page.context().browser()!.newContext();
    try {
      const shared = await context.newPage();
      const response = await shared.goto(reached);
      expect(response!.headers()['content-type']).toContain('text/html');
      expect(await titles(shared)).toEqual(pageTwoTitles);
    } finally {
      await context.close();
    }
  });

  it('without scripts: WordPress\'s pagination, in the same box, leads to the next page, the posts "Load more" appended', async () => {
    const context = await opened!.page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(wpUrl(`?p=${queryPost}`));
      expect(await titles(page)).toHaveLength(2);
      expect(await page.locator(`${QUERY} [data-post-list-more]`).isVisible()).toBe(false);
      await Promise.all([page.waitForURL(/query-7-page=2/), page.locator(`${QUERY} a.wp-block-query-pagination-next`).click()]);
      expect(await titles(page)).toEqual(pageTwoTitles);
    } finally {
      await context.close();
    }
  });

  it("switched off: WordPress's own pagination, untouched", async () => {
    setSwitch('upgrade_query_block', false);
    const { page } = opened!;
    await page.goto(wpUrl(`?p=${queryPost}`));
    await waitForIslands(page);
    expect(await page.locator(QUERY).getAttribute('data-island')).toBeNull();
    expect(await page.locator(`${QUERY} [data-post-list-more]`).count()).toBe(0);
    expect(await page.locator(`${QUERY} .wp-block-query-pagination`).isVisible()).toBe(true);
  });
});

/** What the embed previews kept (widgets/wordpress-blocks/README.md, "The embed preview"), as PHP printing it. */
const KEPT_PHP = `global $wpdb;
$dir = trailingslashit( wp_get_upload_dir()['basedir'] ) . 'cms-islands/embed-posters';
$kept = array(
	'answers' => $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'cms_islands_embed_' ) . '%' ) ),
	'posters' => is_dir( $dir ) ? array_values( array_diff( scandir( $dir ), array( '.', '..' ) ) ) : null,
	'ourUploads' => is_dir( trailingslashit( wp_get_upload_dir()['basedir'] ) . 'cms-islands' ),
	'settings' => false !== get_option( 'cms_islands_settings' ),
	'anotherOption' => false !== get_option( 'cms_islands_test_oembed_asked' ),
);`;

describe('Uninstalling the plugin', () => {
  it("removes the embed previews' kept oEmbed answers and poster copies with its settings, and nothing else", () => {
    const [before, after] = phpJson<Array<Record<string, unknown>>>(
      `${KEPT_PHP}
      $before = $kept;
      $settings = get_option( 'cms_islands_settings' );
      define( 'WP_UNINSTALL_PLUGIN', 'cms-islands/cms-islands.php' );
      include WP_PLUGIN_DIR . '/cms-islands/uninstall.php';
      ${KEPT_PHP}
      // The settings back, for any test after this one.
      if ( false !== $settings ) { update_option( 'cms_islands_settings', $settings ); }
      echo wp_json_encode( array( $before, $kept ) );`,
    );
    // The embed tests above made one answer and one poster each (YouTube, Vimeo).
    expect(before).toEqual({
      answers: [expect.stringMatching(/^cms_islands_embed_[0-9a-f]{32}$/), expect.stringMatching(/^cms_islands_embed_[0-9a-f]{32}$/)],
      posters: [expect.stringMatching(/^[0-9a-f]{32}\.jpg$/), expect.stringMatching(/^[0-9a-f]{32}\.jpg$/)],
      ourUploads: true,
      settings: true,
      anotherOption: true,
    });
    expect(after).toEqual({ answers: [], posters: null, ourUploads: false, settings: false, anotherOption: true });
  });
});
