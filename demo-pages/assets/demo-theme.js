/*
 * The demo theme's own script helper. Under the demo site's Content-Security-Policy
 * (require-trusted-types-for 'script') a theme script that inserts server HTML, as a "load more"
 * plugin does, needs a Trusted Types policy of its own: this one is "demo-theme", and the demo
 * server lists it beside the bundle's "cms-islands". It is created on first use, so a page that
 * never inserts HTML needs only the bundle's header (README, "Content-Security-Policy").
 */
(function () {
  var policy = null;
  window.demoTheme = {
    /** The markup as TrustedHTML where the browser has Trusted Types, else as it is. */
    html: function (markup) {
      if (!window.trustedTypes) return markup;
      policy =
        policy ||
        window.trustedTypes.createPolicy('demo-theme', {
          createHTML: function (input) {
            return input;
          },
        });
      return policy.createHTML(markup);
    },
  };
})();
