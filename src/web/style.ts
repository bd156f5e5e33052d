/** The site's one stylesheet, inlined into every page (no external requests; readable on a phone). */
export const STYLE = `
:root{--fg:#1d1d1f;--muted:#666;--line:#e5e5e5;--accent:#0b57d0;--bg:#fff;--tag:#eef3fd;--warn:#8a5a00}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;border-bottom:1px solid var(--line);position:sticky;top:0;background:var(--bg);z-index:1}
.brand{font-weight:700;font-size:1.1rem;color:var(--fg)}
.search{display:flex;flex:1;min-width:14rem;gap:.4rem}.search input{flex:1;padding:.45rem .6rem;font-size:1rem;border:1px solid #bbb;border-radius:6px;min-width:0}
.search button,.btn{padding:.45rem .8rem;border:1px solid #bbb;border-radius:6px;background:#f7f7f7;font-size:.95rem;cursor:pointer}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.4rem;margin:.5rem 0}.muted{color:var(--muted)}.small{font-size:.85rem}
.paper{border-bottom:1px solid var(--line);padding:1rem 0}
.paper h2{font-size:1.08rem;margin:.25rem 0;line-height:1.4}
.tag{display:inline-block;background:var(--tag);color:#123;border-radius:4px;padding:0 .4rem;font-size:.8rem;margin-right:.3rem}
.tag.verified{background:#e3f5e6}.tag.workshop{background:#fff2d6}.tag.neg{background:#f3f3f3;color:#555}
.zh-title{margin:.2rem 0;font-size:1.02rem}.authors{margin:.2rem 0;color:#333}
.field{margin:.2rem 0}.label{color:var(--muted);margin-right:.35rem;font-size:.9rem}
.pending{color:var(--warn);font-size:.9rem}
.links a{margin-right:.8rem}
mark{background:#fff1a8;padding:0 .05em}
.pager{display:flex;justify-content:space-between;align-items:center;margin:1rem 0}
.venues{columns:2 16rem}.venues li{break-inside:avoid}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid var(--line);padding:.3rem .4rem;text-align:left;vertical-align:top}
.foot{max-width:60rem;margin:2rem auto;padding:1rem;color:var(--muted);font-size:.85rem;border-top:1px solid var(--line)}
@media (max-width:600px){main{padding:.6rem}.paper h2{font-size:1rem}}
`;
