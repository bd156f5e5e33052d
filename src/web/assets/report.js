// 纠错 inline: opens the report form under its link and sends it without leaving the page.
// Optional: without JavaScript the links open /report as a page and the form posts normally.
(function () {
  'use strict';
  var css = (document.currentScript && document.currentScript.getAttribute('data-css')) || '/assets/corrections.css';
  function addStyle() {
    if (document.querySelector('link[href^="/assets/corrections.css"]')) return;
    var l = document.createElement('link');
    l.rel = 'stylesheet';
    l.href = css;
    document.head.appendChild(l);
  }
  function say(form, text, ok) {
    var p = form.querySelector('.report-status') || document.createElement('p');
    p.className = 'report-status ' + (ok ? 'report-done' : 'report-error');
    p.setAttribute('role', ok ? 'status' : 'alert');
    p.textContent = text;
    form.appendChild(p);
  }
  function wire(form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var body = new URLSearchParams(new FormData(form));
      fetch(form.action, { method: 'POST', body: body, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        .then(function (r) { return r.json().catch(function () { return { ok: false, error: '提交失败 · Could not send the report (HTTP ' + r.status + ')' }; }); })
        .then(function (j) {
          if (j.ok) { form.querySelectorAll('textarea,input,select,button').forEach(function (x) { x.disabled = true; }); say(form, j.message, true); }
          else {
            say(form, (j.error && j.error.message) || j.error || '提交失败 · Could not send the report', false);
            // The input the server names is marked and focused, as the page form (without JavaScript) does.
            form.querySelectorAll('[aria-invalid]').forEach(function (x) { x.removeAttribute('aria-invalid'); });
            var bad = j.field && form.querySelector('[name="' + j.field + '"]');
            if (bad) { bad.setAttribute('aria-invalid', 'true'); bad.focus(); }
          }
        })
        .catch(function () { say(form, '网络错误，请重试 · Network error — try again', false); });
    });
  }
  document.addEventListener('click', function (e) {
    var a = e.target && e.target.closest ? e.target.closest('a.report-link') : null;
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    var open = a.nextElementSibling;
    if (open && open.classList.contains('report-inline')) { open.remove(); a.setAttribute('aria-expanded', 'false'); return; }
    addStyle();
    fetch(a.href + '&fragment=1', { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var form = doc.querySelector('form.report-form');
        if (!form) throw new Error('no form');
        var box = document.createElement('div');
        box.className = 'report-inline';
        box.appendChild(document.importNode(form, true));
        a.insertAdjacentElement('afterend', box);
        a.setAttribute('aria-expanded', 'true');
        wire(box.querySelector('form'));
        var first = box.querySelector('textarea,input[name=v_venue]');
        if (first) first.focus();
      })
      .catch(function () { window.location.href = a.href; });
  });
  // Escape inside an open form closes it and puts the focus back on its 纠错 link.
  document.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape' || !document.activeElement || !document.activeElement.closest) return;
    var box = document.activeElement.closest('.report-inline');
    if (!box) return;
    var a = box.previousElementSibling;
    box.remove();
    if (a && a.classList.contains('report-link')) { a.setAttribute('aria-expanded', 'false'); a.focus(); }
  });
})();
