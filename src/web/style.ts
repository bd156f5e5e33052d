/** The site's one stylesheet, inlined into every page (no external requests; readable on a phone). */
export const STYLE = `
:root{--fg:#1d1d1f;--muted:#666;--line:#e5e5e5;--accent:#0b57d0;--bg:#fff;--tag:#eef3fd;--warn:#8a5a00}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent);text-decoration:underline;text-decoration-thickness:1px;text-underline-offset:.15em}a:hover{text-decoration-thickness:2px}
.top a,.paper h2 a,a.tag,.pager a,.links a{text-decoration:none}.top a:hover,.paper h2 a:hover,a.tag:hover,.pager a:hover,.links a:hover{text-decoration:underline}
.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;border-bottom:1px solid var(--line);position:sticky;top:0;background:var(--bg);z-index:1}
.brand{font-weight:700;font-size:1.1rem;color:var(--fg)}
.search{display:flex;flex:1;min-width:14rem;gap:.4rem}.search input{flex:1;padding:.45rem .6rem;font-size:1rem;border:1px solid #bbb;border-radius:6px;min-width:0}
.search button,.btn{padding:.45rem .8rem;border:1px solid #bbb;border-radius:6px;background:#f7f7f7;font-size:.95rem;cursor:pointer}
main{max-width:60rem;margin:0 auto;padding:1rem;overflow-wrap:break-word}
h1{font-size:1.4rem;margin:.5rem 0}.muted{color:var(--muted)}.small{font-size:.85rem}
.notice{color:var(--warn);border-left:3px solid var(--warn);padding:.3rem .7rem;background:#fff8e6}
.empty{margin:1rem 0;padding:.6rem .8rem;border:1px dashed #bbb;border-radius:6px}
.paper{border-bottom:1px solid var(--line);padding:1rem 0}
.paper h2{font-size:1.08rem;margin:.25rem 0;line-height:1.4}
.tag{display:inline-block;background:var(--tag);color:#123;border-radius:4px;padding:0 .4rem;font-size:.8rem;margin-right:.3rem}
.rank{display:inline-block;border:1px solid #9ab;color:#234;border-radius:4px;padding:0 .3rem;font-size:.75rem;margin-right:.3rem}.rank.ccf-a{border-color:#b33;color:#8a1c1c;font-weight:600}.rank.host{border-style:dashed;color:#556}.tag.verified{background:#e3f5e6}.tag.workshop{background:#fff2d6}.tag.neg{background:#f3f3f3;color:#555}
.zh-title{margin:.2rem 0;font-size:1.02rem}.authors{margin:.2rem 0;color:#333}
.field{margin:.2rem 0}.label{color:var(--muted);margin-right:.35rem;font-size:.9rem}
.pending{color:var(--warn);font-size:.9rem}
.links a{margin-right:.8rem}
mark{background:#fff1a8;padding:0 .05em}
.pager{display:flex;justify-content:space-between;align-items:center;margin:1rem 0}
.venues{columns:2 16rem}.venues li{break-inside:avoid}
table{border-collapse:collapse;width:100%}.wide{overflow-x:auto;max-width:100%;position:relative}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}td,th{border-bottom:1px solid var(--line);padding:.3rem .4rem;text-align:left;vertical-align:top}
.foot{max-width:60rem;margin:2rem auto;padding:1rem;color:var(--muted);font-size:.85rem;border-top:1px solid var(--line)}
.nav{color:var(--fg);font-size:.95rem}
.filters{margin:.6rem 0;border:1px solid var(--line);border-radius:6px;padding:.3rem .6rem}.filters summary{cursor:pointer;color:var(--accent)}
.filters form{display:flex;flex-wrap:wrap;gap:.5rem .9rem;align-items:flex-end;padding:.4rem 0}.filters label{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted);max-width:100%;min-width:0}
.filters label.check{flex-direction:row;align-items:center;gap:.3rem}.filters input,.filters select{font-size:.95rem;padding:.3rem .4rem;border:1px solid #bbb;border-radius:5px;max-width:min(22rem,100%)}
.inline-form{display:flex;gap:.4rem;margin:.5rem 0}.inline-form input{flex:1;padding:.45rem .6rem;font-size:1rem;border:1px solid #bbb;border-radius:6px;min-width:0}
.inst-cols{display:grid;grid-template-columns:1fr 2fr;gap:0 2rem}.inst-list{padding-left:1.4rem}.plain{list-style:none;padding:0}
h2.group{font-size:1.15rem;margin:1.4rem 0 0;padding-bottom:.2rem;border-bottom:2px solid var(--accent)}
.chart-box{margin:1.2rem 0}.chart svg{display:block;max-width:100%;height:auto}.chart-narrow{display:none}td.eta{white-space:nowrap}
.pb-toolbar{display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:center;margin:.6rem 0;padding:.4rem .5rem;background:#f6f8fc;border-radius:6px;font-size:.9rem}
.pb-hl-input{padding:.3rem .5rem;border:1px solid #bbb;border-radius:5px;font-size:.95rem;min-width:12rem;flex:1}
.pb-act{padding:.15rem .5rem;border:1px solid #ccc;border-radius:5px;background:#fff;font-size:.85rem;cursor:pointer;margin-right:.4rem}
.pb-act[aria-pressed=true]{background:var(--tag);border-color:var(--accent)}
.pb-copy{margin-left:.6rem}
.pb-starred{border:1px solid var(--line);border-radius:6px;padding:.3rem .8rem;margin:.5rem 0}.pb-starred h2{font-size:1rem}
.pb-hl-0{background:#fff1a8}.pb-hl-1{background:#c8f0d2}.pb-hl-2{background:#ffd6e0}.pb-hl-3{background:#d6e6ff}.pb-hl-4{background:#ead6ff}
.pb-only-matching .paper.pb-nomatch{display:none}
.paper.pb-current{box-shadow:-4px 0 0 var(--accent);padding-left:.6rem}.pb-current:focus{outline:none}.paper.starred h2::before{content:"★ ";color:#d4a000}
.paper.pb-visited h2 a{color:#6a3d9a}.paper.pb-visited h2::after{content:" · 已读";font-size:.75rem;color:var(--muted);font-weight:400}
.mode-en .zh-title,.mode-en .summary{display:none}.w-en{display:none}.mode-en .w-en{display:inline}.mode-en .w-zh{display:none}.mode-zh .paper:not(:has(.zh-title.pending)) h2{font-size:.92rem;font-weight:400}.mode-zh .zh-title:not(.pending){font-size:1.1rem;font-weight:600}
.pb-offscreen{position:fixed;left:-9999px;top:0}
@media (max-width:600px){main{padding:.6rem}.chart-wide{display:none}.chart-narrow{display:block}table.queue,table.queue tbody,table.queue tr,table.queue td{display:block}table.queue tr:has(th){display:none}table.queue tr{border:1px solid var(--line);border-radius:6px;margin:.6rem 0;padding:.3rem}table.queue td{border:0;padding:.2rem .3rem}table.queue td[data-label]::before{content:attr(data-label);display:block;font-size:.75rem;color:var(--muted)}.paper h2{font-size:1rem}.inst-cols{grid-template-columns:1fr}.pb-keys{display:none}}
`;
