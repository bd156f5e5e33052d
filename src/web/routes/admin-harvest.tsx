import type { Hono } from 'hono';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import { Layout, Wide } from '../layout.tsx';
import { harvestStatus, recordsPerSecond, type HarvestStatus } from '../../harvest/status.ts';

function Runs(props: { runs: HarvestStatus['runs'] }) {
  return (
    <Wide label="Harvest runs · 抓取记录"><table>
      <thead><tr><th>run</th><th>what</th><th>status</th><th>started</th><th>pages</th><th>requests</th><th>records</th><th>new</th><th>updated</th><th>skipped</th><th>records/s*</th><th>cursor</th><th>error</th></tr></thead>
      <tbody>
        {props.runs.map((r) => (
          <tr>
            <td>{r.id}</td><td><code>{r.key}</code></td><td>{r.status}</td><td>{r.started_at.slice(0, 19).replace('T', ' ')}</td>
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
  if (props.errors.length === 0) return <p>No errors.</p>;
  return (
    <Wide label="Harvest errors · 抓取错误"><table>
      <thead><tr><th>when</th><th>run</th><th>code</th><th>message</th><th>record</th></tr></thead>
      <tbody>
        {props.errors.map((e) => (
          <tr><td>{e.at.slice(0, 19).replace('T', ' ')}</td><td>{e.run_id}</td><td><code>{e.code}</code></td><td>{e.message}</td><td>{e.record_id ?? ''}</td></tr>
        ))}
      </tbody>
    </table></Wide>
  );
}

/** The harvest state page: next runs, per-set progress, open cursors, recent runs and errors. */
export function HarvestPage(props: { s: HarvestStatus }) {
  const { s } = props;
  return (
    <Layout title="Harvest · 抓取">
      <h1>Harvest · 抓取</h1>
      <p>Next incremental harvest: <time>{s.next.incremental}</time> · next title look-ups: <time>{s.next.titles}</time> (UTC)</p>
      <h2>Sets</h2>
      <ul>{s.sets.map((x) => <li><code>{x.set}</code> ({x.categories.join(', ')}): harvested through {x.through ?? 'never'}</li>)}</ul>
      <h2>Open runs</h2>
      {s.open.length === 0 ? <p>None: every run finished.</p> : <ul>{s.open.map((o) => <li>run {o.id} <code>{o.key}</code> ({o.status}) resumes at <code>{o.cursor ?? 'the start'}</code></li>)}</ul>}
      <h2>Title look-ups</h2>
      <p>{Object.entries(s.lookups).map(([k, v]) => `${k}: ${v}`).join(' · ') || 'none yet'}</p>
      <h2>Recent runs</h2>
      <Runs runs={s.runs} />
      <p><small>* records per second of work, enforced waits between requests excluded.</small></p>
      <h2>Recent errors</h2>
      <Errors errors={s.errors} />
    </Layout>
  );
}

/** Mounts `/admin/harvest` (HTML) and `/admin/harvest.json`; the app puts /admin behind admin auth. */
export function mount(app: Hono, deps: { store: Store; config: Config }): void {
  app.get('/admin/harvest', async (c) => c.html(<HarvestPage s={await harvestStatus(deps.store, deps.config, 50)} />));
  app.get('/admin/harvest.json', async (c) => c.json(await harvestStatus(deps.store, deps.config, 50)));
}
