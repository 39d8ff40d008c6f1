/*
 * As an ajax "load more comments" plugin would: fetch the new comment's markup and append it. Nobody
 * calls the bundle. The button says where to fetch from (data-late-url) and which list to append to
 * (data-list); the HTML goes through the demo theme's Trusted Types policy (demo-theme.js).
 */
(function () {
  var button = document.getElementById('load-late-comment');
  button.addEventListener('click', function () {
    var status = document.getElementById('late-comment-status');
    status.textContent = 'Loading…';
    fetch(button.getAttribute('data-late-url'))
      .then(function (response) {
        return response.text();
      })
      .then(function (html) {
        // WordPress prints style attributes (block spacing), which this site's Content-Security-Policy
        // (style-src 'self') refuses even while parsing: they go before the markup is parsed, as they
        // went from the page itself.
        var withoutStyles = html.replace(/\sstyle="[^"]*"/g, '');
        document.querySelector(button.getAttribute('data-list')).insertAdjacentHTML('beforeend', window.demoTheme.html(withoutStyles));
        status.textContent = 'A newer comment from Frank was added at the end of the list; its Reply link works at once.';
      });
  });
})();
