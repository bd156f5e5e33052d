import { perConnection } from '../store/per-connection.ts';
import type Database from 'better-sqlite3';
import type { PaperRowLike, StoredKey, UpsertPlan, UpsertRecord, UpsertStep, VenueRow } from './upsert-plan.ts';
import type { VenueDetector } from '../arxiv/import-detect.ts';
import { WriterCounts } from './writer-counts.ts';
import { slugMovesOnReplace } from '../venues/slug-moves.ts';

/** Prepared statements of the SQLite bulk path, cached per database handle. */
interface Statements {
  known: Database.Statement;
  find: Database.Statement;
  insert: Database.Statement;
  upsert: Database.Statement;
  version: Database.Statement;
  archive: Database.Statement;
  dropVenues: Database.Statement;
  venue: Database.Statement;
  priorEditions: Database.Statement;
  move: Database.Statement;
  pending: Database.Statement;
  lock: Database.Statement;
}

const INSERT_PAPER = `INSERT INTO papers (id, version, title, abstract, authors, authors_json, categories, primary_category, comments, journal_ref,
    doi, report_no, license, submitter, submitted_at, updated_at, source, hash, imported_at, search_zh)
  VALUES (@id, @version, @title, @abstract, @authors, @authors_json, @categories, @primary_category, @comments, @journal_ref,
    @doi, @report_no, @license, @submitter, @submitted_at, @updated_at, @source, @hash, @imported_at, @search_zh)`;

const statements = perConnection((db): Statements => ({
    known: db.prepare('SELECT id, version, hash FROM papers WHERE id IN (SELECT value FROM json_each(?))'),
    find: db.prepare('SELECT * FROM papers WHERE id = ?'),
    insert: db.prepare(INSERT_PAPER),
    upsert: db.prepare(`${INSERT_PAPER}
      ON CONFLICT (id) DO UPDATE SET version = excluded.version, title = excluded.title, abstract = excluded.abstract, authors = excluded.authors,
        authors_json = excluded.authors_json, categories = excluded.categories, primary_category = excluded.primary_category, comments = excluded.comments,
        journal_ref = excluded.journal_ref, doi = excluded.doi, report_no = excluded.report_no, license = excluded.license, submitter = excluded.submitter,
        submitted_at = excluded.submitted_at, updated_at = excluded.updated_at, source = excluded.source, hash = excluded.hash, imported_at = excluded.imported_at
      RETURNING seq`),
    version: db.prepare(`INSERT INTO paper_versions (paper_id, version, created_at) VALUES (?, ?, ?)
      ON CONFLICT (paper_id, version) DO UPDATE SET created_at = coalesce(excluded.created_at, paper_versions.created_at)`),
    archive: db.prepare(`INSERT INTO paper_versions (paper_id, version, title, abstract, authors, comments, journal_ref, doi, categories, archived_at)
      VALUES (@id, @version, @title, @abstract, @authors, @comments, @journal_ref, @doi, @categories, @archived_at)
      ON CONFLICT (paper_id, version) DO UPDATE SET title = excluded.title, abstract = excluded.abstract, authors = excluded.authors,
        comments = excluded.comments, journal_ref = excluded.journal_ref, doi = excluded.doi, categories = excluded.categories, archived_at = excluded.archived_at`),
    dropVenues: db.prepare("DELETE FROM paper_venues WHERE paper_id = ? AND source IN ('comments', 'journal-ref')"),
    // sort_day (the paper's day, the venue-order index's key) given here, so migration 023's trigger need not rewrite the row.
    venue: db.prepare(`INSERT INTO paper_venues (paper_id, venue, year, edition, track, workshop, status, presentation, source, evidence, verified, programme, sort_day)
      VALUES (@paper_id, @venue, @year, @edition, @track, @workshop, @status, @presentation, @source, @evidence, @verified, @programme, ?)`),
    // A replaced paper's editions before its rows are dropped, and where they went (migration 029, venues/slug-redirects.ts).
    priorEditions: db.prepare('SELECT edition, year, source FROM paper_venues WHERE paper_id = ? AND edition IS NOT NULL'),
    move: db.prepare(`INSERT INTO edition_moves (old_edition, new_edition, papers) VALUES (?, ?, 1)
      ON CONFLICT (old_edition, new_edition) DO UPDATE SET papers = edition_moves.papers + 1`),
    pending: db.prepare('INSERT INTO search_pending (seq) VALUES (?) ON CONFLICT (seq) DO NOTHING'),
    // Deletes nothing, but as a write it takes the store's write lock (waiting for it, busy_timeout) before any read.
    lock: db.prepare('DELETE FROM main.search_pending WHERE seq = -1'),
}));

type PriorEdition = { edition: string; year: number | null; source: string };

/** Options of upsertSqlite: what else runs inside its transaction, and who learns how long it held the write lock. */
export interface UpsertSqliteOptions {
  alsoInside?: (changed: string[]) => void;
  /** Called after the commit with how long the transaction held the store's write lock (from taking it to the commit), ms. */
  held?: (ms: number) => void;
  /** Detects the venues the plan left undetected (a plan made with `venuesOf` null: an import's writer thread). */
  detector?: VenueDetector;
}

/**
 * The SQLite bulk path of upsertPapers: one synchronous transaction over cached prepared statements
 * (several times faster than building multi-row SQL per batch). `plan` decides what each input does;
 * `alsoInside` runs in the same transaction (an import's checkpoint). The transaction takes the store's write lock
 * with its first statement, so it waits its turn behind another connection's writes instead of failing when its
 * read snapshot went stale (BEGIN IMMEDIATE would do that too, but also lock the attached search file, and wait for
 * the indexer).
 */
export function upsertSqlite(db: Database.Database, batch: UpsertRecord[], plan: UpsertPlan, opts: UpsertSqliteOptions = {}): string[] {
  return upsertSqliteParts(db, [batch], plan, opts);
}

/**
 * upsertSqlite over a batch handed in parts, all in the one transaction: `parts` may be produced as they are stored
 * (an import's writer thread parses its batch part by part inside the transaction, so only one part's records are
 * alive at a time and its heap stays small: far less garbage collection than a whole parsed batch held to the end).
 * Each part is deduplicated by the caller; a paper in two parts is stored as two batches would store it. Venue rows
 * are written at the end of the batch, in the same order as ever: with a `detector`, each part's venues are asked for
 * before its papers are stored and detected elsewhere while the rest of the batch is stored.
 */
export function upsertSqliteParts(db: Database.Database, parts: Iterable<UpsertRecord[]>, plan: UpsertPlan, opts: UpsertSqliteOptions = {}): string[] {
  const st = statements(db);
  const changed: string[] = [];
  let locked = 0;
  db.transaction(() => {
    st.lock.run();
    locked = performance.now();
    // The counts of the papers and mentions this transaction inserts for papers new to the store are folded here, once
    // per batch, instead of by the insert triggers (migration 026, writer-counts.ts); a replaced paper's go through them.
    const counts = new WriterCounts(db);
    counts.start();
    // Venue rows not written yet, of parts whose venues were asked for: written at the end of the batch (detection
    // runs meanwhile), or before a later part stores one of their papers again (which drops its earlier rows).
    const waiting: { ids: string[]; days: string[]; prev: boolean[]; venues: (VenueRow[] | null)[]; answer: (() => VenueRow[][]) | null }[] = [];
    const waitingIds = new Set<string>();
    // Editions of replaced papers before their rows were dropped: where each went is counted when the new rows are written.
    const prior = new Map<string, PriorEdition[]>();
    const writeWaiting = (): void => {
      for (const w of waiting) {
        const detected = w.answer?.() ?? [];
        let i = 0;
        w.venues.forEach((known, at) => {
          const rows = known ?? detected[i++];
          const was = prior.get(w.ids[at]);
          if (was) {
            prior.delete(w.ids[at]);
            for (const m of slugMovesOnReplace(was, rows)) st.move.run(m.from, m.to);
          }
          if (rows.length === 0) return;
          if (w.prev[at]) counts.pause();
          for (const v of rows) st.venue.run(v, w.days[at]);
          if (w.prev[at]) counts.resume();
          else counts.newPaperVenues(rows[0].paper_id, rows);
        });
      }
      waiting.length = 0;
      waitingIds.clear();
      counts.flush();
    };
    for (const batch of parts) {
      const steps = planPart(st, batch, plan);
      const missing = steps.filter((s) => s.venues === null).map((s) => s.row);
      const answer = missing.length ? detectorOf(opts).ask(missing) : null;
      if (steps.some((s) => s.prev && waitingIds.has(s.row.id))) writeWaiting();
      for (const step of steps) {
        const { row, archive, prev } = step;
        if (archive) st.archive.run(archive);
        // New rows are indexed past the search watermark (search-index.ts); changed rows are queued by seq.
        if (prev) st.pending.run((st.upsert.get(row) as { seq: number }).seq);
        else { st.insert.run(row); counts.paperInserted(); }
        // A version row is only worth writing when it says something: its date (the current version shows from papers).
        for (const v of step.versions) if (v.created !== null || archive) st.version.run(row.id, v.version, v.created);
        if (prev) {
          const was = st.priorEditions.all(row.id) as PriorEdition[];
          if (was.length) prior.set(row.id, was);
          st.dropVenues.run(row.id);
        }
        changed.push(row.id);
        waitingIds.add(row.id);
      }
      waiting.push({ ids: steps.map((s) => s.row.id), days: steps.map((s) => s.row.submitted_at ?? ''), prev: steps.map((s) => s.prev), venues: steps.map((s) => s.venues), answer });
    }
    writeWaiting();
    counts.finish();
    opts.alsoInside?.(changed);
  })();
  opts.held?.(performance.now() - locked);
  return changed;
}

/** What a part writes, input by input: the plan's steps, each marked when it replaces a stored paper. */
function planPart(st: Statements, batch: UpsertRecord[], plan: UpsertPlan): (UpsertStep & { prev: boolean })[] {
  // One look-up of versions and hashes per part; whole rows only for stored papers the input may change.
  const known = new Map<string, StoredKey>();
  for (const k of st.known.all(JSON.stringify(batch.map((b) => b.input.id))) as (StoredKey & { id: string })[]) known.set(k.id, k);
  const steps: (UpsertStep & { prev: boolean })[] = [];
  for (const { input, fresh } of batch) {
    const key = known.get(input.id);
    if (key && plan.settled(input, key, fresh)) continue;
    const prev = key ? st.find.get(input.id) as PaperRowLike : undefined;
    const step = plan.decide(input, prev, fresh);
    if (step) steps.push({ ...step, prev: prev !== undefined });
  }
  return steps;
}

function detectorOf(opts: UpsertSqliteOptions): VenueDetector {
  if (!opts.detector) throw new Error('upsertSqlite: venues left to a detector, and none given');
  return opts.detector;
}
