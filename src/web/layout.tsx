import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import { STYLE } from './style.ts';
import { APP_JS_URL, CORRECTIONS_CSS_URL, REPORT_JS_URL } from './routes/assets.ts';
import { AlternateLinks, type FeedHead } from './distribution/links.tsx';

/** The HTML shell of every page (standards mode: `<!DOCTYPE html>`): head, header with search, main content, footer. */
export function Layout(props: { title: string; children: Child; q?: string; head?: Child; feeds?: FeedHead }) {
  return (
    <>
    {raw('<!DOCTYPE html>')}
    <html lang="zh-CN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title} · Paperboard</title>
        <link rel="icon" href="data:," />
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
        <script src={APP_JS_URL} defer />
        <script src={REPORT_JS_URL} data-css={CORRECTIONS_CSS_URL} defer />
        <AlternateLinks feeds={props.feeds} />
        {props.head}
      </head>
      <body>
        <header class="top">
          <a class="brand" href="/">Paperboard</a>
          <a class="nav" href="/institutions">机构 Institutions</a>
          <a class="nav" href="/subscriptions">订阅 Subscriptions</a>
          <form class="search" action="/search" method="get" role="search" aria-label="搜索论文 Search papers">
            <input type="search" name="q" value={props.q ?? ''} placeholder="搜索 / Search titles, authors, abstracts…" aria-label="搜索论文 Search papers" />
            <button type="submit">搜索</button>
          </form>
        </header>
        <main>{props.children}</main>
        <footer class="foot">
          Paperboard · 元数据来自 arXiv (CC0) · metadata from arXiv · <a href="/api/v1/openapi.json">API</a>
        </footer>
      </body>
    </html>
    </>
  );
}

/**
 * A wide table's box: on a narrow screen the table scrolls inside it instead of widening the page
 * (a focusable, named region — a labelled section — so keyboard users can scroll it too).
 */
export function Wide(props: { label: string; children: Child }) {
  return <section class="wide" aria-label={props.label} tabindex={0}>{props.children}</section>;
}

/** Previous / next links and the page position for a paginated list. */
export function Pager(props: { page: number; pageSize: number; total: number; href: (page: number) => string; label?: string }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  // A page past the last (an old link, a hand-typed number) shows nothing: say so and link to the last page instead.
  if (props.page > pages) {
    return (
      <nav class="pager" aria-label={props.label ?? '分页 pages'}>
        <a rel="prev" href={props.href(pages)}>← 最后一页 Last page ({pages})</a>
        <span>没有第 {props.page} 页，共 {pages} 页 · No page {props.page}: there are {pages}</span>
        <span />
      </nav>
    );
  }
  if (pages <= 1) return null;
  return (
    <nav class="pager" aria-label={props.label ?? '分页 pages'}>
      {props.page > 1 ? <a rel="prev" href={props.href(props.page - 1)}>← 上一页 Prev</a> : <span />}
      <span>第 {props.page} / {pages} 页</span>
      {props.page < pages ? <a rel="next" href={props.href(props.page + 1)}>下一页 Next →</a> : <span />}
    </nav>
  );
}
