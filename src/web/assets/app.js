// Paperboard reader habits, as progressive enhancement (every page works without this file):
// multi-keyword highlight (optionally only matching papers), [Copy] per paper, a star list and visited marks
// kept in localStorage, keyboard navigation (j / k, o open, s star, c copy, / highlight box), zh / en / bilingual display.
(function () {
  'use strict';
  var KEYS = { stars: 'pb.stars', visited: 'pb.visited', mode: 'pb.mode', hl: 'pb.hl', only: 'pb.only' };
  var MAX_VISITED = 5000;
  var MODES = [['both', '中英'], ['zh', '中文'], ['en', 'EN']];

  function load(key, fallback) {
    try { var v = window.localStorage.getItem(key); return v === null ? fallback : JSON.parse(v); } catch (e) { return fallback; }
  }
  function save(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* storage full or disabled: the habit just is not kept */ }
  }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function papers() { return Array.prototype.slice.call(document.querySelectorAll('article.paper[data-paper]')); }
  function textOf(a, sel) { var n = a.querySelector(sel); return n ? n.textContent.replace(/\s+/g, ' ').trim() : ''; }
  function absUrl(id) { return 'https://arxiv.org/abs/' + id; }
  function info(a) {
    var id = a.getAttribute('data-paper');
    return { id: id, t: textOf(a, 'h1, h2'), a: textOf(a, '.authors'), u: absUrl(id) };
  }

  // ---- display mode: bilingual, Chinese first, or English only (translated titles and summaries hidden) ----
  function setMode(m) {
    var root = document.documentElement;
    MODES.forEach(function (x) { root.classList.remove('mode-' + x[0]); });
    root.classList.add('mode-' + m);
    save(KEYS.mode, m);
    document.querySelectorAll('.pb-mode button').forEach(function (b) { b.setAttribute('aria-pressed', String(b.getAttribute('data-mode') === m)); });
  }

  // ---- visited ----
  var visited = load(KEYS.visited, []);
  if (!Array.isArray(visited)) visited = [];
  function markVisited(id) {
    if (visited.indexOf(id) >= 0) return;
    visited.push(id);
    if (visited.length > MAX_VISITED) visited = visited.slice(-MAX_VISITED);
    save(KEYS.visited, visited);
  }

  // ---- stars ----
  var stars = load(KEYS.stars, {});
  if (!stars || typeof stars !== 'object' || Array.isArray(stars)) stars = {};
  function starCount() { return Object.keys(stars).length; }
  function paintStar(a) {
    var b = a.querySelector('.pb-star');
    var on = Boolean(stars[a.getAttribute('data-paper')]);
    a.classList.toggle('starred', on);
    if (b) { b.textContent = on ? '★ 已收藏' : '☆ 收藏'; b.setAttribute('aria-pressed', String(on)); }
  }
  function toggleStar(a) {
    var p = info(a);
    if (stars[p.id]) delete stars[p.id]; else stars[p.id] = { t: p.t, a: p.a, u: p.u, at: new Date().toISOString().slice(0, 10) };
    save(KEYS.stars, stars);
    paintStar(a);
    renderStarred();
  }
  function renderStarred() {
    var count = document.querySelector('.pb-star-count');
    if (count) count.textContent = String(starCount());
    var box = document.querySelector('.pb-starred');
    if (!box) return;
    while (box.firstChild) box.removeChild(box.firstChild);
    var ids = Object.keys(stars).sort(function (x, y) { return (stars[y].at || '').localeCompare(stars[x].at || '') || y.localeCompare(x); });
    box.appendChild(el('h2', {}, '收藏 Starred (' + ids.length + ')'));
    if (!ids.length) { box.appendChild(el('p', { class: 'muted' }, '还没有收藏 — press ☆ on a paper (or s).')); return; }
    var ul = el('ul', { class: 'plain' });
    ids.forEach(function (id) {
      var li = el('li');
      li.appendChild(el('a', { href: '/papers/' + id }, stars[id].t || id));
      li.appendChild(document.createTextNode(' '));
      var rm = el('button', { type: 'button', class: 'pb-act', 'data-unstar': id }, '移除 remove');
      li.appendChild(rm);
      ul.appendChild(li);
    });
    box.appendChild(ul);
  }

  // ---- copy ----
  function copyText(text, button) {
    function done(ok) {
      var old = button.textContent;
      button.textContent = ok ? '已复制 Copied' : '复制失败 failed';
      setTimeout(function () { button.textContent = old; }, 1500);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallbackCopy(text)); });
    } else done(fallbackCopy(text));
  }
  function fallbackCopy(text) {
    var ta = el('textarea', { class: 'pb-offscreen', readonly: '' });
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    document.body.removeChild(ta);
    return ok;
  }
  function copyPaper(a) {
    var p = info(a);
    copyText(p.t + '\n' + p.a + '\n' + p.u, a.querySelector('.pb-copy'));
  }

  // ---- highlight several keywords; optionally only matching papers ----
  var HL_SCOPE = 'h1, h2, .zh-title, .authors, .inst, .summary, .comments';
  function terms(raw) {
    return raw.split(/[,，、;；\s]+/).map(function (t) { return t.trim(); }).filter(function (t) { return t.length > 0; }).slice(0, 8);
  }
  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }
  function clearHighlights(root) {
    root.querySelectorAll('mark.pb-hl').forEach(function (m) {
      var parent = m.parentNode;
      parent.replaceChild(document.createTextNode(m.textContent), m);
      parent.normalize();
    });
  }
  function highlightIn(node, re, list) {
    var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    var texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    var hits = 0;
    texts.forEach(function (t) {
      var s = t.nodeValue;
      re.lastIndex = 0;
      if (!re.test(s)) return;
      re.lastIndex = 0;
      var frag = document.createDocumentFragment();
      var last = 0;
      var m;
      while ((m = re.exec(s)) !== null) {
        if (m.index > last) frag.appendChild(document.createTextNode(s.slice(last, m.index)));
        var idx = list.indexOf(m[0].toLowerCase());
        frag.appendChild(el('mark', { class: 'pb-hl pb-hl-' + (idx < 0 ? 0 : idx % 5) }, m[0]));
        last = m.index + m[0].length;
        hits++;
      }
      if (last < s.length) frag.appendChild(document.createTextNode(s.slice(last)));
      t.parentNode.replaceChild(frag, t);
    });
    return hits;
  }
  function applyHighlight() {
    var input = document.querySelector('.pb-hl-input');
    var only = document.querySelector('.pb-only');
    var raw = input ? input.value : '';
    save(KEYS.hl, raw);
    save(KEYS.only, Boolean(only && only.checked));
    var list = terms(raw).map(function (t) { return t.toLowerCase(); });
    var re = list.length ? new RegExp('(' + list.slice().sort(function (a, b) { return b.length - a.length; }).map(escapeRe).join('|') + ')', 'giu') : null;
    var matched = 0;
    var all = papers();
    all.forEach(function (a) {
      clearHighlights(a);
      var hits = 0;
      if (re) a.querySelectorAll(HL_SCOPE).forEach(function (n) { hits += highlightIn(n, re, list); });
      a.classList.toggle('pb-match', hits > 0);
      a.classList.toggle('pb-nomatch', Boolean(re) && hits === 0);
      if (hits) matched++;
    });
    document.documentElement.classList.toggle('pb-only-matching', Boolean(re && only && only.checked));
    var status = document.querySelector('.pb-hl-status');
    if (status) status.textContent = re ? matched + ' / ' + all.length + ' 匹配 match' : '';
  }

  // ---- keyboard: j / k move, o open, s star, c copy, / highlight box ----
  var current = -1;
  function focusPaper(i) {
    var all = papers();
    if (!all.length) return;
    var visible = all.filter(function (a) { return a.offsetParent !== null; });
    if (!visible.length) return;
    var pos = visible.indexOf(all[current]);
    var next = visible[Math.max(0, Math.min(visible.length - 1, pos < 0 ? (i > 0 ? 0 : visible.length - 1) : pos + i))];
    if (all[current]) all[current].classList.remove('pb-current');
    current = all.indexOf(next);
    next.classList.add('pb-current');
    // Focus follows: Tab goes on inside this paper, and a screen reader reads it.
    next.setAttribute('tabindex', '-1');
    next.focus({ preventScroll: true });
    next.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -70);
  }
  function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    var tag = (e.target && e.target.tagName) || '';
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(tag) || (e.target && e.target.isContentEditable)) return;
    var a = papers()[current];
    if (e.key === 'j') focusPaper(1);
    else if (e.key === 'k') focusPaper(-1);
    else if (e.key === 'o' && a) { markVisited(a.getAttribute('data-paper')); window.location.href = '/papers/' + a.getAttribute('data-paper'); }
    else if (e.key === 's' && a) toggleStar(a);
    else if (e.key === 'c' && a) copyPaper(a);
    else if (e.key === '/') { var i = document.querySelector('.pb-hl-input'); if (i) i.focus(); } else return;
    e.preventDefault();
  }

  // ---- wiring ----
  function toolbar() {
    var bar = el('div', { class: 'pb-toolbar', role: 'toolbar', 'aria-label': '阅读工具 reading tools' });
    var hl = el('input', { type: 'search', class: 'pb-hl-input', placeholder: '高亮 highlight: word, word…', 'aria-label': '高亮关键词 Highlight keywords' });
    hl.value = String(load(KEYS.hl, '') || '');
    var onlyLabel = el('label', { class: 'check' });
    var only = el('input', { type: 'checkbox', class: 'pb-only' });
    only.checked = Boolean(load(KEYS.only, false));
    onlyLabel.appendChild(only);
    onlyLabel.appendChild(document.createTextNode(' 只看匹配 only matching'));
    var mode = el('span', { class: 'pb-mode', role: 'group', 'aria-label': '显示语言 display language' });
    MODES.forEach(function (m) { mode.appendChild(el('button', { type: 'button', class: 'pb-act', 'data-mode': m[0], 'aria-pressed': 'false' }, m[1])); });
    var starBtn = el('button', { type: 'button', class: 'pb-act pb-star-list', 'aria-expanded': 'false' }, '★ 收藏 ');
    starBtn.appendChild(el('span', { class: 'pb-star-count' }, String(starCount())));
    [hl, el('span', { class: 'pb-hl-status muted small' }), onlyLabel, mode, starBtn, el('span', { class: 'muted small pb-keys' }, 'j/k 上下 · o 打开 · s 收藏 · c 复制')]
      .forEach(function (n) { bar.appendChild(n); });
    return bar;
  }
  function enhancePaper(a) {
    var id = a.getAttribute('data-paper');
    var links = a.querySelector('.links') || a;
    var copy = el('button', { type: 'button', class: 'pb-act pb-copy', title: '复制标题、作者与链接 Copy title, authors and link' }, '复制 Copy');
    var star = el('button', { type: 'button', class: 'pb-act pb-star', 'aria-pressed': 'false' }, '☆ 收藏');
    links.appendChild(copy);
    links.appendChild(star);
    paintStar(a);
    if (visited.indexOf(id) >= 0) a.classList.add('pb-visited');
  }
  function init() {
    var all = papers();
    var mode = load(KEYS.mode, 'both');
    if (!MODES.some(function (m) { return m[0] === mode; })) mode = 'both';
    setMode(mode);
    var onPaperPage = /^\/papers\//.test(window.location.pathname);
    if (onPaperPage && all[0]) markVisited(all[0].getAttribute('data-paper'));
    if (!all.length) return;
    var bar = toolbar();
    all[0].parentNode.insertBefore(bar, all[0]);
    var box = el('section', { class: 'pb-starred', hidden: '' });
    bar.parentNode.insertBefore(box, bar.nextSibling);
    all.forEach(enhancePaper);
    setMode(mode);
    renderStarred();
    applyHighlight();
    bar.querySelector('.pb-hl-input').addEventListener('input', applyHighlight);
    bar.querySelector('.pb-only').addEventListener('change', applyHighlight);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', function (e) {
      var t = e.target;
      if (!(t instanceof Element)) return;
      var a = t.closest('article.paper[data-paper]');
      if (t.closest('.pb-copy') && a) copyPaper(a);
      else if (t.closest('.pb-star') && a) toggleStar(a);
      else if (t.closest('[data-mode]')) setMode(t.closest('[data-mode]').getAttribute('data-mode'));
      else if (t.closest('[data-unstar]')) {
        var id = t.closest('[data-unstar]').getAttribute('data-unstar');
        delete stars[id];
        save(KEYS.stars, stars);
        papers().forEach(function (p) { if (p.getAttribute('data-paper') === id) paintStar(p); });
        renderStarred();
      } else if (t.closest('.pb-star-list')) {
        var open = box.hasAttribute('hidden');
        if (open) box.removeAttribute('hidden'); else box.setAttribute('hidden', '');
        t.closest('.pb-star-list').setAttribute('aria-expanded', String(open));
      } else if (t.closest('a') && a) { markVisited(a.getAttribute('data-paper')); a.classList.add('pb-visited'); }
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();
