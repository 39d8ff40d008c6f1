// Theme code typed by the packed package alone (tests/unit/foundation/typed-package.test.ts copies it
// into a project that has only `cms-islands` and React's types): it must type-check with no error.
import type { CMSIslandsApi, CMSIslandsSettings, ComponentWidget, SetupWidget, WidgetProps } from 'cms-islands';

// The settings global, as a theme may print it from script: every key of every family, strings welcome.
const settings: CMSIslandsSettings = {
  ajaxurl: '/wp-admin/admin-ajax.php',
  lazy_loading_offset: '300',
  cf7_cached: 'yes',
  popup_event: 'scroll',
  promo_popup_hide_mobile: 1,
  gallery_close: 'Close',
};
window.cmsIslandsSettings = settings;

interface StockOptions {
  readonly threshold: number;
}

// A plain widget: its options inferred from parseOptions, the store typed.
window.CMSIslands.register('mytheme-stock', {
  strategy: 'idle',
  parseOptions: (element) => ({ threshold: Number(element.dataset.threshold ?? 5) }),
  setup(element, { options, store }) {
    const render = () => {
      const { viewport, settings: shared } = store.getState();
      element.dataset.viewport = viewport.name;
      element.dataset.low = String(options.threshold > 3 && shared.lazy_loading_offset >= 0);
    };
    render();
    return store.subscribe(render);
  },
});

// A React widget with the bundle's own React.
const api: CMSIslandsApi = window.cmsIslands;
const { React } = api;
function StockBadge({ element, options }: WidgetProps<StockOptions>) {
  React.useEffect(() => {
    element.classList.add('has-badge');
    return () => element.classList.remove('has-badge');
  }, [element]);
  return api.createPortal(React.createElement('span', null, `${options.threshold} left`), element);
}
const badge: ComponentWidget<StockOptions> = {
  parseOptions: () => ({ threshold: 3 }),
  component: StockBadge,
};
api.register('mytheme-badge', badge);

// An async setup with no options.
const later: SetupWidget = {
  async setup(element) {
    await Promise.resolve();
    element.hidden = false;
    return () => {
      element.hidden = true;
    };
  },
};
api.register('mytheme-later', later);

// A drawer that waits for the visitor: mounted on the first sign of intent on it or on a button that opens it.
api.register('mytheme-drawer', {
  strategy: 'interaction',
  intent: { openers: [{ attribute: 'aria-controls' }, { selector: '.mytheme-drawer-toggle' }] },
  setup(element) {
    element.hidden = false;
  },
});

// The events: the ready event, Contact Form 7's (on the form, bubbling to the document), the masonry grid's.
document.addEventListener('cms-islands:ready', (event) => {
  console.log(event.detail.version, event.detail.widgets().length);
});
document.addEventListener('wpcf7mailsent', (event) => {
  console.log(event.detail.contactFormId, event.detail.status, event.detail.inputs[0]?.name);
});
document.querySelector('form')?.addEventListener('wpcf7statuschanged', (event) => {
  console.log(event.detail.prevStatus, '→', event.detail.status);
});
const grid = document.querySelector<HTMLElement>('[data-island="masonry"]');
grid?.dispatchEvent(new CustomEvent('islands:append', { detail: { items: [...grid.children] } }));
void api.inspect();
