import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { parseArxivId } from '../../arxiv/ids.ts';
import { findCard } from '../api/handlers.ts';
import type { CardData } from '../../cards/card-data.ts';
import { isField, type FieldKey } from '../../corrections/fields.ts';
import { venueFromForm, venueJson, VenueValueError } from '../../corrections/venue-value.ts';
import { AlreadyFiledError, ReportError } from '../../corrections/reports.ts';
import { currentValue, TargetError } from '../../corrections/current-value.ts';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { admitReport, countReport, fileCountedReport } from '../security/rate-limit.ts';
import { postedVenueInputs, venueErrorText } from '../pages/venue-inputs.tsx';
import { malformedForm } from '../pages/admin-words.tsx';
import { BAD_REPORT_FIELD, noPaper, noTarget, NOT_AN_ARXIV_ID, readerError, reportErrorText } from '../pages/reader-words.tsx';
import { sentence } from '../pages/venue-words.tsx';
import { ALREADY_FILED_ZH, ReportForm, ReportPage, ReportThanks, type ReportFormProps } from '../pages/report-form.tsx';

/** The card of the paper a 纠错 form names; the reader is told Chinese first when it is not an arXiv id (400) or not here (404). */
async function reportedCard(deps: WebDeps, rawId: string): Promise<CardData> {
  const id = parseArxivId(rawId.slice(0, 60));
  if (!id) throw readerError(400, NOT_AN_ARXIV_ID);
  const card = await findCard(deps, id.id);
  if (!card) throw readerError(404, noPaper(id.id));
  return card;
}

/** A form target the paper does not have, as the reader reads it: "这篇论文（arXiv:…）没有机构“…” · "…" is not an affiliation of arXiv:…". */
function targetText(err: TargetError): string {
  return sentence(noTarget(err.field, err.key, err.paperId));
}

function fieldOf(raw: string | undefined): FieldKey {
  if (!raw || !isField(raw)) throw readerError(400, BAD_REPORT_FIELD);
  return raw;
}

/** The proposed venue typed in the form's venue inputs, as the JSON a correction stores ('' when no venue is named); ReportError names the input at fault. */
function venueProposal(body: Record<string, unknown>): string {
  const named = typeof body.v_venue === 'string' && body.v_venue.trim() !== '';
  try {
    // Checked even without a venue name, so a wrong year or status is named rather than "the proposed value is empty".
    const v = venueFromForm({ ...body, v_venue: named ? body.v_venue : '-', v_status: body.v_status || 'accepted' }, 'v_');
    return named ? venueJson(v) : '';
  } catch (err) {
    if (err instanceof VenueValueError) throw new ReportError(`v_${err.field}: ${err.reason}`, `v_${err.field}`, { cause: err });
    throw err;
  }
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw malformedForm();
  }
}

function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

async function submit(c: Context, deps: WebDeps) {
  const body = await readBody(c);
  await checkCsrf(c, deps.store, body[CSRF_FIELD]);
  const fp = await admitReport(c, deps);
  const card = await reportedCard(deps, String(body.paper ?? ''));
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
    // A venue input at fault is named by its label, as the form shows it ("年份 Year: …"), not by its input name.
    const venueCause = err.cause instanceof VenueValueError ? err.cause : undefined;
    if (err instanceof TargetError) {
      if (wantsJson(c)) return c.json({ ok: false, error: targetText(err) }, 400);
      throw new HTTPException(400, { message: targetText(err) });
    }
    const said = venueCause ? venueErrorText(venueCause) : reportErrorText(err.field, err.message);
    if (wantsJson(c)) return c.json({ ok: false, error: said, field: venueCause ? `v_${venueCause.field}` : undefined }, 400);
    // A malformed venue proposal fails before fileReport looks up the current value: look it up to show the form again.
    let current: string | null;
    try { current = err.current !== undefined ? err.current : currentValue(card, field, key); } catch (e) {
      throw e instanceof TargetError ? new HTTPException(400, { message: targetText(e) }) : e;
    }
    // A venue proposal's inputs come back as typed, the field at fault marked.
    const venue = field === 'venue' ? { values: postedVenueInputs(body, 'v_'), error: err.cause instanceof VenueValueError ? { field: err.cause.field, reason: err.cause.reason } : undefined } : undefined;
    const props: ReportFormProps = { card, field, targetKey: key, current, csrf: String(body[CSRF_FIELD]), venue };
    return c.html(<ReportPage {...props} error={said} proposed={typeof body.proposed === 'string' ? body.proposed.slice(0, 1000) : ''} note={typeof body.note === 'string' ? body.note.slice(0, 1000) : ''} />, 400);
  }
}

async function form(c: Context, deps: WebDeps) {
  const card = await reportedCard(deps, c.req.query('paper') ?? '');
  const field = fieldOf(c.req.query('field'));
  const key = field === 'affiliation' || field === 'venue' ? (c.req.query('key') ?? '').slice(0, 600) : '';
  let current: string | null = null;
  if (field !== 'affiliation' || key) {
    try { current = currentValue(card, field, key); } catch (err) {
      if (err instanceof TargetError) throw new HTTPException(400, { message: targetText(err) });
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
