// The only script of the sign-in pages (served from this origin; the CSP forbids inline code).
// The pages work without it; it adds the resend countdown, auto-submitted logout, Persian digits
// as the member types and protection against double submission.
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

  // A Latin or Arabic-Indic digit typed or pasted shows as the Persian one, as everywhere in the
  // club; the server reads all three. One character for one, so the caret stays where it was.
  function persianDigits(input) {
    var convert = function () {
      var value = input.value.replace(/[0-9\u0660-\u0669]/g, function (digit) {
        var code = digit.charCodeAt(0);
        return String.fromCharCode(0x06f0 + (code >= 0x0660 ? code - 0x0660 : code - 48));
      });
      if (value === input.value) return;
      var start = input.selectionStart;
      var end = input.selectionEnd;
      input.value = value;
      if (start !== null && end !== null) input.setSelectionRange(start, end);
    };
    input.addEventListener('input', convert);
    convert();
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
    document.querySelectorAll('input[data-persian-digits]').forEach(persianDigits);
    var auto = document.querySelector('form[data-auto-submit]');
    if (auto) auto.submit();
  });
})();
