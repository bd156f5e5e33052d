import crypto from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { DB, PapersTable } from '../store/schema.ts';
import type { PaperInput } from '../arxiv/snapshot-record.ts';
import { detectVenues } from '../venues/detect.ts';
import { editionSlug } from '../venues/edition.ts';

/** What one upsert batch did. */
export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Ids of papers inserted or updated (for venue matching, enrichment, indexing). */
  changedIds: string[];
}

type PaperRow = Selectable<PapersTable>;
type NewPaper = Omit<Insertable<PapersTable>, 'seq'>;
const CHUNK = 400;
const CONTENT = ['version', 'title', 'abstract', 'authors', 'authors_json', 'categories', 'primary_category', 'comments', 'journal_ref',
  'doi', 'report_no', 'license', 'submitter', 'submitted_at', 'updated_at'] as const;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function hashOf(row: NewPaper): string {
  const h = crypto.createHash('sha1');
  for (const k of CONTENT) h.update(`${row[k] ?? '\u0000'}\u0001`);
  return h.digest('base64');
}

/** The row an input makes, keeping known values where the input says "unknown" (null). */
function mergedRow(input: PaperInput, old: PaperRow | undefined, now: string): NewPaper {
  const pick = <T>(v: T | null, o: T | null | undefined): T | null => (v !== null ? v : (o ?? null));
  const row: NewPaper = {
    id: input.id,
    version: input.version,
    title: input.title,
    abstract: pick(input.abstract, old?.abstract),
    authors: pick(input.authors, old?.authors),
    authors_json: input.authorsList.length ? JSON.stringify(input.authorsList) : (old?.authors_json ?? '[]'),
    categories: pick(input.categories, old?.categories),
    primary_category: pick(input.primaryCategory, old?.primary_category),
    comments: pick(input.comments, old?.comments),
    journal_ref: pick(input.journalRef, old?.journal_ref),
    doi: pick(input.doi, old?.doi),
    report_no: pick(input.reportNo, old?.report_no),
    license: pick(input.license, old?.license),
    submitter: pick(input.submitter, old?.submitter),
    submitted_at: old?.submitted_at && !/^\d{4}-\d{2}$/.test(old.submitted_at) && input.versions.length === 0 ? old.submitted_at : pick(input.submittedAt, old?.submitted_at),
    updated_at: pick(input.updatedAt, old?.updated_at),
    source: input.source,
    hash: '',
    imported_at: now,
    search_zh: old?.search_zh ?? null,
  };
  row.hash = hashOf(row);
  return row;
}

/** Reads the stored rows for `ids`. */
async function existingRows(db: Kysely<DB> | Transaction<DB>, ids: string[]): Promise<Map<string, PaperRow>> {
  const out = new Map<string, PaperRow>();
  for (const part of chunks(ids, 900)) {
    const rows = await db.selectFrom('papers').selectAll().where('id', 'in', part).execute();
    for (const r of rows) out.set(r.id, r as PaperRow);
  }
  return out;
}

/** Keeps one input per id: the highest version, the later one on ties. */
function dedupe(inputs: PaperInput[]): PaperInput[] {
  const byId = new Map<string, PaperInput>();
  for (const i of inputs) {
    const prev = byId.get(i.id);
    if (!prev || i.version >= prev.version) byId.set(i.id, i);
  }
  return [...byId.values()];
}

/**
 * Stores a batch of paper versions idempotently, in one transaction: new papers are inserted; a newer
 * version replaces the stored one, whose metadata is kept in paper_versions; the same version merges
 * known values; an older version changes nothing. Venue mentions are re-detected for changed papers,
 * and their search entries queued (SQLite) or rebuilt on write (PostgreSQL).
 */
export async function upsertPapers(store: Store, inputs: PaperInput[]): Promise<UpsertResult> {
  const batch = dedupe(inputs);
  const now = new Date().toISOString();
  return store.db.transaction().execute(async (trx) => {
    const old = await existingRows(trx, batch.map((b) => b.id));
    const result: UpsertResult = { inserted: 0, updated: 0, unchanged: 0, changedIds: [] };
    const writes: NewPaper[] = [];
    const archives: Insertable<DB['paper_versions']>[] = [];
    const changedInputs: PaperInput[] = [];
    for (const input of batch) {
      const prev = old.get(input.id);
      if (prev && input.version < prev.version) { result.unchanged++; continue; }
      const row = mergedRow(input, prev, now);
      if (prev && prev.hash === row.hash) { result.unchanged++; continue; }
      if (prev && input.version > prev.version) archives.push(archiveOf(prev, now));
      prev ? result.updated++ : result.inserted++;
      writes.push(row);
      changedInputs.push(input);
      result.changedIds.push(input.id);
    }
    if (writes.length === 0) return result;
    const seqs = await writePapers(trx, writes);
    await writeVersions(trx, changedInputs, archives);
    await writeVenues(trx, writes);
    if (store.dialect === 'sqlite') {
      for (const part of chunks(seqs, 900)) {
        await trx.insertInto('search_pending').values(part.map((seq) => ({ seq }))).onConflict((oc) => oc.column('seq').doNothing()).execute();
      }
    }
    return result;
  });
}

function archiveOf(prev: PaperRow, now: string): Insertable<DB['paper_versions']> {
  return {
    paper_id: prev.id, version: prev.version, created_at: null, title: prev.title, abstract: prev.abstract, authors: prev.authors,
    comments: prev.comments, journal_ref: prev.journal_ref, doi: prev.doi, categories: prev.categories, archived_at: now,
  };
}

async function writePapers(trx: Transaction<DB>, rows: NewPaper[]): Promise<number[]> {
  const seqs: number[] = [];
  for (const part of chunks(rows)) {
    const res = await trx.insertInto('papers').values(part)
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => Object.fromEntries(
        [...CONTENT, 'source', 'hash', 'imported_at'].map((c) => [c, eb.ref(`excluded.${c}` as 'excluded.title')]),
      )))
      .returning('seq').execute();
    for (const r of res) seqs.push(Number(r.seq));
  }
  return seqs;
}

async function writeVersions(trx: Transaction<DB>, inputs: PaperInput[], archives: Insertable<DB['paper_versions']>[]): Promise<void> {
  const byKey = new Map<string, Insertable<DB['paper_versions']>>();
  for (const i of inputs) {
    for (const v of i.versions.length ? i.versions : [{ version: i.version, created: null }]) {
      byKey.set(`${i.id} ${v.version}`, { paper_id: i.id, version: v.version, created_at: v.created, title: null, abstract: null, authors: null, comments: null, journal_ref: null, doi: null, categories: null, archived_at: null });
    }
  }
  for (const a of archives) {
    const k = `${a.paper_id} ${a.version}`;
    byKey.set(k, { ...a, created_at: byKey.get(k)?.created_at ?? null });
  }
  for (const part of chunks([...byKey.values()], 500)) {
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

async function writeVenues(trx: Transaction<DB>, rows: NewPaper[]): Promise<void> {
  const ids = rows.map((r) => r.id);
  for (const part of chunks(ids, 900)) {
    await trx.deleteFrom('paper_venues').where('paper_id', 'in', part).where('source', 'in', ['comments', 'journal-ref']).execute();
  }
  const venueRows = rows.flatMap((r) => detectVenues({ id: r.id, comments: r.comments ?? null, journalRef: r.journal_ref ?? null }).map((v) => ({
    paper_id: r.id, venue: v.venue, year: v.year, edition: editionSlug(v.venue, v.year), track: v.track, workshop: v.workshop,
    status: v.status, presentation: v.presentation, source: v.source, evidence: v.evidence, verified: 0,
  })));
  for (const part of chunks(venueRows, 500)) await trx.insertInto('paper_venues').values(part).execute();
}
