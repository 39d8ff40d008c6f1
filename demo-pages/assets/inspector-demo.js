/* The inspector demo (demo-pages/pages/inspector.html): a theme widget that throws, the markup with mistakes, the button that opens the inspector. */
document.addEventListener('cms-islands:ready', function (event) {
  event.detail.register('demo-broken-price', {
    setup: function () {
      throw new Error('the theme forgot the price format');
    },
  });
});
document.getElementById('add-mistakes').addEventListener('click', function (event) {
  // A template's content is cloned, not parsed from a string: no Trusted Types policy needed.
  document.getElementById('mistakes-target').append(document.getElementById('mistakes').content.cloneNode(true));
  event.currentTarget.disabled = true;
});
document.getElementById('open-inspector').addEventListener('click', function () {
  window.CMSIslands.inspect();
});
