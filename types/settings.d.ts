// Written by `npm run schema` from the TypeScript schemas (README, "Options and settings: one source"). Do not edit.

/** What the bundle reads as true or false: "yes", "1", "true", "on" and "no", "0", "false", "off", "" (any case), 1 and 0. */
export type PrintedBoolean = boolean | 0 | 1 | 'yes' | 'no' | 'true' | 'false' | 'on' | 'off' | '1' | '0' | '';

/** A number, or its digits as text: WordPress prints numbers as strings ("300"). */
export type PrintedNumber = number | `${number}`;

/** What the server may print for a setting read as `Value`. */
export type Printed<Value> = [Value] extends [boolean]
  ? PrintedBoolean
  : [Value] extends [number]
    ? PrintedNumber
    : string extends Value
      ? string | number
      : Value;

/** General, as the bundle reads them (README, "Page settings"). */
export interface SharedSettings {
  /** Ajax address: The address of WordPress's admin-ajax.php, where the widgets send their calls. The plugin prints it. Default: "/wp-admin/admin-ajax.php". */
  readonly ajaxurl: string;
  /** Ajax action prefix: Names the calls the widgets make ({prefix}_ajax_search…): a lowercase letter, then up to 39 lowercase letters, digits or underscores. Default: "cms_islands". */
  readonly ajax_action_prefix: string;
  /** Lazy loading offset: How many px before the viewport lazy images load and lazy widgets mount; a huge value mounts everything at once (an observer margin of 2³¹ px would never intersect: more than 1 000 000 is refused). Default: 300. */
  readonly lazy_loading_offset: number;
}

/** WordPress's own blocks, as the bundle reads them (README, "Page settings"). */
export interface WordpressBlocksSettings {
  /** Search block: suggestions as you type: WordPress's Search block suggests posts (and products with their price, with WooCommerce) as the visitor types, as our search does. Off: the block only sends the visitor to the results page. Default: true. */
  readonly upgrade_search_block: boolean;
  /** Query Loop: load more: A Query Loop with pagination gets a "Load more" link that adds the next page under the posts shown, without leaving the page; without scripts WordPress's pagination stays. Off: the pagination WordPress prints. Loops with their own "reload the list in place" setting are left to WordPress. Default: true. */
  readonly upgrade_query_block: boolean;
  /** Video embeds: load on click: YouTube and Vimeo embeds show a preview with the title and a picture the site serves itself (a copy of the video’s thumbnail); nothing is asked of the video site until the visitor clicks. Off: the video site’s player loads with the page. Default: true. */
  readonly upgrade_embed_block: boolean;
  /** Gallery block: lightbox: Images of WordPress's Gallery block that link to their file open in our lightbox (PhotoSwipe). Images using WordPress's own “Enlarge on click” keep it. Off: the links lead to the image files. Default: true. */
  readonly upgrade_gallery_block: boolean;
  /** Tabs and Accordion blocks: our keyboard: WordPress's Tabs and Accordion blocks work with our tabs and accordion instead of WordPress's own script: a tab opens as the arrow keys reach it, Home and End, the address's #hash opens its tab, arrows follow right-to-left text, Up and Down move between the accordion's headings. Off (the default): WordPress's own behaviour. Default: false. */
  readonly upgrade_tabs_blocks: boolean;
}

/** Carousel, as the bundle reads them (widgets/carousel/README.md). */
export interface CarouselSettings {
  /** Previous button: Name of the button to the previous slide. Default: "Previous slide". */
  readonly carousel_previous: string;
  /** Next button: Name of the button to the next slide. Default: "Next slide". */
  readonly carousel_next: string;
  /** Stop button: Name of the button that stops the automatic slide show. Default: "Stop automatic slide show". */
  readonly carousel_stop: string;
  /** Start button: Name of the button that starts the automatic slide show again. Default: "Start automatic slide show". */
  readonly carousel_start: string;
  /** Slide name: Each slide's name: {n} is its number, {m} the number of slides. Default: "{n} of {m}". */
  readonly carousel_slide_label: string;
}

/** Contact form, as the bundle reads them (widgets/contact-form/README.md). */
export interface ContactFormSettings {
  /** REST root: The REST API's root, for when Contact Form 7's own script is off the page; empty: the root the page's head announces, else /wp-json/. The plugin prints it. Default: "". */
  readonly rest_url: string;
  /** Contact Form 7 namespace: Contact Form 7's REST namespace. The plugin prints it. Default: "contact-form-7/v1". */
  readonly cf7_namespace: string;
  /** Pages are cached: The pages may come from a page cache: each form is reset on load. The plugin prints whether WP_CACHE is on. Default: false. */
  readonly cf7_cached: boolean;
}

/** Search, as the bundle reads them (widgets/search/README.md). */
export interface SearchSettings {
  /** Suggestion list name: The suggestion list's accessible name. Default: "Search suggestions". */
  readonly search_suggestions_label: string;
  /** No suggestions: Shown when there is nothing to suggest: an empty answer, or a call that failed. Default: "No suggestions". */
  readonly search_no_suggestions: string;
  /** One result: Said when one suggestion came. Default: "1 result available. Use the up and down arrows to browse.". */
  readonly search_one_result: string;
  /** Several results: Said when several suggestions came; {count} is how many. Default: "{count} results available. Use the up and down arrows to browse.". */
  readonly search_results: string;
  /** View-all link: The link to the results page under the suggestions. Default: "View all results". */
  readonly search_view_all: string;
}

/** Menus, as the bundle reads them (widgets/menu/README.md). */
export interface MenuSettings {
  /** Sub-menu button name: Name of a sub-menu button printed without one; %s is the item's text. Default: "More %s pages". */
  readonly menu_submenu_toggle_label: string;
}

/** Blog and portfolio lists, as the bundle reads them (widgets/post-list/README.md). */
export interface PostListSettings {
  /** After a filter: Said after a filter is chosen; {count} is the number of items shown. Default: "{count} items shown". */
  readonly post_list_shown: string;
  /** After a load: Said after a load the visitor did not click for (infinite scroll), or when none of the new items passes the filter; {count} is the number added. Default: "{count} more items loaded". */
  readonly post_list_loaded: string;
}

/** Countdowns, as the bundle reads them (widgets/counters/README.md). */
export interface CountdownSettings {
  /** Days: Label of the days part. Default: "days". */
  readonly countdown_days: string;
  /** Hours: Label of the hours part. Default: "hr". */
  readonly countdown_hours: string;
  /** Minutes: Label of the minutes part. Default: "min". */
  readonly countdown_mins: string;
  /** Seconds: Label of the seconds part. Default: "sc". */
  readonly countdown_sec: string;
  /** Ended: What the countdown says to screen readers once it reached zero. Default: "Ended". */
  readonly countdown_ended: string;
}

/** Drawers, as the bundle reads them (widgets/drawers/README.md). */
export interface DrawersSettings {
  /** Plain scrollbars: Plain browser scrollbars in drawers instead of the thin styled ones. Default: false. */
  readonly disable_nanoscroller: boolean;
}

/** Header banner, as the bundle reads them (widgets/header-banner/README.md). */
export interface HeaderBannerSettings {
  /** Show the header banner: The banner appears only when this is set. Default: false. */
  readonly header_banner_enabled: boolean;
  /** Close button: The visitor may close the banner. Default: false. */
  readonly header_banner_close_btn: boolean;
  /** Banner version: Closing is remembered for this version: change it to show the banner again (1 to 32 letters, digits, dots, dashes or underscores). Default: "1". */
  readonly header_banner_version: string;
  /** Close button name: Accessible name of the close button the widget adds when the server printed none. Default: "Close the banner". */
  readonly header_banner_close_label: string;
}

/** Sticky header, as the bundle reads them (widgets/sticky-header/README.md). */
export interface StickyHeaderSettings {
  /** Compact header HTML: HTML of a compact header pinned instead of the header itself; empty: the header itself. Default: "". */
  readonly whb_header_clone: string;
}

/** One-page menu, as the bundle reads them (widgets/one-page-menu/README.md). */
export interface OnePageMenuSettings {
  /** Offset: Space left above a section the one-page menu scrolls to, px. Default: 0. */
  readonly one_page_menu_offset: number;
}

/** Cookie notice, as the bundle reads them (widgets/cookie-notice/README.md). */
export interface CookieNoticeSettings {
  /** Notice version: A new version asks visitors who accepted an older one again (1 to 32 letters, digits, dots, dashes or underscores). Default: "1". */
  readonly cookies_version: string;
  /** Notice name: The notice region's name when its markup names none. Default: "Cookie notice". */
  readonly cookie_notice_label: string;
}

/** Promo popup, as the bundle reads them (widgets/popups/README.md). */
export interface PromoPopupSettings {
  /** Enable the promo popup: The promo popup is active only when this is set. Default: false. */
  readonly enable_popup: boolean;
  /** Hide on phones: Skipped below 768 px wide: no interstitial on phones unless asked for. Default: true. */
  readonly promo_popup_hide_mobile: boolean;
  /** Pages before it shows: Pages the visitor must have viewed before the popup may show; 0: from the first page. Default: 0. */
  readonly popup_pages: number;
  /** Show it: After the delay below, or once the page has scrolled the distance below. Default: "time". */
  readonly popup_event: 'time' | 'scroll';
  /** Scroll distance: How far the page must have scrolled when it shows after scrolling, px. Default: 1000. */
  readonly popup_scroll: number;
  /** Delay: How long after the page loads it shows when it shows after a delay, ms. Default: 5000. */
  readonly popup_delay: number;
  /** Popup version: A new version shows the popup again to visitors who closed it (1 to 32 letters, digits, dots, dashes or underscores). Default: "1". */
  readonly promo_version: string;
  /** Popup name: The dialog's name when its markup names none (no heading, no aria-label). Default: "Newsletter". */
  readonly promo_popup_label: string;
}

/** Content and lightbox popups, as the bundle reads them (widgets/popups/README.md). */
export interface PopupSettings {
  /** Close button: Name of the close button. Default: "Close". */
  readonly popup_close_text: string;
  /** Popup name: Name of a popup whose opener has no text, label or data-popup-label. Default: "Popup". */
  readonly popup_label_text: string;
  /** Loading: Said while the content loads. Default: "Loading…". */
  readonly popup_loading_text: string;
  /** Content failed: Shown when the content or the page in a frame cannot be loaded. Default: "The content could not be loaded". */
  readonly popup_content_error_text: string;
  /** Image failed: Shown when the image cannot be loaded. Default: "The image could not be loaded". */
  readonly popup_image_error_text: string;
  /** Target missing: Shown when the content of this page a popup names is not there. Default: "Content not found". */
  readonly popup_not_found_text: string;
}

/** Gallery lightbox, as the bundle reads them (widgets/gallery/README.md). */
export interface GallerySettings {
  /** Image failed: Shown when an image cannot be loaded. Default: "The image could not be loaded". */
  readonly gallery_image_error: string;
  /** Viewer name: The lightbox's accessible name. Default: "Image viewer". */
  readonly gallery_label: string;
  /** Close button: Name of the close button. Default: "Close (Esc)". */
  readonly gallery_close: string;
  /** Previous button: Name of the button to the previous image. Default: "Previous image". */
  readonly gallery_previous: string;
  /** Next button: Name of the button to the next image. Default: "Next image". */
  readonly gallery_next: string;
  /** Zoom button: Name of the zoom button. Default: "Zoom". */
  readonly gallery_zoom: string;
  /** Counter: Where the visitor is: {index} is the image's number, {count} the number of images. Default: "{index} of {count}". */
  readonly gallery_counter: string;
}

/** Social feed, as the bundle reads them (widgets/social-feed/README.md). */
export interface SocialFeedSettings {
  /** Public photo pages: Where the public photo page of an account the server could not reach is fetched from: the page must be this address, then the account's name and a slash (https://photos.example/ or a proxy of this site, /social-pages/). Empty: such accounts are not retried. Default: "". */
  readonly social_feed_pages: string;
}

/** Slice slider, as the bundle reads them (widgets/slider/README.md). */
export interface SliderSettings {
  /** Previous button: Name of the button to the previous slide. Default: "Previous slide". */
  readonly slider_previous: string;
  /** Next button: Name of the button to the next slide. Default: "Next slide". */
  readonly slider_next: string;
  /** Stop button: Name of the button that stops the automatic slide show. Default: "Stop automatic slide show". */
  readonly slider_stop: string;
  /** Start button: Name of the button that starts the automatic slide show again. Default: "Start automatic slide show". */
  readonly slider_start: string;
  /** Slide name: Each slide's name: {n} is its number, {m} the number of slides. Default: "{n} of {m}". */
  readonly slider_slide_label: string;
}

/** Video backgrounds, as the bundle reads them (widgets/video-background/README.md). */
export interface VideoBackgroundSettings {
  /** Player title: The player frame's title (the layer is hidden from assistive technology; the title is for audits). Default: "Background video". */
  readonly video_background_label: string;
}

/** Media embeds, as the bundle reads them (widgets/media-embed/README.md). */
export interface MediaEmbedSettings {
  /** Play button: Name of a video's play button: {title} is the video's title, {host} the site it loads from. Default: "Play video: {title} (loads from {host})". */
  readonly media_embed_play: string;
  /** Map button: Name of the button that shows a map: {title} is the map's title, {host} the site it loads from. Default: "Show map: {title} (loads from {host})". */
  readonly media_embed_map: string;
  /** Post button: Name of the button that shows a social post: {title} is the post's title, {host} the site it loads from. Default: "Show post: {title} (loads from {host})". */
  readonly media_embed_social: string;
}

/** Every section's settings, by the section's id (the shared ones, then each family's). */
export interface PageSettingsBySection {
  readonly shared: SharedSettings;
  readonly 'wordpress-blocks': WordpressBlocksSettings;
  readonly carousel: CarouselSettings;
  readonly 'contact-form': ContactFormSettings;
  readonly search: SearchSettings;
  readonly menu: MenuSettings;
  readonly 'post-list': PostListSettings;
  readonly countdown: CountdownSettings;
  readonly drawers: DrawersSettings;
  readonly 'header-banner': HeaderBannerSettings;
  readonly 'sticky-header': StickyHeaderSettings;
  readonly 'one-page-menu': OnePageMenuSettings;
  readonly 'cookie-notice': CookieNoticeSettings;
  readonly 'promo-popup': PromoPopupSettings;
  readonly popup: PopupSettings;
  readonly gallery: GallerySettings;
  readonly 'social-feed': SocialFeedSettings;
  readonly slider: SliderSettings;
  readonly 'video-background': VideoBackgroundSettings;
  readonly 'media-embed': MediaEmbedSettings;
}

type EverySetting = SharedSettings &
  WordpressBlocksSettings &
  CarouselSettings &
  ContactFormSettings &
  SearchSettings &
  MenuSettings &
  PostListSettings &
  CountdownSettings &
  DrawersSettings &
  HeaderBannerSettings &
  StickyHeaderSettings &
  OnePageMenuSettings &
  CookieNoticeSettings &
  PromoPopupSettings &
  PopupSettings &
  GallerySettings &
  SocialFeedSettings &
  SliderSettings &
  VideoBackgroundSettings &
  MediaEmbedSettings;

/**
 * The page-settings global a theme prints (README, "Page settings"): any key of any section, each as
 * the server may print it. A key no widget reads is refused here: a misspelt key would do nothing.
 */
export type CMSIslandsSettings = { [Key in keyof EverySetting]?: Printed<Exclude<EverySetting[Key], undefined>> | null };
