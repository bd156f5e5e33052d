import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { Layout, Wide } from '../layout.tsx';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { moderator } from '../security/site-guard.ts';
import { listCorrections, ModerationError, undoCorrection, type Correction } from '../../corrections/moderate.ts';
import { displayValue, FIELDS, isField } from '../../corrections/fields.ts';
import { cacheOf } from '../distribution/context.ts';

function LogPage(props: { list: Correction[]; csrf: string; msg: string }) {
  return (
    <Layout title="Corrections · 更正记录">
      <h1>Corrections · 更正记录</h1>
      <p><a href="/admin">← admin</a> · <a href="/admin/reports">reports queue</a> · <a href="/admin/corrections.json">JSON</a></p>
      {props.msg ? <p role="status">{props.msg}</p> : null}
      {props.list.length === 0 ? <p>No corrections yet.</p> : (
        <Wide label="Corrections · 更正记录"><table>
          <tr><th>#</th><th>when</th><th>by</th><th>applies to</th><th>field</th><th>was</th><th>now</th><th>report</th><th>state</th></tr>
          {props.list.map((x) => (
            <tr>
              <td>{x.id}</td><td>{x.created_at.slice(0, 16).replace('T', ' ')}</td><td>{x.created_by}</td>
              <td>{x.paper_id ? <a href={`/papers/${x.paper_id}`}>arXiv:{x.paper_id}</a> : <>alias <code>{x.target_key}</code></>}</td>
              <td>{isField(x.field) ? FIELDS[x.field].label : x.field}</td>
              <td>{displayValue(x.field, x.old_value)}</td><td>{displayValue(x.field, x.new_value)}</td>
              <td>{x.report_id ? `#${x.report_id}` : '—'}</td>
              <td>{x.undone_at ? `undone ${x.undone_at.slice(0, 10)} by ${x.undone_by}` : (
                <form method="post" action={`/admin/corrections/${x.id}/undo`}>
                  <input type="hidden" name={CSRF_FIELD} value={props.csrf} /><button class="btn" type="submit">Undo 撤销</button>
                </form>
              )}</td>
            </tr>
          ))}
        </table></Wide>
      )}
    </Layout>
  );
}

/** Mounts `/admin/corrections` (the full log, with undo) and `/admin/corrections.json`. */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/admin/corrections', async (c) => c.html(<LogPage list={await listCorrections(deps.store)} csrf={await csrfToken(c, deps.store, deps.config)} msg={(c.req.query('msg') ?? '').slice(0, 300)} />));
  app.get('/admin/corrections.json', async (c) => c.json(await listCorrections(deps.store, 100000)));
  app.post('/admin/corrections/:id/undo', async (c) => {
    const body = await c.req.parseBody().catch(() => { throw new HTTPException(400, { message: 'Malformed form body' }); });
    await checkCsrf(c, deps.store, body[CSRF_FIELD]);
    // Decimal digits only: Number() would also read "0x1", "1e0", " 1" or "" (as 0) as some correction's id.
    const raw = c.req.param('id');
    if (!/^[1-9]\d{0,11}$/.test(raw)) throw new HTTPException(400, { message: `id: not a correction number: ${raw.slice(0, 40)}` });
    const id = Number(raw);
    try { await undoCorrection(deps.store, id, moderator(c)); } catch (err) {
      if (err instanceof ModerationError) throw new HTTPException(409, { message: err.message });
      throw err;
    }
    await cacheOf(deps).changed();
    return c.redirect(`/admin/corrections?msg=${encodeURIComponent(`correction ${id} undone`)}`, 303);
  });
}
