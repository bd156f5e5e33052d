import type { Store } from '../store/connection.ts';
import type { AuthorAffiliation, PaperAffiliations } from './extract.ts';
import type { ResolvedInstitution } from './match.ts';
import { setPaperAffiliations } from './affiliation-store.ts';
import { displayInstitution } from './display.ts';
import { reindexPaperSearch } from '../papers/zh-search.ts';
import { foldKey } from './openalex-work.ts';

/** A disagreement as the moderation page shows it. */
export interface Disagreement {
  id: number;
  paper_id: string;
  title: string;
  author_index: number;
  author_name: string;
  work_id: string;
  ours: { text: string; display: string }[];
  openalex: { text: string; display: string }[];
  created_at: string;
}

/** Error deciding a disagreement: it does not exist or was decided already. */
export class DisagreementError extends Error {
  readonly code = 'DISAGREEMENT_INVALID';
}

const now = () => new Date().toISOString();

/** How many disagreements wait for a moderator. */
export async function pendingDisagreements(store: Store): Promise<number> {
  const r = await store.db.selectFrom('affiliation_disagreements').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The pending disagreements, oldest first, with the paper's title. */
export async function listDisagreements(store: Store, limit = 200): Promise<Disagreement[]> {
  const rows = await store.db.selectFrom('affiliation_disagreements as d').leftJoin('papers as p', 'p.id', 'd.paper_id')
    .select(['d.id', 'd.paper_id', 'p.title', 'd.author_index', 'd.author_name', 'd.work_id', 'd.ours_json', 'd.openalex_json', 'd.created_at'])
    .where('d.status', '=', 'pending').orderBy('d.id').limit(limit).execute();
  return rows.map((r) => ({
    id: Number(r.id), paper_id: r.paper_id, title: r.title ?? r.paper_id, author_index: r.author_index, author_name: r.author_name, work_id: r.work_id, created_at: r.created_at,
    ours: JSON.parse(r.ours_json) as { text: string; display: string }[],
    openalex: (JSON.parse(r.openalex_json) as AuthorAffiliation[]).map((f) => ({ text: f.text, display: f.institutions.map(displayInstitution).join('; ') || f.text })),
  }));
}

/** A paper's stored affiliations read back as an extraction result (institutions from the store), to be written again with one author changed. */
export async function storedPaperAffiliations(store: Store, paperId: string): Promise<{ version: number; result: PaperAffiliations } | null> {
  const src = await store.db.selectFrom('paper_affiliation_sources').selectAll().where('paper_id', '=', paperId).executeTakeFirst();
  if (!src) return null;
  const rows = await store.db.selectFrom('paper_affiliations as p').leftJoin('affiliation_aliases as a', 'a.text_key', 'p.text_key')
    .select(['p.author_index', 'p.author_name', 'p.aff_text', 'p.source', 'a.resolved_json']).where('p.paper_id', '=', paperId)
    .orderBy('p.author_index').orderBy('p.aff_index').execute();
  const resolved = rows.map((r) => JSON.parse(r.resolved_json ?? '[]') as { id: string; unit_en: string | null; unit_zh: string | null }[]);
  const ids = [...new Set(resolved.flat().map((x) => x.id))];
  const insts = new Map((ids.length ? await store.db.selectFrom('institutions').selectAll().where('id', 'in', ids).execute() : []).map((i) => [i.id, i]));
  const authors: PaperAffiliations['authors'] = [];
  for (const [k, r] of rows.entries()) {
    const a = (authors[r.author_index] ??= { name: r.author_name, affiliations: [] });
    if (!r.aff_text) continue;
    const institutions: ResolvedInstitution[] = resolved[k].flatMap((x) => {
      const i = insts.get(x.id);
      return i ? [{ id: i.id, ror: i.ror, name_en: i.name_en, name_zh: i.name_zh, country: i.country, unit_en: x.unit_en, unit_zh: x.unit_zh }] : [];
    });
    a.affiliations.push({ text: r.aff_text, institutions, ...(r.source ? { source: r.source } : {}) });
  }
  return { version: src.version, result: { source: src.source as PaperAffiliations['source'], authors: authors.filter(Boolean) } };
}

async function pending(store: Store, id: number) {
  const d = await store.db.selectFrom('affiliation_disagreements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) throw new DisagreementError(`disagreement #${id} does not exist`);
  if (d.status !== 'pending') throw new DisagreementError(`disagreement #${id} was already ${d.status}`);
  return d;
}

/** Accepts OpenAlex's version of one author: their affiliations are replaced by OpenAlex's (each recorded with source `openalex`). */
export async function acceptDisagreement(store: Store, id: number, by: string): Promise<void> {
  const d = await pending(store, id);
  const stored = await storedPaperAffiliations(store, d.paper_id);
  const author = stored?.result.authors[d.author_index];
  if (!stored || !author) throw new DisagreementError(`disagreement #${id}: paper ${d.paper_id} no longer has author ${d.author_index + 1} (${d.author_name}); dismiss it`);
  author.affiliations = (JSON.parse(d.openalex_json) as AuthorAffiliation[]).map((f) => ({ ...f, source: 'openalex' }));
  await setPaperAffiliations(store, d.paper_id, stored.version, stored.result);
  await reindexPaperSearch(store, [d.paper_id]);
  await store.db.updateTable('affiliation_disagreements').set({ status: 'accepted', decided_at: now(), decided_by: by }).where('id', '=', id).execute();
}

/** Dismisses a disagreement (the front matter stays); it is not raised again while OpenAlex says the same. */
export async function dismissDisagreement(store: Store, id: number, by: string): Promise<void> {
  await pending(store, id);
  await store.db.updateTable('affiliation_disagreements').set({ status: 'dismissed', decided_at: now(), decided_by: by }).where('id', '=', id).execute();
}

/**
 * After a fresh front-matter extraction: puts back, for each author a moderator accepted OpenAlex's version of
 * (found by the same folded name), that version. Returns how many authors were restored.
 */
export async function reapplyAccepted(store: Store, paperId: string): Promise<number> {
  const accepted = await store.db.selectFrom('affiliation_disagreements').select(['author_name', 'openalex_json'])
    .where('paper_id', '=', paperId).where('status', '=', 'accepted').orderBy('id').execute();
  if (!accepted.length) return 0;
  const stored = await storedPaperAffiliations(store, paperId);
  if (!stored) return 0;
  let n = 0;
  for (const d of accepted) {
    const author = stored.result.authors.find((a) => foldKey(a.name) === foldKey(d.author_name));
    if (!author) continue;
    author.affiliations = (JSON.parse(d.openalex_json) as AuthorAffiliation[]).map((f) => ({ ...f, source: 'openalex' }));
    n++;
  }
  if (n) await setPaperAffiliations(store, paperId, stored.version, stored.result);
  return n;
}
