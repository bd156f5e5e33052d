import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { AdminNav } from '../pages/admin-nav.tsx';
import { Layout, Wide } from '../layout.tsx';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { moderator } from '../security/site-guard.ts';
import { findPapers } from '../../papers/queries.ts';
import { listReports, type Report } from '../../corrections/reports.ts';
import { acceptReport, aliasPaperCounts, ModerationError, rejectReport } from '../../corrections/moderate.ts';
import { displayValue, FIELDS, isField, parseVenueValue, type Scope } from '../../corrections/fields.ts';
import { catalogueVenue } from '../../corrections/venue-name.ts';
import { venueFromForm, venueJson, VenueValueError } from '../../corrections/venue-value.ts';
import { postedVenueInputs, venueErrorText, VenueInputs, venueInputValues, type VenueInputError, type VenueInputValues } from '../pages/venue-inputs.tsx';
import { cacheOf } from '../distribution/context.ts';
import { CORRECTIONS_CSS_URL } from './assets.ts';
import { pendingDisagreements } from '../../institutions/openalex-disagreements.ts';
import { AdminTime, decisionWords, malformedForm } from '../pages/admin-words.tsx';

/** One pending report as the queue shows it; `venue`: a venue row's inputs sent back as typed, with the field at fault. */
interface Row { r: Report; title: string; aliasPapers: number | null; venue?: { values: VenueInputValues; error: VenueInputError } }

/** Flags a proposed venue the catalogue does not know: accepted, it shows on the paper but on no edition page. */
function UnknownVenue(props: { field: string; value: string }) {
  const v = props.field === 'venue' ? parseVenueValue(props.value) : null;
  if (!v || v.status === 'none' || catalogueVenue(v.venue)) return null;
  return <p class="small pending unknown-venue">目录中无此会议“{v.venue}”：接受后论文页照写显示，但不会列入任何会议页（请改为已知名称，如 ICML、NeurIPS、ACL）· “{v.venue}” is not in the venue catalogue: if accepted it is shown on the paper as written, but listed on no edition page (correct it to a known name such as ICML, NeurIPS, ACL).</p>;
}

/** The queue's columns after the checkbox: headers on a wide screen, each cell's label on a phone (the rows stack as cards). */
const COLS = ['纠错 report', '论文 paper', '字段 field', '现值（机器）now (machine)', '建议值 proposed', '处理 decide'];

function ReportRow(props: Row) {
  const { r } = props;
  return (
    <tr id={`r${r.id}`}>
      <td><input type="checkbox" name="sel" value={String(r.id)} aria-label={`选择纠错 select report #${r.id}`} /></td>
      <td data-label={COLS[0]}>#{r.id}<br /><span class="small muted"><AdminTime at={r.created_at} /></span></td>
      <td data-label={COLS[1]}><a href={`/papers/${r.paper_id}`}>{props.title}</a><br /><span class="small muted">arXiv:{r.paper_id}</span></td>
      <td data-label={COLS[2]}>{isField(r.field) ? FIELDS[r.field].label : r.field}{r.target_key ? <><br /><span class="small muted">{r.target_key}</span></> : null}</td>
      <td class="old" data-label={COLS[3]}>{displayValue(r.field, r.current_value)}</td>
      <td class="new" data-label={COLS[4]}>{displayValue(r.field, r.proposed)}{r.note ? <p class="small muted">说明 Note: {r.note}</p> : null}<UnknownVenue field={r.field} value={r.proposed} /></td>
      <td data-label={COLS[5]}>
        {r.field === 'venue'
          ? <VenueInputs prefix={`v${r.id}_`} legend={`采纳值 Venue to apply (edit, then accept) · #${r.id}`} values={props.venue?.values ?? venueInputValues(parseVenueValue(r.proposed) ?? parseVenueValue(r.current_value ?? ''))} error={props.venue?.error} constraints={false} />
          : <label class="small">采纳值（可先修改再接受）Value to apply (edit, then accept)<br /><textarea name={`value_${r.id}`} rows={2}>{r.proposed}</textarea></label>}
        {props.aliasPapers !== null ? (
          <p class="small"><label><input type="radio" name={`scope_${r.id}`} value="paper" checked /> 仅此论文 this paper only</label><br />
            <label><input type="radio" name={`scope_${r.id}`} value="alias" /> 此机构写法的所有论文 the alias: every paper with this affiliation — <b class="alias-count">{props.aliasPapers}</b> 篇 papers</label></p>
        ) : null}
        <button class="btn" type="submit" name="one" value={`accept:${r.id}`}>接受 Accept<span class="sr-only"> #{r.id}</span></button>{' '}
        <input name={`reason_${r.id}`} placeholder="拒绝理由 reason to reject" maxlength={500} aria-label={`拒绝理由 reason to reject report #${r.id}`} />{' '}
        <button class="btn" type="submit" name="one" value={`reject:${r.id}`}>拒绝 Reject<span class="sr-only"> #{r.id}</span></button>
      </td>
    </tr>
  );
}

function QueuePage(props: { rows: Row[]; csrf: string; msg: string; disagreements: number }) {
  return (
    <Layout title="待审纠错 · Reports queue" head={<link rel="stylesheet" href={CORRECTIONS_CSS_URL} />}>
      <h1>待审纠错 · Reports queue</h1>
      <AdminNav current="/admin/reports" />
      {props.disagreements ? <p class="small"><a href="/admin/openalex">机构核对 OpenAlex disagreements</a> ({props.disagreements} 条待审 pending)</p> : null}
      {props.msg ? <p role="status" class="msg">{props.msg}</p> : null}
      {props.rows.length === 0 ? <p class="empty">没有待审的纠错 · No pending reports.</p> : (
        <form method="post" action="/admin/reports">
          <input type="hidden" name={CSRF_FIELD} value={props.csrf} />
          <Wide label="待审纠错 Pending reports"><table class="queue">
            <tr><th><span class="sr-only">选择 select</span></th>{COLS.map((h) => <th>{h}</th>)}</tr>
            {props.rows.map((row) => <ReportRow {...row} />)}
          </table></Wide>
          <p>已选 Selected: <button class="btn" type="submit" name="bulk" value="accept">接受所选 Accept selected</button>{' '}
            <input name="bulk_reason" placeholder="拒绝理由 reason (for rejecting)" maxlength={500} aria-label="批量拒绝理由 reason for bulk reject" />{' '}
            <button class="btn" type="submit" name="bulk" value="reject">拒绝所选 Reject selected</button></p>
        </form>
      )}
    </Layout>
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');

/** The decisions a posted queue form asks for: [action, report id] pairs. */
function decisions(body: Record<string, unknown>): ['accept' | 'reject', number][] {
  const one = /^(accept|reject):(\d{1,12})$/.exec(str(body.one));
  if (one) return [[one[1] as 'accept' | 'reject', Number(one[2])]];
  const bulk = str(body.bulk);
  if (bulk !== 'accept' && bulk !== 'reject') throw new HTTPException(400, { message: '未选择操作：请选择接受或拒绝 · Nothing to do: choose accept or reject' });
  const sel = ([] as unknown[]).concat(body.sel ?? []).map(String).filter((s) => /^\d{1,12}$/.test(s)).slice(0, 500);
  return sel.map((s) => [bulk, Number(s)]);
}

/** The value a moderator accepts a report with: a venue row's six inputs (validated, VenueValueError naming the field), else the edited text; undefined keeps the proposal. */
function acceptedValue(body: Record<string, unknown>, id: number): string | undefined {
  if (`v${id}_venue` in body) return venueJson(venueFromForm(body, `v${id}_`));
  return str(body[`value_${id}`]) || undefined;
}

async function decide(c: Context, deps: WebDeps) {
  const body = await c.req.parseBody({ all: true }).catch(() => { throw malformedForm(); });
  await checkCsrf(c, deps.store, str(body[CSRF_FIELD]));
  const by = moderator(c);
  const done = { accept: 0, reject: 0 };
  const failed: string[] = [];
  const venueErrors = new Map<number, VenueInputError>();
  for (const [action, id] of decisions(body)) {
    try {
      if (action === 'accept') {
        await acceptReport(deps.store, id, { by, value: acceptedValue(body, id), scope: (str(body[`scope_${id}`]) || 'paper') as Scope });
      } else {
        await rejectReport(deps.store, id, { by, reason: str(body[`reason_${id}`]) || str(body.bulk_reason) });
      }
      done[action]++;
    } catch (err) {
      if (err instanceof VenueValueError) venueErrors.set(id, { field: err.field, reason: err.reason });
      else if (!(err instanceof ModerationError)) throw err;
      failed.push(`#${id}: ${err instanceof VenueValueError ? venueErrorText({ field: err.field, reason: err.reason }) : err.message}`);
    }
  }
  if (done.accept + done.reject) await cacheOf(deps).changed();
  const msg = decisionWords(done, failed);
  // A venue typed wrong: the queue again (400), that row's inputs as typed and the field at fault marked, not a redirect that loses them.
  if (venueErrors.size) {
    const typed = new Map([...venueErrors].map(([id, error]) => [id, { values: postedVenueInputs(body, `v${id}_`), error }]));
    return c.html(<QueuePage {...await queueProps(c, deps, msg, typed)} />, 400);
  }
  return c.redirect(`/admin/reports?msg=${encodeURIComponent(msg.slice(0, 1000))}`, 303);
}

/** Everything the queue page shows: the pending reports with their papers' titles and alias counts, and `typed` venue inputs sent back. */
async function queueProps(c: Context, deps: WebDeps, msg: string, typed = new Map<number, Row['venue']>()) {
  const reports = await listReports(deps.store, 'pending', 200);
  const papers = new Map((await findPapers(deps.store, [...new Set(reports.map((r) => r.paper_id))])).map((p) => [p.id, p.title]));
  const aliasKey = (r: Report) => (r.field === 'affiliation' && r.target_key ? r.target_key : null);
  const aliasCounts = await aliasPaperCounts(deps.store, reports.map(aliasKey).filter((k): k is string => k !== null));
  const rows: Row[] = reports.map((r) => {
    const key = aliasKey(r);
    return { r, title: papers.get(r.paper_id) ?? r.paper_id, aliasPapers: key === null ? null : aliasCounts.get(key) ?? 0, venue: typed.get(Number(r.id)) };
  });
  return { rows, csrf: await csrfToken(c, deps.store, deps.config), msg: msg.slice(0, 1000), disagreements: await pendingDisagreements(deps.store) };
}

/** Mounts the moderation queue `/admin/reports`: old and proposed side by side; accept, edit-then-accept, reject with a reason, in bulk. */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/admin/reports', async (c) => c.html(<QueuePage {...await queueProps(c, deps, c.req.query('msg') ?? '')} />));
  app.post('/admin/reports', (c) => decide(c, deps));
}
