import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { parseArxivId } from '../../arxiv/ids.ts';
import { cardOf } from '../api/handlers.ts';
import { isField, PRESENTATIONS, PROPOSED_STATUSES, type FieldKey } from '../../corrections/fields.ts';
import { VENUE_TRACKS } from '../../venues/cues.ts';
import { AlreadyFiledError, ReportError } from '../../corrections/reports.ts';
import { currentValue, TargetError } from '../../corrections/current-value.ts';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { admitReport, countReport, fileCountedReport } from '../security/rate-limit.ts';
import { ALREADY_FILED_ZH, ReportForm, ReportPage, ReportThanks, type ReportFormProps } from '../pages/report-form.tsx';

function fieldOf(raw: string | undefined): FieldKey {
  if (!raw || !isField(raw)) throw new HTTPException(400, { message: 'field: must be one of title_zh, summary_zh, summary_en, affiliation, venue' });
  return raw;
}

/** The proposed venue typed in the form's venue inputs, as the JSON a correction stores. */
function venueProposal(body: Record<string, unknown>): string {
  const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
  const year = s('v_year');
  if (year && !/^(19|20|21)\d\d$/.test(year)) throw new ReportError('v_year: a year has four digits', 'v_year');
  if (s('v_venue').length > 80 || s('v_workshop').length > 200) throw new ReportError('v_venue: too long', 'v_venue');
  const oneOf = (k: string, allowed: readonly string[]) => {
    if (s(k) && !allowed.includes(s(k))) throw new ReportError(`${k}: unknown value "${s(k).slice(0, 40)}" (one of ${allowed.join(', ')})`, k);
  };
  oneOf('v_track', VENUE_TRACKS);
  oneOf('v_status', PROPOSED_STATUSES);
  oneOf('v_presentation', PRESENTATIONS);
  if (!s('v_venue')) return '';
  return JSON.stringify({ venue: s('v_venue'), year: year ? Number(year) : null, track: s('v_track') || 'main', workshop: s('v_workshop') || null, status: s('v_status') || 'accepted', presentation: s('v_presentation') || null });
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HTTPException(400, { message: 'Malformed form body' });
  }
}

function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

async function submit(c: Context, deps: WebDeps) {
  const body = await readBody(c);
  await checkCsrf(c, deps.store, body[CSRF_FIELD]);
  const fp = await admitReport(c, deps);
  const card = await cardOf(deps, String(body.paper ?? ''));
  const done = () => (wantsJson(c) ? c.json({ ok: true, message: '谢谢！纠错已提交，等待管理员审核 · Thanks — your report is waiting for a moderator.' }) : c.redirect(`/report/thanks?paper=${encodeURIComponent(card.paper.id)}`, 303));
  // A filled honeypot field: a bot, answered as if filed, and counted against its limit.
  if (typeof body.website === 'string' && body.website !== '') { await countReport(deps.store, fp); return done(); }
  const field = fieldOf(typeof body.field === 'string' ? body.field : undefined);
  const key = typeof body.key === 'string' ? body.key : '';
  try {
    const proposed = field === 'venue' ? venueProposal(body) : body.proposed;
    await fileCountedReport(deps.store, card, { field, key, proposed, note: body.note }, fp);
    return done();
  } catch (err) {
    if (err instanceof AlreadyFiledError) {
      return wantsJson(c) ? c.json({ ok: true, already: true, message: `${ALREADY_FILED_ZH} · You already filed this report; it is waiting for a moderator.` })
        : c.redirect(`/report/thanks?paper=${encodeURIComponent(card.paper.id)}&already=1`, 303);
    }
    if (!(err instanceof ReportError || err instanceof TargetError)) throw err;
    if (wantsJson(c)) return c.json({ ok: false, error: err.message }, 400);
    if (err instanceof TargetError) throw new HTTPException(400, { message: err.message });
    // A malformed venue proposal fails before fileReport looks up the current value: look it up to show the form again.
    let current: string | null;
    try { current = err.current !== undefined ? err.current : currentValue(card, field, key); } catch (e) {
      throw e instanceof TargetError ? new HTTPException(400, { message: e.message }) : e;
    }
    const props: ReportFormProps = { card, field, targetKey: key, current, csrf: String(body[CSRF_FIELD]) };
    return c.html(<ReportPage {...props} error={err.message} proposed={typeof body.proposed === 'string' ? body.proposed.slice(0, 1000) : ''} note={typeof body.note === 'string' ? body.note.slice(0, 1000) : ''} />, 400);
  }
}

async function form(c: Context, deps: WebDeps) {
  const card = await cardOf(deps, c.req.query('paper') ?? '');
  const field = fieldOf(c.req.query('field'));
  const key = field === 'affiliation' || field === 'venue' ? (c.req.query('key') ?? '').slice(0, 600) : '';
  let current: string | null = null;
  if (field !== 'affiliation' || key) {
    try { current = currentValue(card, field, key); } catch (err) {
      if (err instanceof TargetError) throw new HTTPException(400, { message: err.message });
      throw err;
    }
  }
  const props: ReportFormProps = { card, field, targetKey: key, current, csrf: await csrfToken(c, deps.store, deps.config) };
  if (c.req.query('fragment') === '1') return c.html(<ReportForm {...props} />);
  return c.html(<ReportPage {...props} />);
}

/** Mounts the 纠错 report form (`GET/POST /report`) and its thanks page (its script and stylesheet are served by `routes/assets.ts`). */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/report', (c) => form(c, deps));
  app.post('/report', (c) => submit(c, deps));
  app.get('/report/thanks', (c) => c.html(<ReportThanks paperId={parseArxivId((c.req.query('paper') ?? '').slice(0, 60))?.id ?? ''} already={c.req.query('already') === '1'} />));
}
