/* The runtime demo's theme widget, registered as a theme would (demo-pages/pages/runtime.html). */
// In a theme: enqueue this after cms-islands (wp_enqueue_script dependency), or wait for the ready event.
document.addEventListener('cms-islands:ready', function (event) {
  event.detail.register('theme-store-readout', {
    setup: function (element, context) {
      function render(state) {
        element.textContent =
          'Viewport: ' +
          state.viewport.name +
          ' (' +
          state.viewport.widthPx +
          ' px wide) · scrolled ' +
          Math.round(state.scroll.yPx) +
          ' px, direction ' +
          state.scroll.direction;
      }
      render(context.store.getState());
      return context.store.subscribe(render); // the cleanup unsubscribes on unmount
    },
  });
});
