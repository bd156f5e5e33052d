import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { DB } from '../store/schema.ts';
import type { VenueRow } from '../papers/upsert-plan.ts';
import { venueRowsOf } from '../papers/venue-rows.ts';
import { syncVenueCorrections } from '../corrections/venue-rows.ts';
import { THREAD_LIMITS, threadEntry } from '../arxiv/thread-entry.ts';
import { siblingModule } from '../module-files.ts';
import { recordSlugMoves, settleSlugRedirects } from './slug-redirects.ts';
import { SELF_SOURCES, slugMovesOnReplace, type SlugMove } from './slug-moves.ts';

type RowKey = { paper_id: string; venue: string; year: number | null; track: string; workshop?: string | null; status: string; presentation?: string | null; verified?: number | null };
type PaperText = { id: string; title: string; comments: string | null; journal_ref: string | null };
/** A stored venue row as re-detection reads it. */
type StoredRow = RowKey & { id: number; edition: string | null; source: string; evidence: string | null; programme: string | null };

/** Papers per batch: each batch is read, detected, compared and written (in one transaction) before the next. */
const BATCH = 5000;

/** One paper's venues as a reader sees them (verified marks included), as a comparable string (order ignored). */
function keyOf(rows: RowKey[]): string {
  return rows.map((r) => [r.venue, r.year === null ? '' : Number(r.year), r.track, r.workshop ?? '', `${r.status}${r.verified ? '+v' : ''}`, r.presentation ?? ''].join('|')).sort().join('\n');
}

function byPaper<R extends { paper_id: string }>(rows: R[]): Map<string, R[]> {
  const m = new Map<string, R[]>();
  for (const r of rows) (m.get(r.paper_id) ?? m.set(r.paper_id, []).get(r.paper_id)!).push(r);
  return m;
}

/** How many papers a re-detection will visit (for a progress bar). */
export async function countPapers(store: Store): Promise<number> {
  const r = await store.db.selectFrom('papers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

type Written = { venue: string; year?: number | null; edition?: string | null; track: string; workshop?: string | null; status: string; presentation?: string | null; source: string; evidence?: string | null };

/** The columns detection writes but the evidence, as one comparable string per row ("verified" left out: it is kept, not detected). */
function coreKey(r: Written): string {
  return [r.venue, r.year === null || r.year === undefined ? '' : Number(r.year), r.edition ?? '', r.track, r.workshop ?? '', r.status, r.presentation ?? '', r.source].join('\u0001');
}

/** Rows ordered by what they say, the evidence last: equal lists pair each stored row with the fresh row it is. */
function sortedByKey<R extends Written>(rows: R[]): { key: string; row: R }[] {
  return rows.map((row) => ({ key: coreKey(row), row })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : (a.row.evidence ?? '') < (b.row.evidence ?? '') ? -1 : (a.row.evidence ?? '') > (b.row.evidence ?? '') ? 1 : 0));
}

/** Detects the venues of a batch of papers: on worker threads, or inline. */
interface Detector {
  detect(papers: PaperText[]): Promise<VenueRow[][]>;
  close(): Promise<void>;
}

function inlineDetector(): Detector {
  return { detect: async (papers) => papers.map(venueRowsOf), close: async () => {} };
}

/** `size` threads running redetect-worker; a batch is split among them, results in paper order. */
function threadDetector(size: number): Detector {
  const module = siblingModule(import.meta.url, 'redetect-worker');
  const workers = Array.from({ length: size }, () => new Worker(threadEntry(module), { workerData: { module: module.href }, resourceLimits: THREAD_LIMITS }));
  const waiting = new Map<number, { resolve: (rows: VenueRow[][]) => void; reject: (e: Error) => void }>();
  let failed: Error | null = null;
  const fail = (err: Error) => { failed = err; for (const p of waiting.values()) p.reject(err); waiting.clear(); };
  for (const w of workers) {
    w.on('message', (m: { id: number; rows?: VenueRow[][]; error?: string }) => {
      const p = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error) p?.reject(new Error(m.error));
      else p?.resolve(m.rows!);
    });
    w.on('error', fail);
    w.on('exit', (code) => { if (code !== 0 && !closing) fail(new Error(`venue detection thread stopped (exit code ${code})`)); });
  }
  let closing = false;
  let next = 0;
  const one = (w: Worker, papers: PaperText[]) => new Promise<VenueRow[][]>((resolve, reject) => {
    if (failed) return reject(failed);
    const id = next++;
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, papers });
  });
  return {
    async detect(papers) {
      const part = Math.ceil(papers.length / workers.length);
      return (await Promise.all(workers.map((w, i) => one(w, papers.slice(i * part, (i + 1) * part))))).flat();
    },
    close: async () => { closing = true; await Promise.all(workers.map((w) => w.terminate())); },
  };
}

/**
 * Detection threads by default: none on a machine of one or two cores (measured on two shared cores: threads cost more
 * CPU than they overlap), else one per core beside the main thread, at most 4.
 */
function defaultThreads(): number {
  const cores = os.availableParallelism();
  return cores <= 2 ? 0 : Math.min(4, cores - 1);
}

/**
 * Re-runs detection on stored papers (after a catalogue or rule change), keeping list-verified flags and accepted venue
 * corrections. Returns papers visited, rows written and `changed`: papers whose venues as a reader sees them differ from
 * before. A paper whose stored self-reported rows already equal what detection now finds is left as it is; one whose
 * rows differ only in their evidence text has that text updated in place (its verified marks and corrections stand);
 * the others are rewritten, re-verified against the lists and re-corrected. Each batch is written in one transaction,
 * so a killed run leaves every paper either done or as before, and running again finishes the work (done papers are
 * skipped as unchanged). Detection runs on `threads` worker threads (0: inline; default see defaultThreads, for a store
 * of more than one batch), overlapping the store's reads and writes. A whole pass ends by retiring the edition slugs
 * no paper has any more and redirecting those whose papers mostly went to one new slug (`retired`, `redirected`:
 * venues/slug-redirects.ts).
 */
export async function redetectVenues(store: Store, onBatch?: (done: number) => unknown, opts: { threads?: number } = {}): Promise<{ papers: number; rows: number; changed: number; retired: number; redirected: number }> {
  // Threads start in about a second: by default only for a store larger than one batch.
  const threads = opts.threads ?? ((await countPapers(store)) > BATCH ? defaultThreads() : 0);
  const detector = threads > 0 ? threadDetector(threads) : inlineDetector();
  const read = (after: number) => store.db.selectFrom('papers').select(['seq', 'id', 'title', 'comments', 'journal_ref']).where('seq', '>', after).orderBy('seq').limit(BATCH).execute();
  const detect = (batch: PaperText[]) => detector.detect(batch.map((p) => ({ id: p.id, title: p.title, comments: p.comments, journal_ref: p.journal_ref })));
  let papers = 0;
  let written = 0;
  let changed = 0;
  try {
    let after = -1;
    let batch = await read(after);
    let fresh = batch.length ? detect(batch) : null;
    while (batch.length) {
      const last = Number(batch[batch.length - 1].seq);
      const nextRead = read(last);
      nextRead.catch(() => {}); // awaited below; a failure surfaces there
      const rows = await fresh!;
      const next = await nextRead;
      // The next batch is detected while this one is compared and written.
      fresh = next.length ? detect(next) : null;
      const r = await applyBatch(store, batch, rows, after, last);
      papers += batch.length;
      written += r.written;
      changed += r.changed;
      await onBatch?.(papers);
      after = last;
      batch = next;
    }
    if (fresh) await fresh;
  } finally {
    await detector.close();
  }
  const slugs = await settleSlugRedirects(store, { pass: true });
  return { papers, rows: written, changed, ...slugs };
}

/** Compares one batch's fresh rows with the stored ones and writes what differs. `after`, `last`: the batch's seq range. */
async function applyBatch(store: Store, batch: PaperText[], fresh: VenueRow[][], after: number, last: number): Promise<{ written: number; changed: number }> {
  const stored = await store.db.selectFrom('paper_venues as v').innerJoin('papers as p', 'p.id', 'v.paper_id')
    .select(['v.id', 'v.paper_id', 'v.venue', 'v.year', 'v.edition', 'v.track', 'v.workshop', 'v.status', 'v.presentation', 'v.source', 'v.evidence', 'v.verified', 'v.programme'])
    .where('p.seq', '>', after).where('p.seq', '<=', last).execute();
  const rowsOf = byPaper(stored.map((r) => ({ ...r, id: Number(r.id), year: r.year === null || r.year === undefined ? null : Number(r.year) }) as StoredRow));
  const stale: string[] = [];
  const inserts: VenueRow[] = [];
  const evidence: { id: number; evidence: string | null; programme: string | null }[] = [];
  const before = new Map<string, string>();
  const moves: SlugMove[] = [];
  batch.forEach((p, i) => {
    const all = rowsOf.get(p.id) ?? [];
    const self = all.filter((r) => SELF_SOURCES.includes(r.source));
    const now = fresh[i];
    if (!self.length && !now.length) return;
    const a = sortedByKey(self);
    const b = sortedByKey(now);
    if (a.length === b.length && a.every((x, k) => x.key === b[k].key)) {
      // Same rows but (perhaps) the evidence, or the programme read from it (the rules of venues/programme.ts changed): updated in place.
      a.forEach((x, k) => {
        const e = b[k].row.evidence ?? null;
        const p = b[k].row.programme ?? null;
        if ((x.row.evidence ?? null) !== e || (x.row.programme ?? null) !== p) evidence.push({ id: x.row.id, evidence: e, programme: p });
      });
      return;
    }
    stale.push(p.id);
    inserts.push(...now);
    before.set(p.id, keyOf(all));
    // the slugs the paper leaves, and where to: what a catalogue rename looks like once its papers are counted
    moves.push(...slugMovesOnReplace(all, now));
  });
  if (!stale.length && !evidence.length) return { written: 0, changed: 0 };
  await store.db.transaction().execute(async (tx) => {
    if (evidence.length) await updateEvidence(store, tx, evidence);
    if (stale.length) {
      await replaceSelfRows(store, tx, stale, inserts);
      await reapplyListVerification(store, stale, tx);
      await syncVenueCorrections(store, stale, tx);
      if (moves.length) await recordSlugMoves(tx, moves);
    }
  });
  let changed = 0;
  if (stale.length) {
    const now = byPaper(await store.db.selectFrom('paper_venues').select(['paper_id', 'venue', 'year', 'track', 'workshop', 'status', 'presentation', 'verified'])
      .where('paper_id', 'in', stale).execute());
    for (const id of stale) if (before.get(id) !== keyOf((now.get(id) ?? []).map((r) => ({ ...r, year: r.year === null || r.year === undefined ? null : Number(r.year) })))) changed++;
  }
  return { written: inserts.length + evidence.length, changed };
}

const INSERT_COLUMNS = ['paper_id', 'venue', 'year', 'edition', 'track', 'workshop', 'status', 'presentation', 'source', 'evidence', 'verified', 'programme'] as const;

/** SQLite statements of re-detection, prepared once per connection (run inside the batch's transaction: one connection). */
const SQLITE_STATEMENTS = new WeakMap<object, { del: import('better-sqlite3').Statement; ins: import('better-sqlite3').Statement; ev: import('better-sqlite3').Statement }>();

function sqliteStatements(store: Store) {
  const s = store.sqlite!;
  let st = SQLITE_STATEMENTS.get(s);
  if (!st) {
    st = {
      del: s.prepare(`DELETE FROM paper_venues WHERE paper_id = ? AND source IN ('comments', 'journal-ref')`),
      ins: s.prepare(`INSERT INTO paper_venues (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map(() => '?').join(', ')})`),
      ev: s.prepare('UPDATE paper_venues SET evidence = ?, programme = ? WHERE id = ?'),
    };
    SQLITE_STATEMENTS.set(s, st);
  }
  return st;
}

/** Sets the evidence and programme of stored rows: prepared statements on SQLite, one UPDATE … FROM unnest(…) on PostgreSQL. */
async function updateEvidence(store: Store, tx: Kysely<DB>, rows: { id: number; evidence: string | null; programme: string | null }[]): Promise<void> {
  if (store.dialect === 'sqlite' && store.sqlite) {
    const { ev } = sqliteStatements(store);
    for (const r of rows) ev.run(r.evidence, r.programme, r.id);
    return;
  }
  await sql`UPDATE paper_venues AS v SET evidence = x.evidence, programme = x.programme
    FROM unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.evidence)}::text[], ${rows.map((r) => r.programme)}::text[]) AS x(id, evidence, programme) WHERE v.id = x.id`.execute(tx);
}

/** Replaces the self-reported rows of `ids` by `rows`: prepared statements on SQLite, one DELETE and one INSERT … unnest(…) on PostgreSQL. */
async function replaceSelfRows(store: Store, tx: Kysely<DB>, ids: string[], rows: VenueRow[]): Promise<void> {
  if (store.dialect === 'sqlite' && store.sqlite) {
    const { del, ins } = sqliteStatements(store);
    for (const id of ids) del.run(id);
    for (const r of rows) ins.run(INSERT_COLUMNS.map((c) => r[c] ?? null));
    return;
  }
  await sql`DELETE FROM paper_venues WHERE paper_id = ANY(${ids}::text[]) AND source IN ('comments', 'journal-ref')`.execute(tx);
  if (!rows.length) return;
  const col = <C extends (typeof INSERT_COLUMNS)[number]>(c: C) => rows.map((r) => r[c] ?? null);
  await sql`INSERT INTO paper_venues (${sql.raw(INSERT_COLUMNS.join(', '))})
    SELECT * FROM unnest(${col('paper_id')}::text[], ${col('venue')}::text[], ${col('year')}::int[], ${col('edition')}::text[], ${col('track')}::text[],
      ${col('workshop')}::text[], ${col('status')}::text[], ${col('presentation')}::text[], ${col('source')}::text[], ${col('evidence')}::text[], ${col('verified')}::int[], ${col('programme')}::text[])`.execute(tx);
}

/** Marks self-reported venue rows verified again where a matched list entry confirms the same paper, edition and track. */
export async function reapplyListVerification(store: Store, paperIds: string[], db: Kysely<DB> = store.db): Promise<void> {
  for (let i = 0; i < paperIds.length; i += 500) {
    await db.updateTable('paper_venues').set({ verified: 1 }).where('paper_id', 'in', paperIds.slice(i, i + 500)).where('source', '!=', 'list').where('verified', '=', 0)
      .where((eb) => eb.exists(eb.selectFrom('list_entries as l').select(sql<number>`1`.as('one')).where('l.match_state', '=', 'matched')
        .whereRef('l.paper_id', '=', 'paper_venues.paper_id').whereRef('l.edition', '=', 'paper_venues.edition').whereRef('l.track', '=', 'paper_venues.track')))
      .execute();
  }
}
