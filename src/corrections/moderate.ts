import type { Selectable } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { CorrectionsTable } from '../store/schema.ts';
import { FIELDS, isField, type Scope } from './fields.ts';
import { parseVenueJson, venueJson, VenueValueError } from './venue-value.ts';
import { reindexPaperSearch } from '../papers/zh-search.ts';
import { indexPending } from '../papers/search-index.ts';
import { papersWithAffiliation, refreshPaperInstitutions } from './institution-links.ts';
import { syncVenueCorrections } from './venue-rows.ts';

/** A stored correction (active while `undone_at` is null). */
export type Correction = Selectable<CorrectionsTable>;

/** A moderation step that cannot be done (unknown or already decided report, bad value); says which. */
export class ModerationError extends Error {
  readonly code = 'MODERATION_FAILED';
}

const now = () => new Date().toISOString();

/** What a moderator decides for an accepted report: optionally an edited value and the alias scope. */
export interface AcceptOptions {
  by: string;
  value?: string;
  scope?: Scope;
}

/** The value to store for a field, checked: a venue value validated field by field and stored in its one JSON form. */
function checkValue(field: string, value: string): string {
  if (!isField(field)) throw new ModerationError(`未知字段 unknown field ${field}`);
  if (!value.trim()) throw new ModerationError('更正值为空 · the corrected value is empty');
  if (value.length > FIELDS[field].max) throw new ModerationError(`更正值超过 ${FIELDS[field].max} 个字符 · the corrected value is longer than ${FIELDS[field].max} characters`);
  if (field !== 'venue') return value;
  try {
    return venueJson(parseVenueJson(value));
  } catch (err) {
    if (err instanceof VenueValueError) throw new ModerationError(err.message);
    throw err;
  }
}

/** Accepts a pending report: records a correction (paper or alias scope) and links it to the report. Returns the correction id. */
export async function acceptReport(store: Store, reportId: number, opts: AcceptOptions): Promise<number> {
  const id = await store.db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
    if (!r) throw new ModerationError(`纠错 #${reportId} 不存在 · report ${reportId} does not exist`);
    if (r.status !== 'pending') throw new ModerationError(`纠错 #${reportId} 已处理 · report ${reportId} is already ${r.status}`);
    const scope: Scope = opts.scope === 'alias' && r.field === 'affiliation' && r.target_key ? 'alias' : 'paper';
    const value = checkValue(r.field, (opts.value ?? r.proposed).trim());
    const c = await trx.insertInto('corrections').values({
      report_id: r.id, paper_id: scope === 'alias' ? null : r.paper_id, field: r.field, scope, target_key: r.target_key,
      old_value: r.current_value, new_value: value, note: r.note, created_at: now(), created_by: opts.by, undone_at: null, undone_by: null,
    }).returning('id').executeTakeFirstOrThrow();
    const res = await trx.updateTable('reports').set({ status: 'accepted', scope, decided_at: now(), decided_by: opts.by, correction_id: Number(c.id) })
      .where('id', '=', reportId).where('status', '=', 'pending').executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new ModerationError(`纠错 #${reportId} 已被其他管理员处理 · report ${reportId} was decided by someone else meanwhile`);
    return Number(c.id);
  });
  await reindexCorrected(store, id);
  return id;
}

/** Brings every paper a correction touches (one paper, or all with the alias) up to date: institution links, listed venue rows, Chinese search text. */
async function reindexCorrected(store: Store, correctionId: number): Promise<void> {
  const c = await store.db.selectFrom('corrections').select(['paper_id', 'field', 'scope', 'target_key']).where('id', '=', correctionId).executeTakeFirst();
  if (!c) return;
  const ids = c.scope === 'alias' && c.target_key ? await papersWithAffiliation(store, c.target_key) : c.paper_id ? [c.paper_id] : [];
  if (c.field === 'affiliation') await refreshPaperInstitutions(store, ids);
  if (c.field === 'venue') await syncVenueCorrections(store, ids);
  await reindexPaperSearch(store, ids);
  await indexPending(store);
}

/** Rejects a pending report with a reason. */
export async function rejectReport(store: Store, reportId: number, opts: { by: string; reason: string }): Promise<void> {
  const res = await store.db.updateTable('reports').set({ status: 'rejected', decided_at: now(), decided_by: opts.by, reason: opts.reason.trim().slice(0, 500) || 'no reason given' })
    .where('id', '=', reportId).where('status', '=', 'pending').executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new ModerationError(`纠错 #${reportId} 不在待审中 · report ${reportId} is not pending`);
}

/** Undoes a correction: the machine value (or an earlier correction) shows again; the history keeps both. */
export async function undoCorrection(store: Store, correctionId: number, by: string): Promise<void> {
  const res = await store.db.updateTable('corrections').set({ undone_at: now(), undone_by: by })
    .where('id', '=', correctionId).where('undone_at', 'is', null).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new ModerationError(`更正 #${correctionId} 不存在或已撤销 · correction ${correctionId} does not exist or is already undone`);
  await reindexCorrected(store, correctionId);
}

/**
 * Edits an active correction: records the edited value as a new correction of the same paper (or alias), field and
 * target, which wins over the one edited (the latest does), so the history keeps both and undoing the edit brings the
 * edited value back. Returns the new correction's id; ModerationError for an unknown or undone correction, a bad value
 * (a venue named field by field) or a value equal to the current one.
 */
export async function editCorrection(store: Store, correctionId: number, value: string, by: string): Promise<number> {
  const id = await store.db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('corrections').selectAll().where('id', '=', correctionId).executeTakeFirst();
    if (!c) throw new ModerationError(`更正 #${correctionId} 不存在 · correction ${correctionId} does not exist`);
    if (c.undone_at) throw new ModerationError(`更正 #${correctionId} 已于 ${c.undone_at.slice(0, 10)} 撤销，无可编辑 · correction ${correctionId} was undone on ${c.undone_at.slice(0, 10)}: there is nothing to edit`);
    const checked = checkValue(c.field, value.trim());
    if (checked === c.new_value) throw new ModerationError('修改后的值与现值相同 · the edited value is the same as the current one');
    const row = await trx.insertInto('corrections').values({
      report_id: c.report_id, paper_id: c.paper_id, field: c.field, scope: c.scope, target_key: c.target_key,
      old_value: c.new_value, new_value: checked, note: `edits correction #${c.id}`, created_at: now(), created_by: by, undone_at: null, undone_by: null,
    }).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  });
  await reindexCorrected(store, id);
  return id;
}

/** One correction by id, or undefined. */
export async function findCorrection(store: Store, id: number): Promise<Correction | undefined> {
  return store.db.selectFrom('corrections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many papers print the affiliation text with each key (what an alias-scope correction touches), in one grouped query per 500 keys; 0 for a key no paper prints. */
export async function aliasPaperCounts(store: Store, textKeys: readonly string[]): Promise<Map<string, number>> {
  const keys = [...new Set(textKeys)];
  const counts = new Map(keys.map((k) => [k, 0]));
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await store.db.selectFrom('paper_affiliations').select('text_key').select((eb) => eb.fn.count<number>('paper_id').distinct().as('n'))
      .where('text_key', 'in', keys.slice(i, i + 500)).groupBy('text_key').execute();
    for (const r of rows) if (r.text_key !== null) counts.set(r.text_key, Number(r.n));
  }
  return counts;
}

/** Every correction, newest first (the full log for /admin/corrections and `paperboard corrections`). */
export async function listCorrections(store: Store, limit = 1000): Promise<Correction[]> {
  return store.db.selectFrom('corrections').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
