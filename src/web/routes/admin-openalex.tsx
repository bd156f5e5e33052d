import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { Layout, Wide } from '../layout.tsx';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { moderator } from '../security/site-guard.ts';
import { cacheOf } from '../distribution/context.ts';
import { acceptDisagreement, DisagreementError, dismissDisagreement, listDisagreements, type Disagreement } from '../../institutions/openalex-disagreements.ts';

function Affs(props: { list: { text: string; display: string }[] }) {
  if (!props.list.length) return <span class="muted">— none —</span>;
  return <ul class="small">{props.list.map((f) => <li>{f.display}{f.display !== f.text ? <><br /><span class="muted">“{f.text}”</span></> : null}</li>)}</ul>;
}

function Row(props: { d: Disagreement }) {
  const { d } = props;
  return (
    <tr id={`d${d.id}`}>
      <td>#{d.id}<br /><span class="small muted">{d.created_at.slice(0, 16).replace('T', ' ')}</span></td>
      <td><a href={`/papers/${d.paper_id}`}>{d.title}</a><br /><span class="small muted">arXiv:{d.paper_id}</span></td>
      <td>{d.author_name}<br /><span class="small muted">author {d.author_index + 1}</span></td>
      <td class="old"><Affs list={d.ours} /></td>
      <td class="new"><Affs list={d.openalex} /><p class="small muted"><a href={d.work_id} rel="noopener noreferrer">{d.work_id.replace(/^https?:\/\//, '')}</a></p></td>
      <td>
        <button class="btn" type="submit" name="one" value={`accept:${d.id}`}>Use OpenAlex 采用</button>{' '}
        <button class="btn" type="submit" name="one" value={`dismiss:${d.id}`}>Dismiss 忽略</button>
      </td>
    </tr>
  );
}

function Page(props: { rows: Disagreement[]; csrf: string; msg: string }) {
  return (
    <Layout title="OpenAlex disagreements · 机构核对">
      <h1>OpenAlex disagreements · 机构核对</h1>
      <p><a href="/admin">← admin</a> · <a href="/admin/reports">reports queue 待审纠错</a></p>
      <p class="small muted">Authors whose institutions in the paper's front matter differ from OpenAlex's (CC0). “Use OpenAlex” replaces that author's affiliations with OpenAlex's (recorded with source openalex); “Dismiss” keeps the front matter and is not asked again while OpenAlex says the same.</p>
      {props.msg ? <p role="status" class="msg">{props.msg}</p> : null}
      {props.rows.length === 0 ? <p>No pending disagreements.</p> : (
        <form method="post" action="/admin/openalex">
          <input type="hidden" name={CSRF_FIELD} value={props.csrf} />
          <Wide label="Pending disagreements · 待核对"><table class="queue">
            <tr><th>#</th><th>paper</th><th>author</th><th>front matter</th><th>OpenAlex</th><th>decide</th></tr>
            {props.rows.map((d) => <Row d={d} />)}
          </table></Wide>
        </form>
      )}
    </Layout>
  );
}

async function decide(c: Context, deps: WebDeps) {
  const body = await c.req.parseBody().catch(() => { throw new HTTPException(400, { message: 'Malformed form body' }); });
  await checkCsrf(c, deps.store, body[CSRF_FIELD]);
  const m = /^(accept|dismiss):(\d{1,12})$/.exec(typeof body.one === 'string' ? body.one : '');
  if (!m) throw new HTTPException(400, { message: 'Nothing to do: choose “Use OpenAlex” or “Dismiss” on one row' });
  let msg: string;
  try {
    if (m[1] === 'accept') await acceptDisagreement(deps.store, Number(m[2]), moderator(c));
    else await dismissDisagreement(deps.store, Number(m[2]), moderator(c));
    if (m[1] === 'accept') await cacheOf(deps).changed();
    msg = `#${m[2]} ${m[1] === 'accept' ? 'accepted: OpenAlex’s affiliations stored' : 'dismissed'}`;
  } catch (err) {
    if (!(err instanceof DisagreementError)) throw err;
    msg = err.message;
  }
  return c.redirect(`/admin/openalex?msg=${encodeURIComponent(msg.slice(0, 1000))}`, 303);
}

/** Mounts `/admin/openalex`: author ↔ institution disagreements between front matter and OpenAlex, side by side; accept OpenAlex's version or dismiss. */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/admin/openalex', async (c) => c.html(<Page rows={await listDisagreements(deps.store)} csrf={await csrfToken(c, deps.store, deps.config)} msg={(c.req.query('msg') ?? '').slice(0, 1000)} />));
  app.post('/admin/openalex', (c) => decide(c, deps));
}
