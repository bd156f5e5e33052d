import type { Hono } from 'hono';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import { Layout, Wide } from '../layout.tsx';
import { fetchStatus, type FetchStatusRow } from '../../official/completeness.ts';
import { LISTS_CRON } from '../../official/tasks.ts';
import { nextRun } from '../../jobs/schedule.ts';

const when = (t: string | null) => (t ? t.slice(0, 16).replace('T', ' ') : '–');

/** `/admin/lists`: each edition's official source, last fetch, counts and errors. */
export function ListsAdminPage(props: { rows: FetchStatusRow[]; next: string | null }) {
  return (
    <Layout title="Official lists · 官方录用列表">
      <h1>Official lists · 官方录用列表</h1>
      <p>{props.next ? <>Next weekly refresh (editions of the last 18 months): <time>{props.next}</time> (UTC).</> : 'The weekly refresh is off (PAPERBOARD_LISTS_SCHEDULE=false).'}
        {' '}By hand: <code>paperboard lists fetch --venue icml --year 2025</code> or <code>--all</code>.</p>
      {props.rows.length === 0 ? <p>No official list fetched yet.</p> : (
        <Wide label="Official lists · 官方录用列表"><table>
          <thead><tr><th>edition</th><th>source</th><th>reference</th><th>last fetch</th><th>status</th><th>last ok</th><th>requests (304)</th><th>entries</th><th>on arXiv</th><th>list-only</th><th>error</th></tr></thead>
          <tbody>
            {props.rows.map((r) => (
              <tr>
                <td><a href={`/venues/${r.edition}`}>{r.edition}</a></td><td>{r.source}</td><td><code>{r.ref}</code></td>
                <td>{when(r.finishedAt ?? r.startedAt)}</td><td>{r.status}</td><td>{when(r.lastOkAt)}</td>
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
