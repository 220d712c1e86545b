// The only script of the sign-in pages (served from this origin; the CSP forbids inline code).
// The pages work without it; it adds the resend countdown, auto-submitted logout and
// protection against double submission.
/* global document, window */
(function () {
  var persian = new Intl.NumberFormat('fa-IR');

  function startCountdown(hint) {
    var left = Number(hint.getAttribute('data-countdown')) || 0;
    var value = hint.querySelector('[data-countdown-value]');
    var button = hint.closest('form') && hint.closest('form').querySelector('[data-resend]');
    var timer = window.setInterval(function () {
      left -= 1;
      if (left > 0) {
        if (value) value.textContent = persian.format(left);
        return;
      }
      window.clearInterval(timer);
      hint.hidden = true;
      if (button) {
        button.disabled = false;
        button.removeAttribute('aria-describedby');
      }
    }, 1000);
  }

  function preventDoubleSubmit(form) {
    form.addEventListener('submit', function () {
      var button = form.querySelector('button[type="submit"]');
      if (button)
        window.setTimeout(function () {
          button.disabled = true;
        }, 0);
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    document.querySelectorAll('[data-countdown]').forEach(startCountdown);
    document.querySelectorAll('form[data-once]').forEach(preventDoubleSubmit);
    var auto = document.querySelector('form[data-auto-submit]');
    if (auto) auto.submit();
  });
})();
