import { z } from 'zod';
import { sql, type Selectable } from 'kysely';
import type { Store } from '../store/connection.ts';
import { OPEN_ONCE_WHERE, openOnceColumns } from '../store/migrations/030-reports-open-once.ts';
import type { ReportsTable } from '../store/schema.ts';
import type { CardData } from '../cards/card-data.ts';
import { FIELDS, isField, type FieldKey, type Scope } from './fields.ts';
import { currentValue } from './current-value.ts';
import { parseVenueJson, venueJson, VenueValueError } from './venue-value.ts';

/** A stored report. */
export type Report = Selectable<ReportsTable>;

/** A report that failed validation; `field` names the form field at fault. */
export class ReportError extends Error {
  readonly code = 'REPORT_INVALID';
  /** The field's current value, when it was known at the time (set by fileReport, so a form can be shown again). */
  current: string | null | undefined = undefined;
  constructor(message: string, readonly field: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * The same reader (same fingerprint, as the form and the API identify readers) already has an open report of the same
 * proposal on the same field of the same paper: the report is not stored again. `id` is the open one.
 */
export class AlreadyFiledError extends Error {
  readonly code = 'REPORT_ALREADY_FILED';
  constructor(readonly id: number) {
    super(`you already filed this report (#${id}); it is waiting for a moderator`);
  }
}

/** What a reader submits (after the server has looked up the current value itself). */
export interface ReportInput {
  paperId: string;
  field: FieldKey;
  targetKey: string;
  currentValue: string | null;
  proposed: string;
  note: string | null;
}

// Each message as a reader reads it beside the form, Chinese first (as the checks below say theirs).
const str = (max: number) => z.string({ error: (i) => (i.input === undefined ? '未填写 · missing' : '须为文本 · must be text') })
  .max(max, { error: `超过 ${max} 个字符 · longer than ${max} characters` });
const text = (max: number) => str(max).transform((s) => s.replace(/\r\n?/g, '\n').trim());
const shape = z.object({
  field: str(40),
  key: text(600).default(''),
  proposed: text(1000),
  note: text(1000).optional(),
});

/** Validates raw form values into a report's field, target key, proposed value and note; throws ReportError naming the form field. */
export function parseReportForm(raw: Record<string, unknown>): { field: FieldKey; targetKey: string; proposed: string; note: string | null } {
  const r = shape.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new ReportError(`${String(issue?.path[0] ?? 'form')}: ${issue?.message ?? '无效 · invalid'}`, String(issue?.path[0] ?? 'form'));
  }
  const { field, key, proposed, note } = r.data;
  if (!isField(field)) throw new ReportError(`field: 未知字段 "${field.slice(0, 40)}" · unknown field "${field.slice(0, 40)}"`, 'field');
  if (!proposed) throw new ReportError('proposed: 建议值为空 · the proposed value is empty', 'proposed');
  if (proposed.length > FIELDS[field].max) throw new ReportError(`proposed: 超过 ${FIELDS[field].max} 个字符 · longer than ${FIELDS[field].max} characters`, 'proposed');
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(proposed + (note ?? ''))) throw new ReportError('proposed: 不允许控制字符 · control characters are not allowed', 'proposed');
  return { field, targetKey: key, proposed: field === 'venue' ? venueProposal(proposed) : proposed, note: note || null };
}

/** A proposed venue (JSON) validated field by field, in the one JSON form values are stored in. */
function venueProposal(json: string): string {
  try {
    return venueJson(parseVenueJson(json));
  } catch (err) {
    if (err instanceof VenueValueError) throw new ReportError(`proposed: ${err.message}`, 'proposed');
    throw err;
  }
}

/** A reader's report as sent: the field, its target key (affiliation text key or venue key; ignored for the title and summaries), the proposed value and the note. */
export interface ReportDraft {
  field: FieldKey;
  key: string;
  proposed: unknown;
  note: unknown;
}

/**
 * Files a reader's report on a paper (the form and the API both come here): looks up the current value itself
 * (TargetError for an unknown target), validates the proposal, refuses one equal to the current value (ReportError,
 * carrying the current value) and one the same reader already has open (AlreadyFiledError: same field, target and
 * proposal, whatever the note; refused by the store's unique index, see createReport), and stores it pending under the client's fingerprint; returns its id.
 */
export async function fileReport(store: Store, card: CardData, draft: ReportDraft, fingerprint: string): Promise<number> {
  const whole = draft.field === 'title_zh' || draft.field.startsWith('summary');
  const key = whole ? '' : draft.key;
  const current = currentValue(card, draft.field, key);
  try {
    const form = parseReportForm({ field: draft.field, key, proposed: draft.proposed, note: draft.note ?? undefined });
    if (form.proposed === (current ?? '')) throw new ReportError('proposed: 建议值与当前值相同，请先修改 · the proposed value is the same as the current one', 'proposed');
    return await createReport(store, { paperId: card.paper.id, field: form.field, targetKey: form.targetKey, currentValue: current, proposed: form.proposed, note: form.note }, fingerprint);
  } catch (err) {
    if (err instanceof ReportError) err.current = current;
    throw err;
  }
}

/**
 * Stores a pending report under the client's hashed fingerprint; returns its id. The store refuses a second open copy
 * (same paper, field, target, proposal and fingerprint: the unique index of migration 030), so two identical
 * submissions at the same instant store one: the other gets AlreadyFiledError naming the open one.
 */
export async function createReport(store: Store, input: ReportInput, fingerprint: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    // The conflict target names the open-once index alone: any other uniqueness violation is an error, not "already filed".
    const row = await store.db.insertInto('reports').values({
      paper_id: input.paperId, field: input.field, scope: 'paper', target_key: input.targetKey,
      current_value: input.currentValue, proposed: input.proposed, note: input.note, fingerprint,
      status: 'pending', created_at: new Date().toISOString(), decided_at: null, decided_by: null, reason: null, correction_id: null,
    }).onConflict((oc) => oc.expression(sql.raw(openOnceColumns(store.dialect))).where(sql.raw<boolean>(OPEN_ONCE_WHERE)).doNothing())
      .returning('id').executeTakeFirst();
    if (row) return Number(row.id);
    const open = await store.db.selectFrom('reports').select('id').where('status', '=', 'pending').where('paper_id', '=', input.paperId)
      .where('field', '=', input.field).where('target_key', '=', input.targetKey).where('proposed', '=', input.proposed).where('fingerprint', '=', fingerprint)
      .executeTakeFirst();
    // The open copy was decided between the insert and this look: the report may be stored now (once more at most).
    if (open || attempt > 0) throw new AlreadyFiledError(Number(open?.id ?? 0));
  }
}

/** Reports by status (pending first in, first shown), newest decisions first for the others. */
export async function listReports(store: Store, status: 'pending' | 'accepted' | 'rejected' | 'all', limit = 200): Promise<Report[]> {
  let q = store.db.selectFrom('reports').selectAll();
  if (status !== 'all') q = q.where('status', '=', status);
  q = status === 'pending' ? q.orderBy('id', 'asc') : q.orderBy('id', 'desc');
  return q.limit(limit).execute();
}

/** Number of reports waiting for a moderator. */
export async function pendingCount(store: Store): Promise<number> {
  const r = await store.db.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
  return Number(r.n);
}

export type { Scope };
