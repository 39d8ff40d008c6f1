import type { DemoRoute } from './types';

let served = 0;

/**
 * Markup added after page load, as a theme's "load more" would fetch it: a tab set with an iframe,
 * proving that the runtime mounts what arrives later without anyone calling anything.
 */
export const lateMarkupRoute: DemoRoute = {
  method: 'GET',
  path: /^\/demo\/late-markup$/,
  handle() {
    served += 1;
    const id = `late-${served}`;
    return {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      delayMs: 300,
      text: `<article class="demo-late" data-late-block>
  <h3>Loaded block ${served}</h3>
  <div class="demo-tabs" data-island="tabs">
    <ul>
      <li><a href="#${id}-a" class="is-active" data-tab>Details</a></li>
      <li><a href="#${id}-b" data-tab>More</a></li>
    </ul>
    <div id="${id}-a" class="is-active" data-tab-panel><p>This block came from the server after the page loaded.</p></div>
    <div id="${id}-b" data-tab-panel hidden><p>Its tabs work without anyone calling mount().</p></div>
  </div>
  <button type="button" data-remove-block>Remove this block</button>
</article>`,
    };
  },
};
