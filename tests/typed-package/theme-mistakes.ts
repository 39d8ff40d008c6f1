// Theme code with mistakes the published types must refuse (tests/unit/foundation/typed-package.test.ts):
// each line marked `MISTAKE` must give one type error there, and nothing else may.
import type { CMSIslandsSettings } from 'cms-islands';

const misspelt: CMSIslandsSettings = {
  lazy_loading_ofset: 300, // MISTAKE: a misspelt key
};
const wrongChoice: CMSIslandsSettings = {
  popup_event: 'hover', // MISTAKE: not one of its choices
};
window.cmsIslandsSettings = { ...misspelt, ...wrongChoice };

document.addEventListener('wpcf7mailsent', (event) => {
  console.log(event.detail.contactFormID); // MISTAKE: the detail has no such key
});

window.CMSIslands.register('mytheme-bad', {
  strategy: 'soon', // MISTAKE: not a strategy
  setup() {},
});

window.CMSIslands.register('mytheme-opened', {
  intent: { openers: [{ id: 'drawer' }] }, // MISTAKE: an opener is named by an attribute or a selector
  setup() {},
});

window.CMSIslands.register('mytheme-typed', {
  parseOptions: () => ({ threshold: 3 }),
  setup(_element, { options }) {
    console.log(options.treshold); // MISTAKE: options are typed from parseOptions
  },
});
