import type { Hono } from 'hono';
import { Layout } from '../layout.tsx';
import { SUBSCRIPTIONS_JS_URL } from './assets.ts';

/** `/subscriptions`: the venues, searches and institutions followed in this browser, each with its feed URLs to copy. */
function SubscriptionsPage() {
  return (
    <Layout title="我的订阅 Subscriptions">
      <h1>我的订阅 Subscriptions</h1>
      <p class="muted">
        Followed venues, saved searches and institutions are kept in this browser only (no account). Copy a feed URL into any
        feed reader to get new papers. 关注的会议、保存的搜索和机构只保存在本浏览器中。
      </p>
      <noscript><p>这个列表需要 JavaScript；不用它时，请用每个会议、搜索和机构页面上的 Atom / RSS 链接订阅。 · This list needs JavaScript. Without it, use the Atom / RSS links shown on every venue, search and institution page.</p></noscript>
      <p id="subscriptions-empty" class="muted">还没有订阅 — nothing followed yet: press “☆ 关注 Follow” on a venue page, a search or an institution.</p>
      <ul id="subscriptions" class="plain" />
      <script src={SUBSCRIPTIONS_JS_URL} defer />
    </Layout>
  );
}

/** Mounts `/subscriptions` (its script is served by `routes/assets.ts`). */
export function mount(app: Hono): void {
  app.get('/subscriptions', (c) => c.html(<SubscriptionsPage />));
}
