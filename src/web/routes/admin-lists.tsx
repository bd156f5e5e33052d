import type { Hono } from 'hono';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import { AdminNav } from '../pages/admin-nav.tsx';
import { Layout, Wide } from '../layout.tsx';
import { AdminTime, said, STATE_WORDS } from '../pages/admin-words.tsx';
import { fetchStatus, type FetchStatusRow } from '../../official/completeness.ts';
import { LISTS_CRON } from '../../official/tasks.ts';
import { nextRun } from '../../jobs/schedule.ts';

/** `/admin/lists`: each edition's official source, last fetch, counts and errors. */
export function ListsAdminPage(props: { rows: FetchStatusRow[]; next: string | null }) {
  return (
    <Layout title="官方录用列表 · Official lists">
      <h1>官方录用列表 · Official lists</h1>
      <AdminNav current="/admin/lists" />
      <p>{props.next ? <>下次每周更新（近 18 个月的会议）Next weekly refresh (editions of the last 18 months): <AdminTime at={props.next} /> (UTC).</> : '每周更新已关闭 · The weekly refresh is off (PAPERBOARD_LISTS_SCHEDULE=false).'}
        {' '}手动 By hand: <code>paperboard lists fetch --venue icml --year 2025</code> or <code>--all</code>.</p>
      {props.rows.length === 0 ? <p class="empty">尚未获取任何官方列表 · No official list fetched yet.</p> : (
        <Wide label="官方录用列表 Official lists"><table>
          <thead><tr><th>会议 edition</th><th>来源 source</th><th>标识 reference</th><th>最近获取 (UTC) last fetch</th><th>状态 status</th><th>最近成功 last ok</th><th>请求 (304) requests (304)</th><th>条目 entries</th><th>已上 arXiv on arXiv</th><th>仅列表 list-only</th><th>错误 error</th></tr></thead>
          <tbody>
            {props.rows.map((r) => (
              <tr>
                <td><a href={`/venues/${r.edition}`}>{r.edition}</a></td><td>{r.source}</td><td><code>{r.ref}</code></td>
                <td><AdminTime at={r.finishedAt ?? r.startedAt} /></td><td>{said(STATE_WORDS, r.status)}</td><td><AdminTime at={r.lastOkAt} /></td>
                <td>{r.requests} ({r.notModified})</td><td>{r.entries}</td><td>{r.matched}</td><td>{r.listOnly}</td><td>{r.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table></Wide>
      )}
    </Layout>
  );
}

/** Mounts `/admin/lists` (HTML) and `/admin/lists.json`; the app puts /admin behind admin auth. */
export function mount(app: Hono, deps: { store: Store; config: Config }): void {
  const next = () => (deps.config.listsSchedule ? nextRun(LISTS_CRON, new Date()).toISOString() : null);
  app.get('/admin/lists', async (c) => c.html(<ListsAdminPage rows={await fetchStatus(deps.store)} next={next()} />));
  app.get('/admin/lists.json', async (c) => c.json({ next: next(), editions: await fetchStatus(deps.store) }));
}
