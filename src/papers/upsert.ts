import { sql, type Insertable, type Transaction } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { DB } from '../store/schema.ts';
import type { PaperInput } from '../arxiv/snapshot-record.ts';
import { createPlan, dedupe, type PaperRowLike, type StoredKey, type UpsertRecord, type UpsertStep } from './upsert-plan.ts';
import { upsertSqlite } from './upsert-sqlite.ts';
import { venueRowsOf } from './venue-rows.ts';
import { afterPapersChanged } from './after-change.ts';
import type { WritePacer } from '../arxiv/write-pacer.ts';
import { SELF_SOURCES, slugMovesOnReplace } from '../venues/slug-moves.ts';
import { recordSlugMoves } from '../venues/slug-redirects.ts';

/** What one upsert batch did. */
export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Ids of papers inserted or updated (for venue matching, enrichment, indexing). */
  changedIds: string[];
}

const CHUNK = 400;
const PAPER_UPDATE = ['version', 'title', 'abstract', 'authors', 'authors_json', 'categories', 'primary_category', 'comments', 'journal_ref',
  'doi', 'report_no', 'license', 'submitter', 'submitted_at', 'updated_at', 'source', 'hash', 'imported_at'] as const;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Stores a batch of paper versions idempotently, in one transaction: new papers are inserted; a newer
 * version replaces the stored one, whose metadata is kept in paper_versions; the same version merges
 * known values; an older version changes nothing. Venue mentions are re-detected for changed papers,
 * and their search entries queued (SQLite) or rebuilt on write (PostgreSQL).
 */
export async function upsertPapers(store: Store, inputs: PaperInput[], opts: { chunk?: number; pacer?: WritePacer | null } = {}): Promise<UpsertResult> {
  const { pacer } = opts;
  const chunk = opts.chunk ?? 0;
  if (!pacer && (!(chunk > 0) || inputs.length <= chunk)) return upsertRecords(store, inputs.map((input) => ({ input })));
  // Beside a site (a harvest beside `serve`): short transactions, the event loop turned between them, so requests and
  // the site's own writes are answered while a large page is stored. With a pacer (SQLite) each transaction is sized
  // by the lock hold it aims at and first gives way to a site's write waiting for the lock, as an import does.
  const total: UpsertResult = { inserted: 0, updated: 0, unchanged: 0, changedIds: [] };
  for (let at = 0; at < inputs.length;) {
    const part = inputs.slice(at, at + (pacer ? pacer.size() : chunk));
    at += part.length;
    await pacer?.beforeWrite();
    const r = await upsertRecords(store, part.map((input) => ({ input })), { held: pacer ? (ms) => pacer.held(ms, part.length) : undefined });
    total.inserted += r.inserted;
    total.updated += r.updated;
    total.unchanged += r.unchanged;
    total.changedIds.push(...r.changedIds);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return total;
}

/** SQLite only: what an import runs inside the batch's transaction, and how it learns the transaction's lock hold. */
export interface UpsertRecordsOptions {
  /** Runs last inside the transaction with the batch's counts (an import's checkpoint). */
  alsoInside?: (counts: Omit<UpsertResult, 'changedIds'>) => void;
  /** How long the transaction held the store's write lock, ms (upsertSqlite). */
  held?: (ms: number) => void;
}

/** upsertPapers for records whose new-paper rows were precomputed (by the import's parse workers). */
export async function upsertRecords(store: Store, records: UpsertRecord[], opts: UpsertRecordsOptions = {}): Promise<UpsertResult> {
  const inputs = records;
  const batch = dedupe(records);
  const plan = createPlan(new Date().toISOString(), venueRowsOf);
  let changedIds: string[];
  if (store.sqlite) {
    const raw = store.sqlite;
    const inside = opts.alsoInside;
    const also = inside ? () => inside({ ...plan.counts, unchanged: plan.counts.unchanged + inputs.length - batch.length }) : undefined;
    // Hold Kysely's single connection so no other query interleaves with the synchronous transaction.
    changedIds = await store.db.connection().execute(async () => upsertSqlite(raw, batch, plan, { alsoInside: also, held: opts.held }));
  } else {
    changedIds = await store.db.transaction().execute((trx) => upsertPg(trx, batch, plan));
  }
  await afterPapersChanged(store, changedIds);
  return { ...plan.counts, unchanged: plan.counts.unchanged + inputs.length - batch.length, changedIds };
}

async function upsertPg(trx: Transaction<DB>, batch: UpsertRecord[], plan: ReturnType<typeof createPlan>): Promise<string[]> {
  // No WAL flush wait per batch: a server crash can lose only the last batches, never corrupt, and the import's
  // progress row commits synchronously after them (flushing them too), so a resumed import redoes what was lost.
  await sql`SET LOCAL synchronous_commit = off`.execute(trx);
  // Versions and hashes first; whole rows only for stored papers the input may change.
  const known = new Map<string, StoredKey>();
  for (const part of chunks(batch.map((b) => b.input.id), 900)) {
    for (const r of await trx.selectFrom('papers').select(['id', 'version', 'hash']).where('id', 'in', part).execute()) known.set(r.id, r);
  }
  const open = batch.filter(({ input, fresh }) => { const k = known.get(input.id); return !k || !plan.settled(input, k, fresh); });
  const old = new Map<string, PaperRowLike>();
  for (const part of chunks(open.filter((b) => known.has(b.input.id)).map((b) => b.input.id), 900)) {
    for (const r of await trx.selectFrom('papers').selectAll().where('id', 'in', part).execute()) old.set(r.id, r as PaperRowLike);
  }
  const steps: UpsertStep[] = [];
  for (const { input, fresh } of open) {
    const step = plan.decide(input, old.get(input.id), fresh);
    if (step) steps.push(step);
  }
  if (steps.length === 0) return [];
  for (const part of chunks(steps.map((s) => s.row))) {
    await trx.insertInto('papers').values(part).onConflict((oc) => oc.column('id').doUpdateSet((eb) =>
      Object.fromEntries(PAPER_UPDATE.map((c) => [c, eb.ref(`excluded.${c}` as 'excluded.title')])))).execute();
  }
  await writeVersionsPg(trx, steps);
  const ids = steps.map((s) => s.row.id);
  // A replaced paper's editions before its rows are dropped: where each went is counted (migration 029, venues/slug-redirects.ts).
  const prior = new Map<string, { edition: string | null; year: number | null; source: string }[]>();
  for (const part of chunks(ids.filter((id) => old.has(id)), 900)) {
    for (const r of await trx.selectFrom('paper_venues').select(['paper_id', 'edition', 'year', 'source']).where('paper_id', 'in', part).where('edition', 'is not', null).execute()) {
      (prior.get(r.paper_id) ?? prior.set(r.paper_id, []).get(r.paper_id)!).push(r);
    }
  }
  for (const part of chunks(ids, 900)) {
    await trx.deleteFrom('paper_venues').where('paper_id', 'in', part).where('source', 'in', [...SELF_SOURCES]).execute();
  }
  for (const part of chunks(steps.flatMap((s) => s.venues!), 500)) await trx.insertInto('paper_venues').values(part).execute();
  const moves = steps.flatMap((s) => {
    const was = prior.get(s.row.id);
    return was ? slugMovesOnReplace(was, s.venues!) : [];
  });
  if (moves.length) await recordSlugMoves(trx, moves);
  return ids;
}

async function writeVersionsPg(trx: Transaction<DB>, steps: UpsertStep[]): Promise<void> {
  const rows: Insertable<DB['paper_versions']>[] = [];
  for (const s of steps) {
    const archived = s.archive;
    for (const v of s.versions) {
      const a = archived && archived.version === v.version ? archived : null;
      if (v.created === null && !archived) continue;
      rows.push({ paper_id: s.row.id, version: v.version, created_at: v.created, title: a?.title ?? null, abstract: a?.abstract ?? null,
        authors: a?.authors ?? null, comments: a?.comments ?? null, journal_ref: a?.journal_ref ?? null, doi: a?.doi ?? null,
        categories: a?.categories ?? null, archived_at: a?.archived_at ?? null });
    }
    if (archived && !s.versions.some((v) => v.version === archived.version)) {
      const { id, ...rest } = archived;
      rows.push({ ...rest, paper_id: id, created_at: null });
    }
  }
  for (const part of chunks(rows, 500)) {
    await trx.insertInto('paper_versions').values(part).onConflict((oc) => oc.columns(['paper_id', 'version']).doUpdateSet((eb) => ({
      created_at: eb.fn.coalesce('excluded.created_at', 'paper_versions.created_at'),
      title: eb.fn.coalesce('excluded.title', 'paper_versions.title'),
      abstract: eb.fn.coalesce('excluded.abstract', 'paper_versions.abstract'),
      authors: eb.fn.coalesce('excluded.authors', 'paper_versions.authors'),
      comments: eb.fn.coalesce('excluded.comments', 'paper_versions.comments'),
      journal_ref: eb.fn.coalesce('excluded.journal_ref', 'paper_versions.journal_ref'),
      doi: eb.fn.coalesce('excluded.doi', 'paper_versions.doi'),
      categories: eb.fn.coalesce('excluded.categories', 'paper_versions.categories'),
      archived_at: eb.fn.coalesce('excluded.archived_at', 'paper_versions.archived_at'),
    }))).execute();
  }
}
