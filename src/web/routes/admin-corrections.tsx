import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { AdminNav } from '../pages/admin-nav.tsx';
import { Layout, Wide } from '../layout.tsx';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { moderator } from '../security/site-guard.ts';
import { editCorrection, findCorrection, listCorrections, ModerationError, undoCorrection, type Correction } from '../../corrections/moderate.ts';
import { displayValue, FIELDS, isField, parseVenueValue } from '../../corrections/fields.ts';
import { venueFromForm, venueJson, VenueValueError } from '../../corrections/venue-value.ts';
import { postedVenueInputs, VenueInputs, venueInputValues, type VenueInputError, type VenueInputValues } from '../pages/venue-inputs.tsx';
import { CORRECTIONS_CSS_URL } from './assets.ts';
import { cacheOf } from '../distribution/context.ts';
import { AdminTime, malformedForm } from '../pages/admin-words.tsx';

function LogPage(props: { list: Correction[]; csrf: string; msg: string }) {
  return (
    <Layout title="更正记录 · Corrections">
      <h1>更正记录 · Corrections</h1>
      <AdminNav current="/admin/corrections" />
      <p class="small"><a href="/admin/corrections.json">JSON</a></p>
      {props.msg ? <p role="status">{props.msg}</p> : null}
      {props.list.length === 0 ? <p class="empty">还没有更正 · No corrections yet.</p> : (
        <Wide label="更正记录 Corrections"><table>
          <tr><th>#</th><th>时间 (UTC) when</th><th>操作人 by</th><th>适用于 applies to</th><th>字段 field</th><th>原值 was</th><th>现值 now</th><th>纠错 report</th><th>状态 state</th></tr>
          {props.list.map((x) => (
            <tr>
              <td>{x.id}</td><td><AdminTime at={x.created_at} /></td><td>{x.created_by}</td>
              <td>{x.paper_id ? <a href={`/papers/${x.paper_id}`}>arXiv:{x.paper_id}</a> : <>机构写法 alias <code>{x.target_key}</code></>}</td>
              <td>{isField(x.field) ? FIELDS[x.field].label : x.field}</td>
              <td>{displayValue(x.field, x.old_value)}</td><td>{displayValue(x.field, x.new_value)}</td>
              <td>{x.report_id ? `#${x.report_id}` : '—'}</td>
              <td>{x.undone_at ? <>已撤销 undone <AdminTime at={x.undone_at} /> · {x.undone_by}</> : (
                <form method="post" action={`/admin/corrections/${x.id}/undo`}>
                  <input type="hidden" name={CSRF_FIELD} value={props.csrf} /><button class="btn" type="submit">撤销 Undo<span class="sr-only"> #{x.id}</span></button>{' '}
                  <a href={`/admin/corrections/${x.id}/edit`} aria-label={`编辑 Edit · 更正 correction #${x.id}`}>编辑 Edit</a>
                </form>
              )}</td>
            </tr>
          ))}
        </table></Wide>
      )}
    </Layout>
  );
}

/** What an edit form shows: the correction, the value being edited (as typed, after an error) and the error. */
interface EditProps { c: Correction; csrf: string; value: string; venue?: { values: VenueInputValues; error?: VenueInputError }; error?: string }

/** `/admin/corrections/<id>/edit`: a correction's value to edit — a venue by its six fields, other fields as text; saved as a new correction. */
function EditPage(props: EditProps) {
  const { c } = props;
  const field = isField(c.field) ? c.field : null;
  return (
    <Layout title={`编辑更正 Edit correction #${c.id}`} head={<link rel="stylesheet" href={CORRECTIONS_CSS_URL} />}>
      <h1>编辑更正 Edit correction #{c.id}</h1>
      <p><a href="/admin/corrections">← 更正记录 corrections log</a> · {c.paper_id ? <a href={`/papers/${c.paper_id}`}>arXiv:{c.paper_id}</a> : <>机构写法 alias <code>{c.target_key}</code></>} · {field ? FIELDS[field].label : c.field}</p>
      <p class="small">现值 Now: {displayValue(c.field, c.new_value)} <span class="muted">({c.created_by}, <AdminTime at={c.created_at} />)</span></p>
      <form class="report-form" method="post" action={`/admin/corrections/${c.id}/edit`}>
        <input type="hidden" name={CSRF_FIELD} value={props.csrf} />
        {props.error && !props.venue?.error ? <p class="report-error" role="alert">{props.error}</p> : null}
        {c.field === 'venue'
          ? <VenueInputs prefix="v_" legend="更正后的会议信息 Corrected venue" values={props.venue?.values ?? venueInputValues(parseVenueValue(c.new_value))} error={props.venue?.error} />
          : <label>更正值 Corrected value<br /><textarea name="value" required rows={3} maxlength={field ? FIELDS[field].max : 1000}>{props.value}</textarea></label>}
        <p><button class="btn" type="submit">保存 Save</button> <span class="small muted">保存为一条新的更正，原更正保留在记录中，撤销新更正即恢复原值 · Saved as a new correction; the one edited stays in the log, and undoing the edit brings it back.</span></p>
      </form>
    </Layout>
  );
}

/** A correction id from the path (decimal digits only: Number() would also read "0x1", "1e0", " 1" or "" as some id). */
function correctionId(raw: string): number {
  if (!/^[1-9]\d{0,11}$/.test(raw)) throw new HTTPException(400, { message: `不是更正编号 · id: not a correction number: ${raw.slice(0, 40)}` });
  return Number(raw);
}

async function editable(deps: WebDeps, id: number): Promise<Correction> {
  const c = await findCorrection(deps.store, id);
  if (!c) throw new HTTPException(404, { message: `更正 #${id} 不存在 · correction ${id} does not exist` });
  if (c.undone_at) throw new HTTPException(409, { message: `更正 #${id} 已撤销，无可编辑 · correction ${id} was undone: there is nothing to edit` });
  return c;
}

async function saveEdit(c: Context, deps: WebDeps) {
  const body = await c.req.parseBody().catch(() => { throw malformedForm(); });
  await checkCsrf(c, deps.store, body[CSRF_FIELD]);
  const correction = await editable(deps, correctionId(c.req.param('id') ?? ''));
  const id = Number(correction.id);
  const typed = typeof body.value === 'string' ? body.value : '';
  try {
    const value = correction.field === 'venue' ? venueJson(venueFromForm(body, 'v_')) : typed;
    const made = await editCorrection(deps.store, id, value, moderator(c));
    await cacheOf(deps).changed();
    return c.redirect(`/admin/corrections?msg=${encodeURIComponent(`更正 #${id} 已修改，保存为更正 #${made} · correction ${id} edited: correction ${made}`)}`, 303);
  } catch (err) {
    if (!(err instanceof VenueValueError || err instanceof ModerationError)) throw err;
    const venue = correction.field === 'venue' ? { values: postedVenueInputs(body, 'v_'), error: err instanceof VenueValueError ? { field: err.field, reason: err.reason } : undefined } : undefined;
    return c.html(<EditPage c={correction} csrf={String(body[CSRF_FIELD])} value={typed.slice(0, 2000)} venue={venue} error={err.message} />, 400);
  }
}

/** Mounts `/admin/corrections` (the full log, with undo and edit) and `/admin/corrections.json`. */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/admin/corrections', async (c) => c.html(<LogPage list={await listCorrections(deps.store)} csrf={await csrfToken(c, deps.store, deps.config)} msg={(c.req.query('msg') ?? '').slice(0, 300)} />));
  app.get('/admin/corrections.json', async (c) => c.json(await listCorrections(deps.store, 100000)));
  app.post('/admin/corrections/:id/undo', async (c) => {
    const body = await c.req.parseBody().catch(() => { throw malformedForm(); });
    await checkCsrf(c, deps.store, body[CSRF_FIELD]);
    const id = correctionId(c.req.param('id'));
    try { await undoCorrection(deps.store, id, moderator(c)); } catch (err) {
      if (err instanceof ModerationError) throw new HTTPException(409, { message: err.message });
      throw err;
    }
    await cacheOf(deps).changed();
    return c.redirect(`/admin/corrections?msg=${encodeURIComponent(`更正 #${id} 已撤销 · correction ${id} undone`)}`, 303);
  });
  app.get('/admin/corrections/:id/edit', async (c) => {
    const correction = await editable(deps, correctionId(c.req.param('id')));
    return c.html(<EditPage c={correction} csrf={await csrfToken(c, deps.store, deps.config)} value={correction.new_value} />);
  });
  app.post('/admin/corrections/:id/edit', (c) => saveEdit(c, deps));
}
