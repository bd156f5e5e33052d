// The counts a SQLite bulk writer keeps itself for the rows it inserts while its flag is set (migration 026): what
// the insert triggers of papers and paper_venues would have added, folded once per batch. Only for papers that had no
// row before the batch (so no other mention row either: paper_venues.paper_id references papers): each of their
// listed mentions counts its paper once per edition (and once per edition's track, verified mark and programme), its
// first mention puts it on the affiliations backlog unless a source of its affiliations is known, and its sort_day
// is the paper's day by construction (upsert-sqlite.ts writes each mention with the day it has just stored).
import { perConnection } from '../store/per-connection.ts';
import type Database from 'better-sqlite3';
import type { VenueRow } from './upsert-plan.ts';

const LISTED = new Set(['accepted', 'published']);

interface EditionDelta { edition: string; venue: string; year: number; papers: number; main: number; workshop: number; verified: number }
interface ProgrammeDelta { edition: string; venue: string; year: number; programme: string; papers: number }

interface Statements {
  on: Database.Statement;
  off: Database.Statement;
  papers: Database.Statement;
  edition: Database.Statement;
  programme: Database.Statement;
  affiliations: Database.Statement;
}

const statements = perConnection((db): Statements => ({
    on: db.prepare('INSERT INTO counts_by_writer (id) VALUES (1)'),
    off: db.prepare('DELETE FROM counts_by_writer'),
    papers: db.prepare("UPDATE store_counts SET n = n + ? WHERE name = 'papers'"),
    edition: db.prepare(`INSERT INTO edition_counts (edition, venue, year, papers, main, workshop, verified) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (edition, venue, year) DO UPDATE SET papers = papers + excluded.papers, main = main + excluded.main,
        workshop = workshop + excluded.workshop, verified = verified + excluded.verified`),
    programme: db.prepare(`INSERT INTO edition_programme_counts (edition, venue, year, programme, papers) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (edition, programme, venue, year) DO UPDATE SET papers = papers + excluded.papers`),
    affiliations: db.prepare(`UPDATE store_counts SET n = n + (SELECT count(*) FROM json_each(?) j
      WHERE NOT EXISTS (SELECT 1 FROM paper_affiliation_sources s WHERE s.paper_id = j.value)) WHERE name = 'affiliations_missing'`),
}));

/**
 * Counts of one write transaction: `start()` sets the flag (the insert triggers stand aside), `paperInserted()` and
 * `newPaperVenues()` note what was written, `pause()` / `resume()` let the triggers count rows the writer does not
 * (the mentions of a paper it replaced), `finish()` writes what is pending and clears the flag. Pending edition and
 * programme rows are written in the order their first mention was inserted, so a new edition's row gets the rowid the
 * trigger would have given it.
 */
export class WriterCounts {
  private readonly st: Statements;
  private papers = 0;
  private readonly editions = new Map<string, EditionDelta>();
  private readonly programmes = new Map<string, ProgrammeDelta>();
  private mentioned: string[] = [];

  constructor(db: Database.Database) {
    this.st = statements(db);
  }

  start(): void {
    this.st.on.run();
  }

  /** A papers row inserted (not an update of a stored one). */
  paperInserted(): void {
    this.papers++;
  }

  /** The mention rows just inserted for one paper that had no row before this transaction. */
  newPaperVenues(paperId: string, rows: readonly VenueRow[]): void {
    if (rows.length === 0) return;
    this.mentioned.push(paperId);
    // Per paper: which editions (and tracks, marks, programmes) it was counted in already.
    let seen: Set<string> | null = null;
    for (const v of rows) {
      if (v.edition === null || v.edition === undefined || !LISTED.has(v.status)) continue;
      const year = v.year ?? 0;
      const key = `${v.edition}\u0001${v.venue}\u0001${year}`;
      seen ??= new Set();
      let d = this.editions.get(key);
      if (!d) this.editions.set(key, d = { edition: v.edition, venue: v.venue, year, papers: 0, main: 0, workshop: 0, verified: 0 });
      if (!seen.has(key)) { seen.add(key); d.papers++; }
      if (v.track === 'main' && !seen.has(`${key}\u0001m`)) { seen.add(`${key}\u0001m`); d.main++; }
      if (v.track === 'workshop' && !seen.has(`${key}\u0001w`)) { seen.add(`${key}\u0001w`); d.workshop++; }
      if (v.verified === 1 && !seen.has(`${key}\u0001v`)) { seen.add(`${key}\u0001v`); d.verified++; }
      if (v.track === 'other') {
        const programme = v.programme ?? '';
        const pkey = `${key}\u0001p${programme}`;
        if (seen.has(pkey)) continue;
        seen.add(pkey);
        let p = this.programmes.get(pkey);
        if (!p) this.programmes.set(pkey, p = { edition: v.edition, venue: v.venue, year, programme, papers: 0 });
        p.papers++;
      }
    }
  }

  /** Writes what is pending and lets the triggers count the rows inserted next. */
  pause(): void {
    this.flush();
    this.st.off.run();
  }

  resume(): void {
    this.st.on.run();
  }

  /** Writes what is pending and clears the flag (before the commit: no other connection may ever see it). */
  finish(): void {
    this.flush();
    this.st.off.run();
  }

  /**
   * Writes what is pending (the flag stays). Called after each run of mention inserts, before the writer deletes any
   * mention (a paper of the batch stored again drops the rows it was just given): the delete triggers must find the
   * counts those rows added.
   */
  flush(): void {
    const st = this.st;
    if (this.papers) st.papers.run(this.papers);
    for (const d of this.editions.values()) st.edition.run(d.edition, d.venue, d.year, d.papers, d.main, d.workshop, d.verified);
    for (const p of this.programmes.values()) st.programme.run(p.edition, p.venue, p.year, p.programme, p.papers);
    if (this.mentioned.length) st.affiliations.run(JSON.stringify(this.mentioned));
    this.papers = 0;
    this.editions.clear();
    this.programmes.clear();
    this.mentioned = [];
  }
}
