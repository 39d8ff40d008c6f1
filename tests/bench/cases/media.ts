/**
 * The media page (issue 11): a gallery of 60 images, a masonry grid of 40, a slider, a video
 * background and 200 lazy images, each part taken from its demo page's example region by widget name
 * (site/parts.ts; a part without a demo sample yet is left out and reported so). Each run loads the
 * page cold and:
 *
 * 1. notes the on-demand files (cms-islands.widget-*.js, cms-islands.vendor-*.js) requested by the time
 *    the page has settled: "at load";
 * 2. scrolls it from top to bottom as the scroll case does (cases/scroll.ts): script per frame, forced
 *    layouts, and the files requested on the way: "while scrolling";
 * 3. back at the gallery, opens its first image (PhotoSwipe's file is fetched: "on first lightbox open"),
 *    closes it, then opens the second one with the file already there: that open's processing is the
 *    goal; the close (Escape) is timed too.
 */
import type { Page } from 'playwright-core';
import { MAIN_BUNDLE_FILE } from '../../../scripts/build-config';
import type { BenchConfig } from '../config';
import type { BenchContext } from '../context';
import { longestBundleScripts } from '../browser/long-frames';
import { afterNextPaint, openMeasuredPage, waitForQuiet } from '../browser/session';
import { summarizeRuns, type Stat } from '../report/stats';
import { renderBenchPage } from '../site/pages';
import { PART_ATTRIBUTE, buildParts, describePart, partSection, type Part, type PartSpec } from '../site/parts';
import { timeInput, type TimedInput } from './interaction';
import { scrollOnce, type ScrollRun } from './scroll';

/** The parts, in the order; counts from the config (the numbers in a full run). */
function mediaPartSpecs(config: BenchConfig): PartSpec[] {
  const { galleryImages, masonryItems, lazyImages } = config.mediaPage;
  return [
    {
      widget: 'gallery',
      label: `a gallery of ${galleryImages} images`,
      items: { count: galleryImages, selector: ':scope > a[href], :scope > figure' },
    },
    { widget: 'masonry', label: `a masonry grid of ${masonryItems}`, items: { count: masonryItems, selector: '.grid-item' } },
    { widget: 'slider', label: 'a slider' },
    { widget: 'video-background', label: 'a video background' },
    // Each lazy image is one item (a figure, or the img itself), whatever wraps it.
    { widget: 'lazy-media', label: `${lazyImages} lazy images`, items: { count: lazyImages, selector: ':scope > *' } },
  ];
}

/**
 * The benchmark's own layout for the 200 lazy images: five to a row, as a photo archive or a product
 * list prints them. In the demo's one-column article they would make a page 130 000 px long (two
 * minutes of scrolling per run) without anything more to measure.
 */
const MEDIA_PAGE_CSS = `.bench-lazy-grid [data-island="lazy-media"] { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 12px; }
.bench-lazy-grid figure { margin: 0; }
.bench-lazy-grid img, .bench-lazy-grid iframe { display: block; width: 100%; height: auto; background: #eef1f6; }
`;

export interface MediaRun extends ScrollRun {
  /** Widget roots mounted once the page settled after load (before any scrolling). */
  mountedAtLoad: number;
}

interface MediaFiles {
  atLoad: string[];
  whileScrolling: string[];
  onFirstLightboxOpen: string[];
  /** Requested by the second open: none expected (the file is there). */
  onSecondLightboxOpen: string[];
}

export type LightboxRun = TimedInput & {
  /** Click to the lightbox's opening animation ended (`data-state="open"`), ms. */
  shownMs: number;
};

export interface MediaCase {
  parts: Array<ReturnType<typeof describePart>>;
  widgetRoots: number;
  pageHeightPx: number;
  speedPxPerS: number;
  stats: Record<keyof MediaRun, Stat>;
  /** Where the bundle forced layout while scrolling, over all runs. */
  forcedLayoutSites: string[];
  /** The bundle's longest scripts in long frames while scrolling (last run), with their source. */
  longestScripts: string[];
  /** On-demand files by when they were requested (the last run; every run asked the same). */
  files: MediaFiles;
  /** Whether every run requested the same files at the same points. */
  filesStable: boolean;
  /** Absent without a gallery. */
  lightbox?: {
    firstOpen: Record<keyof LightboxRun, Stat>;
    open: Record<keyof LightboxRun, Stat>;
    close: Record<keyof TimedInput, Stat>;
    forcedLayoutSites: string[];
  };
}

/** How many of the bundle's longest scripts in long frames the report names. */
const LONGEST_SCRIPTS_SHOWN = 4;

const onDemand = (files: readonly string[]) => [...new Set(files.filter((file) => file.endsWith('.js') && file !== MAIN_BUNDLE_FILE))];

function mediaPageHtml(context: BenchContext, parts: readonly Part[]): string {
  const css = context.site.addFile('media-page.css', 'text/css; charset=utf-8', MEDIA_PAGE_CSS);
  const sections = parts.map((part) => partSection(part, { className: part.spec.widget === 'lazy-media' ? 'bench-lazy-grid' : '' }));
  return renderBenchPage({
    title: 'Benchmark: media page',
    body: `<h1>Media page</h1>\n${sections.filter(Boolean).join('\n')}`,
    head: [...context.catalogue.head, `<link rel="stylesheet" href="${css}">`],
    settings: context.catalogue.settings,
  });
}

const GALLERY_LINKS = `[${PART_ATTRIBUTE}="gallery"] a[href]`;
const LIGHTBOX_OPEN = '.pswp[data-state="open"]';

/** Clicks the n-th gallery link (timed) and waits for the lightbox to finish opening. */
async function openLightbox(context: BenchContext, page: Page, index: number, sites: Set<string>): Promise<LightboxRun> {
  const link = page.locator(GALLERY_LINKS).nth(index);
  await link.scrollIntoViewIfNeeded();
  await afterNextPaint(page);
  const box = await link.boundingBox();
  if (!box) throw new Error(`gallery link ${index + 1} is not on screen`);
  const clickedAt = await page.evaluate(() => performance.now());
  const timed = await timeInput(
    context,
    page,
    async () => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForSelector(LIGHTBOX_OPEN, { timeout: 10_000 });
    },
    sites,
  );
  // The attribute lands when PhotoSwipe's opening animation ends; read when the test saw it.
  const shownMs = (await page.evaluate(() => performance.now())) - clickedAt;
  return { ...timed, shownMs };
}

async function closeLightbox(context: BenchContext, page: Page, sites: Set<string>): Promise<TimedInput> {
  return timeInput(
    context,
    page,
    async () => {
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.pswp'), undefined, { timeout: 10_000 });
    },
    sites,
  );
}

export async function measureMediaPage(context: BenchContext): Promise<MediaCase> {
  const { browser, catalogue, config, problems } = context;
  const parts = await buildParts(browser, catalogue, mediaPartSpecs(config));
  const url = context.site.addPage(mediaPageHtml(context, parts));
  const hasGallery = parts.some((part) => part.spec.widget === 'gallery' && part.sample);
  const runs: MediaRun[] = [];
  const firstOpens: LightboxRun[] = [];
  const opens: LightboxRun[] = [];
  const closes: TimedInput[] = [];
  const scrollSites = new Set<string>();
  const lightboxSites = new Set<string>();
  const filesSeen = new Set<string>();
  let files: MediaFiles = { atLoad: [], whileScrolling: [], onFirstLightboxOpen: [], onSecondLightboxOpen: [] };
  let longestScripts: string[] = [];
  let pageHeightPx = 0;
  let widgetRoots = 0;
  for (let run = 0; run < config.longCaseRuns; run += 1) {
    const measured = await openMeasuredPage(browser, url);
    try {
      const { page, distRequests } = measured;
      await waitForQuiet(page, 300);
      const loaded = distRequests.length;
      const mountedAtLoad = await page.evaluate(() => window.__benchProbe!.mounts);
      const scrolled = await scrollOnce(context, measured, 'media page');
      await waitForQuiet(page, 300);
      const afterScroll = distRequests.length;
      runs.push({ ...scrolled.run, mountedAtLoad });
      scrolled.sites.forEach((place) => scrollSites.add(place));
      longestScripts = longestBundleScripts(scrolled.longFrames, LONGEST_SCRIPTS_SHOWN).map(
        (script) =>
          `${script.durationMs.toFixed(0)} ms (forced layout ${script.forcedLayoutMs.toFixed(0)} ms), ${script.invoker}, ${context.resolveSite(script.site)}`,
      );
      pageHeightPx = scrolled.pageHeightPx;
      widgetRoots = scrolled.widgetRoots;
      let afterFirstOpen = afterScroll;
      if (hasGallery) {
        try {
          firstOpens.push(await openLightbox(context, page, 0, lightboxSites));
          afterFirstOpen = distRequests.length;
          await closeLightbox(context, page, lightboxSites);
          opens.push(await openLightbox(context, page, 1, lightboxSites));
          closes.push(await closeLightbox(context, page, lightboxSites));
        } catch (error) {
          problems.push(`media page: the lightbox: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
        }
      }
      files = {
        atLoad: onDemand(distRequests.slice(0, loaded)),
        whileScrolling: onDemand(distRequests.slice(loaded, afterScroll)),
        onFirstLightboxOpen: onDemand(distRequests.slice(afterScroll, afterFirstOpen)),
        onSecondLightboxOpen: onDemand(distRequests.slice(afterFirstOpen)),
      };
      filesSeen.add(JSON.stringify(files));
      problems.push(...measured.problems.map((problem) => `media page: ${problem}`));
    } finally {
      await measured.close();
    }
  }
  return {
    parts: parts.map(describePart),
    widgetRoots,
    pageHeightPx,
    speedPxPerS: config.scrollSpeedPxPerS,
    stats: summarizeRuns(runs),
    forcedLayoutSites: [...scrollSites],
    longestScripts,
    files,
    filesStable: filesSeen.size <= 1,
    lightbox:
      opens.length > 0
        ? {
            firstOpen: summarizeRuns(firstOpens),
            open: summarizeRuns(opens),
            close: summarizeRuns(closes),
            forcedLayoutSites: [...lightboxSites],
          }
        : undefined,
  };
}
