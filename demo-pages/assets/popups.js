/* Popups demo: lets a visitor try the promo popup and the cookie notice again. Not part of the bundle:
   it clears the cookies the widgets remember (widgets/popups/README.md, widgets/cookie-notice/README.md)
   and reloads the page. */
(function () {
  var COOKIES = ['cms_islands_pages_viewed', 'cms_islands_promo_shown', 'cms_islands_cookies_accepted'];
  function read(name) {
    var found = document.cookie.split('; ').filter(function (pair) {
      return pair.indexOf(name + '=') === 0;
    })[0];
    return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
  }
  var status = document.querySelector('[data-demo-promo-status]');
  if (status) {
    status.textContent =
      'Pages viewed before this one: ' +
      (Number(read('cms_islands_pages_viewed')) || 0) +
      '. Promo shown for version: ' +
      (read('cms_islands_promo_shown') || 'none') +
      '. Cookie notice accepted for version: ' +
      (read('cms_islands_cookies_accepted') || 'none') +
      '.';
  }
  var reset = document.querySelector('[data-demo-reset-popups]');
  if (reset) {
    reset.addEventListener('click', function () {
      COOKIES.forEach(function (name) {
        document.cookie = name + '=; path=/; max-age=0; SameSite=Lax';
      });
      window.location.reload();
    });
  }
})();
