// Subscriptions kept in this browser (localStorage, no account): follow buttons on venue / search / institution pages,
// and the list on /subscriptions with each feed URL ready to copy into a feed reader.
(function () {
  'use strict';
  var KEY = 'paperboard.subscriptions.v1';
  function load() {
    try { var v = JSON.parse(localStorage.getItem(KEY) || '[]'); return Array.isArray(v) ? v : []; } catch (e) { return []; }
  }
  function save(list) { try { localStorage.setItem(KEY, JSON.stringify(list)); } catch (e) { /* storage full or disabled */ } }
  function abs(u) { return new URL(u, location.origin).href; }
  function has(item) { return load().some(function (s) { return s.atom === item.atom; }); }

  function wireFollow(btn) {
    var item;
    try { item = JSON.parse(btn.getAttribute('data-follow')); } catch (e) { return; }
    function update() {
      var on = has(item);
      btn.textContent = on ? '★ 已关注 Following' : '☆ 关注 Follow';
      btn.setAttribute('aria-pressed', String(on));
    }
    btn.hidden = false;
    update();
    btn.addEventListener('click', function () {
      var list = load();
      if (has(item)) list = list.filter(function (s) { return s.atom !== item.atom; });
      else list.push({ kind: item.kind, label: item.label, page: item.page, atom: item.atom, rss: item.rss, added: new Date().toISOString() });
      save(list);
      update();
    });
  }

  function el(tag, text, attrs) {
    var e = document.createElement(tag);
    if (text) e.textContent = text;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }

  function urlRow(label, url) {
    var row = el('p', null, { class: 'small' });
    var input = el('input', null, { type: 'text', readonly: '', value: abs(url), size: '60', 'aria-label': label + ' feed URL' });
    var copy = el('button', '复制 Copy', { type: 'button' });
    copy.addEventListener('click', function () {
      input.select();
      var done = function () { copy.textContent = '已复制 Copied'; };
      if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(done, function () { document.execCommand('copy'); done(); });
      else { document.execCommand('copy'); done(); }
    });
    row.append(el('span', label + ' ', { class: 'label' }), input, ' ', copy);
    return row;
  }

  function renderList(root) {
    var list = load();
    root.textContent = '';
    var empty = document.getElementById('subscriptions-empty');
    if (empty) empty.hidden = list.length > 0;
    list.forEach(function (s, i) {
      var li = el('li', null, { class: 'paper' });
      var h = el('h2');
      h.append(el('a', s.label, { href: s.page }));
      var kind = { venue: '会议 venue', search: '搜索 search', institution: '机构 institution' }[s.kind] || s.kind;
      h.append(' ', el('span', kind, { class: 'tag' }));
      var remove = el('button', '取消关注 Remove', { type: 'button' });
      remove.addEventListener('click', function () {
        var l = load();
        l.splice(i, 1);
        save(l);
        renderList(root);
      });
      li.append(h, urlRow('Atom', s.atom), urlRow('RSS', s.rss), remove);
      root.append(li);
    });
  }

  function start() {
    document.querySelectorAll('button[data-follow]').forEach(wireFollow);
    var root = document.getElementById('subscriptions');
    if (root) renderList(root);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
