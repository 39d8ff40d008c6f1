import { coerceFlagAttribute, coerceNumber, coerceString } from '../../core/settings/coerce';
import { atLeast, field, type ShapeOf } from '../../core/settings/schema';
import { optionsParser } from '../../mount/options';
import { autoplayIntervalSeconds, MAX_INTERVAL_SECONDS, secondsToMs } from '../../core/settings/seconds';
import { described, describedSettings, type FamilySchemas, type FieldTexts } from '../../core/settings/field-texts';
import { slidesSettingsSchema, slidesSettingsTexts } from '../../core/slides/texts';

/** The defaults of the options table (widgets/carousel/README.md): 3 items, autoplay 5000 ms, smart speed 250 ms. */
export const CAROUSEL_ITEMS_DEFAULT = 3;
export const CAROUSEL_AUTOPLAY_TIMEOUT_MS = 5000;
export const CAROUSEL_SMART_SPEED_MS = 250;
/**
 * `data-speed` range (ours, widgets/carousel/README.md): a transition shorter than 100 ms is no longer
 * seen as motion, and one as long as the default autoplay timeout (5 s) never lets a slide rest.
 * 0 (no animation) is what the widget gives visitors who prefer reduced motion, by itself.
 */
export const CAROUSEL_MIN_SPEED_MS = 100;
export const CAROUSEL_MAX_SPEED_MS = 5000;

/** A bare boolean attribute (`data-loop`) reads as "on", as HTML's own boolean attributes do. */
const atLeastOne = atLeast(1);
const optionalCount = (value: number | undefined) => (value === undefined ? undefined : atLeastOne(value));
const optionalInterval = (value: number | undefined) => (value === undefined ? undefined : autoplayIntervalSeconds(value));
const speedRange = (value: number) =>
  value >= CAROUSEL_MIN_SPEED_MS && value <= CAROUSEL_MAX_SPEED_MS
    ? undefined
    : `must be ${CAROUSEL_MIN_SPEED_MS} to ${CAROUSEL_MAX_SPEED_MS} ms`;

/**
 * Options of `data-island="carousel"`, read from its data attributes. Defaults quote the README unless
 * marked "ours". Breakpoints are the README's slider breakpoints (see swiper-params.ts).
 */
export const CAROUSEL_OPTIONS_SCHEMA = {
  /** `data-items`: slides in view at 1025 px and wider. Default 3 (README). Fractions (2.5) show a peek. */
  items: field(coerceNumber, CAROUSEL_ITEMS_DEFAULT, atLeastOne),
  /** `data-items-tablet`: slides in view from 577 to 1024 px. Default (ours): the smaller of items and 2. */
  itemsTablet: field<number | undefined>(coerceNumber, undefined, optionalCount),
  /** `data-items-mobile`: slides in view below 577 px. Default (ours): 1. */
  itemsMobile: field(coerceNumber, 1, atLeastOne),
  /** `data-gap`: space between slides in px. Default (ours): 0. */
  gap: field(coerceNumber, 0, atLeast(0)),
  /**
   * `data-autoplay` (present, or "true"/"yes"/"1"): rotate every 5000 ms (README default slider autoplay).
   * `data-autoplay="false"` switches autoplay off whatever data-interval says. Default: off.
   */
  autoplay: field<boolean | undefined>(coerceFlagAttribute, undefined),
  /**
   * `data-interval`: the autoplay interval in SECONDS, as for every slider and tab set (README);
   * a positive value (1 to 86400, a day) turns autoplay on by itself, 0 turns it off; anything else
   * is refused (absent, and one warning). Default: absent (see autoplay).
   */
  interval: field<number | undefined>(coerceNumber, undefined, optionalInterval),
  /**
   * `data-speed`: slide transition in ms, 100 to 5000; anything else is refused (the default and one
   * warning). Default 250 (README smart speed); 0 under reduced motion.
   */
  speed: field(coerceNumber, CAROUSEL_SMART_SPEED_MS, speedRange),
  /** `data-loop`: wrap around endlessly. Default (ours): off, and Next on the last view rewinds to the first. */
  loop: field(coerceFlagAttribute, false),
  /** `data-label`: the carousel's accessible name when it has no heading. Default: none. */
  label: field(coerceString, ''),
};
export type CarouselOptions = ShapeOf<typeof CAROUSEL_OPTIONS_SCHEMA>;

export const parseCarouselOptions = optionsParser('carousel', CAROUSEL_OPTIONS_SCHEMA);

/** Labels and help (README, "Options and settings: one source"); build time only, never in the bundle. */
const CAROUSEL_OPTIONS_TEXTS: FieldTexts<CarouselOptions> = {
  items: {
    label: 'Slides in view',
    help: 'Slides in view at 1025 px and wider; a fraction (2.5) shows a peek of the next one.',
    minimum: 1,
  },
  itemsTablet: {
    label: 'Slides in view on tablets',
    help: 'Slides in view from 577 to 1024 px.',
    minimum: 1,
    defaultText: 'the smaller of `data-items` and 2',
  },
  itemsMobile: { label: 'Slides in view on phones', help: 'Slides in view below 577 px.', minimum: 1 },
  gap: { label: 'Gap', help: 'Space between slides, px.', minimum: 0 },
  autoplay: {
    label: 'Autoplay',
    help: 'Rotate every 5000 ms; `false` switches autoplay off whatever `data-interval` says.',
    defaultText: 'off, unless `data-interval` turns it on',
  },
  interval: {
    label: 'Autoplay interval',
    help: 'Rotate every this many seconds, 1 to 86400 (a day), which turns autoplay on by itself; 0 turns it off.',
    minimum: 0,
    maximum: MAX_INTERVAL_SECONDS,
    defaultText: 'none: `data-autoplay` decides',
  },
  speed: {
    label: 'Transition',
    help: 'How long a slide takes to come in, ms; none for visitors who prefer reduced motion.',
    minimum: CAROUSEL_MIN_SPEED_MS,
    maximum: CAROUSEL_MAX_SPEED_MS,
  },
  loop: { label: 'Loop', help: 'Wrap around endlessly; without it, Next on the last view rewinds to the first.' },
  label: { label: 'Name', help: "The carousel's accessible name when it has no heading.", format: 'text' },
};

/** The autoplay interval in ms the options ask for; 0 means no autoplay. */
export function autoplayIntervalMs({ autoplay, interval }: Pick<CarouselOptions, 'autoplay' | 'interval'>): number {
  if (autoplay === false) return 0;
  if (interval !== undefined) return secondsToMs(interval);
  return autoplay ? CAROUSEL_AUTOPLAY_TIMEOUT_MS : 0;
}

/** Visitor-facing strings of the carousel (`carousel_previous` … `carousel_slide_label`), English by default (README, "Settings keys"). */
export const CAROUSEL_SETTINGS_SCHEMA = slidesSettingsSchema('carousel');

/** What the carousel family reads, described (README, "Options and settings: one source"); build time only. */
export function schemas(): FamilySchemas {
  return {
    options: {
      carousel: described(CAROUSEL_OPTIONS_SCHEMA, CAROUSEL_OPTIONS_TEXTS),
    },
    settings: {
      carousel: describedSettings('Carousel', CAROUSEL_SETTINGS_SCHEMA, slidesSettingsTexts('carousel')),
    },
  };
}
