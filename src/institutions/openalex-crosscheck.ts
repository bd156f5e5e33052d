import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { reindexPaperSearch } from '../papers/zh-search.ts';
import { paperInstitutions, setPaperAffiliations } from './affiliation-store.ts';
import type { OpenAlexClient } from './openalex-client.ts';
import { findWork } from './openalex-work.ts';
import { institutionKeys, openAlexAuthors, pairAuthors, sameInstitutions } from './openalex-authors.ts';

/** What one paper's cross-check did: filled (front matter gave nothing), compared, no-work, no-affiliations. */
export interface CrosscheckResult {
  paperId: string;
  outcome: 'filled' | 'compared' | 'no-work' | 'no-affiliations';
  workId: string | null;
  matchedBy: string | null;
  authorsMatched: number;
  disagreements: number;
}

const now = () => new Date().toISOString();

async function record(store: Store, r: CrosscheckResult): Promise<CrosscheckResult> {
  const row = { work_id: r.workId, matched_by: r.matchedBy, outcome: r.outcome, authors_matched: r.authorsMatched, disagreements: r.disagreements, checked_at: now() };
  await store.db.insertInto('openalex_checks').values({ paper_id: r.paperId, ...row }).onConflict((oc) => oc.column('paper_id').doUpdateSet(row)).execute();
  return r;
}

/**
 * Cross-checks one paper against OpenAlex: finds its work (arXiv DOI, journal DOI, title); when the front matter
 * gave no affiliation, stores OpenAlex's (source `openalex`); otherwise flags each paired author whose institutions
 * differ (a lab against its own university does not count) for a moderator (an author ↔ institution disagreement already decided is not raised again for the same
 * OpenAlex institutions). Throws OpenAlexError when OpenAlex cannot be reached, so a job retries.
 */
export async function crosscheckPaper(store: Store, client: OpenAlexClient, paperId: string): Promise<CrosscheckResult> {
  const p = await store.db.selectFrom('papers').select(['id', 'version', 'title', 'doi', 'submitted_at', 'authors_json']).where('id', '=', paperId).executeTakeFirst();
  if (!p) throw Object.assign(new Error(`institutions crosscheck: paper ${paperId} is not in the store`), { code: 'PAPER_NOT_FOUND' });
  const authors = JSON.parse(p.authors_json || '[]') as string[];
  const year = p.submitted_at ? Number(p.submitted_at.slice(0, 4)) : null;
  const found = await findWork(client, { id: p.id, title: p.title, doi: p.doi, year, authors });
  const base = { paperId: p.id, workId: found?.work.id ?? null, matchedBy: found?.matchedBy ?? null, authorsMatched: 0, disagreements: 0 };
  if (!found) return record(store, { ...base, outcome: 'no-work' });
  const oa = openAlexAuthors(found.work);
  if (!oa.some((a) => a.affiliations.length)) return record(store, { ...base, outcome: 'no-affiliations' });
  const view = (await paperInstitutions(store, [p.id])).get(p.id);
  if (!view || !view.authors.some((a) => a.affiliations.length)) {
    await setPaperAffiliations(store, p.id, Number(p.version ?? 1), { source: 'openalex', authors: oa });
    await reindexPaperSearch(store, [p.id]);
    return record(store, { ...base, outcome: 'filled', authorsMatched: oa.length });
  }
  const pairs = pairAuthors(view.authors.map((a) => a.name), oa.map((a) => a.name));
  let matched = 0;
  let flagged = 0;
  for (const [i, j] of pairs.entries()) {
    if (j < 0) continue;
    matched++;
    const theirs = oa[j].affiliations;
    const mine = view.authors[i].affiliations;
    const theirKeys = institutionKeys(theirs);
    const myKeys = [...new Set(mine.map((f) => f.institution_id ?? `text:${f.text}`))].sort();
    if (!theirKeys.length || sameInstitutions(myKeys, theirKeys)) continue;
    const ours = mine.map((f) => ({ text: f.text, institution_id: f.institution_id, display: f.display }));
    const inserted = await store.db.insertInto('affiliation_disagreements').values({
      paper_id: p.id, author_index: i, author_name: view.authors[i].name, work_id: found.work.id, pair_key: theirKeys.join('|').slice(0, 2000),
      ours_json: JSON.stringify(ours), openalex_json: JSON.stringify(theirs), status: 'pending', created_at: now(), decided_at: null, decided_by: null,
    }).onConflict((oc) => oc.columns(['paper_id', 'author_index', 'pair_key']).doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) flagged++;
  }
  return record(store, { ...base, outcome: 'compared', authorsMatched: matched, disagreements: flagged });
}

/** Papers to cross-check next: those whose front matter was read and that OpenAlex has not been asked about, papers with nothing first. */
export async function papersToCrosscheck(store: Store, limit: number): Promise<string[]> {
  const rows = await store.db.selectFrom('paper_affiliation_sources as s').innerJoin('papers as p', 'p.id', 's.paper_id').select('s.paper_id')
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('openalex_checks as c').select(sql`1`.as('one')).whereRef('c.paper_id', '=', 's.paper_id'))))
    .orderBy(sql`CASE WHEN s.source = 'none' THEN 0 ELSE 1 END`).orderBy('p.seq', 'desc').limit(limit).execute();
  return rows.map((r) => r.paper_id);
}
