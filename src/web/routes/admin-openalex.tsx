import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { AdminNav } from '../pages/admin-nav.tsx';
import { Layout, Wide } from '../layout.tsx';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { moderator } from '../security/site-guard.ts';
import { cacheOf } from '../distribution/context.ts';
import { AdminTime, malformedForm } from '../pages/admin-words.tsx';
import { acceptDisagreement, DisagreementError, dismissDisagreement, listDisagreements, type Disagreement } from '../../institutions/openalex-disagreements.ts';

function Affs(props: { list: { text: string; display: string }[] }) {
  if (!props.list.length) return <span class="muted">— 无 none —</span>;
  return <ul class="small">{props.list.map((f) => <li>{f.display}{f.display !== f.text ? <><br /><span class="muted">“{f.text}”</span></> : null}</li>)}</ul>;
}

/** The columns: headers on a wide screen, each cell's label on a phone (the rows stack as cards). */
const COLS = ['#', '论文 paper', '作者 author', '论文首页 front matter', 'OpenAlex', '处理 decide'];

function Row(props: { d: Disagreement }) {
  const { d } = props;
  return (
    <tr id={`d${d.id}`}>
      <td data-label={COLS[0]}>#{d.id}<br /><span class="small muted"><AdminTime at={d.created_at} /></span></td>
      <td data-label={COLS[1]}><a href={`/papers/${d.paper_id}`}>{d.title}</a><br /><span class="small muted">arXiv:{d.paper_id}</span></td>
      <td data-label={COLS[2]}>{d.author_name}<br /><span class="small muted">第 {d.author_index + 1} 作者 author {d.author_index + 1}</span></td>
      <td class="old" data-label={COLS[3]}><Affs list={d.ours} /></td>
      <td class="new" data-label={COLS[4]}><Affs list={d.openalex} /><p class="small muted"><a href={d.work_id} rel="noopener noreferrer">{d.work_id.replace(/^https?:\/\//, '')}</a></p></td>
      <td data-label={COLS[5]}>
        <button class="btn" type="submit" name="one" value={`accept:${d.id}`}>采用 OpenAlex · Use OpenAlex<span class="sr-only"> #{d.id}</span></button>{' '}
        <button class="btn" type="submit" name="one" value={`dismiss:${d.id}`}>忽略 Dismiss<span class="sr-only"> #{d.id}</span></button>
      </td>
    </tr>
  );
}

function Page(props: { rows: Disagreement[]; csrf: string; msg: string }) {
  return (
    <Layout title="机构核对 · OpenAlex disagreements">
      <h1>机构核对 · OpenAlex disagreements</h1>
      <AdminNav current="/admin/openalex" />
      <p class="small muted">论文首页所列机构与 OpenAlex (CC0) 不一致的作者。“采用”以 OpenAlex 的机构替换该作者的机构（来源记为 openalex）；“忽略”保留论文首页的机构，OpenAlex 不变时不再询问。 · Authors whose institutions in the paper's front matter differ from OpenAlex's (CC0). “Use OpenAlex” replaces that author's affiliations with OpenAlex's (recorded with source openalex); “Dismiss” keeps the front matter and is not asked again while OpenAlex says the same.</p>
      {props.msg ? <p role="status" class="msg">{props.msg}</p> : null}
      {props.rows.length === 0 ? <p class="empty">没有待核对的机构 · No pending disagreements.</p> : (
        <form method="post" action="/admin/openalex">
          <input type="hidden" name={CSRF_FIELD} value={props.csrf} />
          <Wide label="待核对 Pending disagreements"><table class="queue">
            <tr>{COLS.map((h) => <th>{h}</th>)}</tr>
            {props.rows.map((d) => <Row d={d} />)}
          </table></Wide>
        </form>
      )}
    </Layout>
  );
}

async function decide(c: Context, deps: WebDeps) {
  const body = await c.req.parseBody().catch(() => { throw malformedForm(); });
  await checkCsrf(c, deps.store, body[CSRF_FIELD]);
  const m = /^(accept|dismiss):(\d{1,12})$/.exec(typeof body.one === 'string' ? body.one : '');
  if (!m) throw new HTTPException(400, { message: '未选择操作：请在一行上选择“采用”或“忽略” · Nothing to do: choose “Use OpenAlex” or “Dismiss” on one row' });
  let msg: string;
  try {
    if (m[1] === 'accept') await acceptDisagreement(deps.store, Number(m[2]), moderator(c));
    else await dismissDisagreement(deps.store, Number(m[2]), moderator(c));
    if (m[1] === 'accept') await cacheOf(deps).changed();
    msg = `#${m[2]} ${m[1] === 'accept' ? '已采用 OpenAlex 的机构 · accepted: OpenAlex’s affiliations stored' : '已忽略 · dismissed'}`;
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
