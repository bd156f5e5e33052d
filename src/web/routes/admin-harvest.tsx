import type { Hono } from 'hono';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import { AdminNav } from '../pages/admin-nav.tsx';
import { Layout, Wide } from '../layout.tsx';
import { AdminTime, said, STATE_WORDS } from '../pages/admin-words.tsx';
import { harvestStatus, recordsPerSecond, type HarvestStatus } from '../../harvest/status.ts';

function Runs(props: { runs: HarvestStatus['runs'] }) {
  return (
    <Wide label="抓取记录 Harvest runs"><table>
      <thead><tr><th>编号 run</th><th>内容 what</th><th>状态 status</th><th>开始 (UTC) started</th><th>页 pages</th><th>请求 requests</th><th>记录 records</th><th>新增 new</th><th>更新 updated</th><th>跳过 skipped</th><th>记录/秒* records/s*</th><th>游标 cursor</th><th>错误 error</th></tr></thead>
      <tbody>
        {props.runs.map((r) => (
          <tr>
            <td>{r.id}</td><td><code>{r.key}</code></td><td>{said(STATE_WORDS, r.status)}</td><td><AdminTime at={r.started_at} seconds /></td>
            <td>{r.pages}</td><td>{r.requests}</td><td>{r.records}{r.total !== null ? ` / ${r.total}` : ''}</td>
            <td>{r.inserted}</td><td>{r.updated}</td><td>{r.skipped}</td><td>{recordsPerSecond(r) ?? '–'}</td>
            <td><code>{r.cursor ?? ''}</code></td><td>{r.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table></Wide>
  );
}

function Errors(props: { errors: HarvestStatus['errors'] }) {
  if (props.errors.length === 0) return <p class="empty">没有错误 · No errors.</p>;
  return (
    <Wide label="抓取错误 Harvest errors"><table>
      <thead><tr><th>时间 (UTC) when</th><th>编号 run</th><th>代码 code</th><th>信息 message</th><th>记录 record</th></tr></thead>
      <tbody>
        {props.errors.map((e) => (
          <tr><td><AdminTime at={e.at} seconds /></td><td>{e.run_id}</td><td><code>{e.code}</code></td><td>{e.message}</td><td>{e.record_id ?? ''}</td></tr>
        ))}
      </tbody>
    </table></Wide>
  );
}

/** The harvest state page: next runs, per-set progress, open cursors, recent runs and errors. */
export function HarvestPage(props: { s: HarvestStatus }) {
  const { s } = props;
  return (
    <Layout title="抓取 · Harvest">
      <h1>抓取 · Harvest</h1>
      <AdminNav current="/admin/harvest" />
      {s.next
        ? <p>下次增量抓取 Next incremental harvest: <AdminTime at={s.next.incremental} /> · 下次标题检索 next title look-ups: <AdminTime at={s.next.titles} /> (UTC)</p>
        : <p class="pending">定时抓取与标题检索已关闭 · Scheduled harvests and title look-ups are off (PAPERBOARD_HARVEST_SCHEDULE=false): run <code>paperboard harvest oai</code> and <code>paperboard harvest titles</code> by hand.</p>}
      <h2>分类集 · Sets</h2>
      <ul>{s.sets.map((x) => <li><code>{x.set}</code> ({x.categories.join(', ')}): 已抓取至 harvested through {x.through ?? '尚未 never'}</li>)}</ul>
      <h2>未完成的抓取 · Open runs</h2>
      {s.open.length === 0 ? <p class="empty">无：所有抓取均已完成 · None: every run finished.</p> : <ul>{s.open.map((o) => <li>#{o.id} <code>{o.key}</code> ({said(STATE_WORDS, o.status)}) 将从 resumes at <code>{o.cursor ?? '开头 the start'}</code></li>)}</ul>}
      <h2>标题检索 · Title look-ups</h2>
      <p>{Object.entries(s.lookups).map(([k, v]) => `${said(STATE_WORDS, k)}: ${v}`).join(' · ') || '尚无 none yet'}</p>
      <h2>最近的抓取 · Recent runs</h2>
      {s.runs.length === 0 ? <p class="empty">尚无抓取记录 · No runs yet.</p> : <Runs runs={s.runs} />}
      <p><small>* 每秒记录数，不含请求之间的强制等待 · records per second of work, enforced waits between requests excluded.</small></p>
      <h2>最近的错误 · Recent errors</h2>
      <Errors errors={s.errors} />
    </Layout>
  );
}

/** Mounts `/admin/harvest` (HTML) and `/admin/harvest.json`; the app puts /admin behind admin auth. */
export function mount(app: Hono, deps: { store: Store; config: Config }): void {
  app.get('/admin/harvest', async (c) => c.html(<HarvestPage s={await harvestStatus(deps.store, deps.config, 50)} />));
  app.get('/admin/harvest.json', async (c) => c.json(await harvestStatus(deps.store, deps.config, 50)));
}
