/* The runtime demo's "load more": server HTML appended through the demo theme's Trusted Types policy (demo-theme.js). */
document.getElementById('load-late-markup').addEventListener('click', function () {
  fetch('/demo/late-markup')
    .then(function (response) {
      return response.text();
    })
    .then(function (html) {
      document.getElementById('late-markup-target').insertAdjacentHTML('beforeend', window.demoTheme.html(html));
    });
});
document.getElementById('late-markup-target').addEventListener('click', function (event) {
  var remove = event.target.closest('[data-remove-block]');
  if (remove) remove.closest('[data-late-block]').remove();
});
