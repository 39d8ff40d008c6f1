/* The contact form demo's own listeners: the page's event log, and the "acceptance as validation" switch. */
(function () {
  var log = document.getElementById('demo-cf7-events');
  ['beforesubmit', 'invalid', 'unaccepted', 'spam', 'aborted', 'mailsent', 'mailfailed', 'submit'].forEach(function (name) {
    document.addEventListener('wpcf7' + name, function (event) {
      var item = document.createElement('li');
      var fields = event.detail.inputs
        .map(function (input) {
          return input.name;
        })
        .join(', ');
      item.textContent =
        'wpcf7' +
        name +
        ' — form ' +
        event.detail.contactFormId +
        ', status ' +
        event.detail.status +
        (fields ? ', inputs: ' + fields : '');
      log.append(item);
    });
  });
  document.getElementById('demo-acceptance-as-validation').addEventListener('change', function (event) {
    var form = document.querySelector('#wpcf7-f6-p7-o1 form');
    form.classList.toggle('wpcf7-acceptance-as-validation', event.target.checked);
    // The form recomputes its submit button on its change events.
    form.dispatchEvent(new Event('change', { bubbles: true }));
  });
})();
