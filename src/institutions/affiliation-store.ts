import type { Store } from '../store/connection.ts';
import type { PaperAffiliations } from './extract.ts';
import type { ResolvedInstitution } from './match.ts';
import { normalizeName } from './normalize.ts';
import { institutionId, textKey, type PaperInstitutionView } from './affiliation-keys.ts';
import { displayEn, displayInstitution, displayZh } from './display.ts';
import { refreshPaperInstitutions } from '../corrections/institution-links.ts';
import { withoutControlCharsDeep } from '../text/control-chars.ts';

/** Asks an LLM (or anything) for the Chinese name of an organisation; null when it does not know. Provided by enrich/. */
export type ZhNamer = (orgName: string) => Promise<string | null>;

interface StoredResolution { id: string; unit_en: string | null; unit_zh: string | null }

const now = () => new Date().toISOString();

async function upsertInstitutions(store: Store, list: ResolvedInstitution[]): Promise<void> {
  const seen = new Set<string>();
  for (const r of list) {
    const id = institutionId(r);
    if (seen.has(id)) continue;
    seen.add(id);
    await store.db.insertInto('institutions').values({
      id, ror: r.ror, name_en: r.name_en, name_key: normalizeName(r.name_en), name_zh: r.name_zh,
      zh_source: r.name_zh ? 'registry' : null, country: r.country, updated_at: now(),
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
}

/** Stores a paper's extracted affiliations (replacing earlier ones), their aliases (never over a correction) and institutions (accepted affiliation corrections re-applied). */
export async function setPaperAffiliations(store: Store, paperId: string, version: number, extracted: PaperAffiliations): Promise<void> {
  // Text read from PDFs and LaTeX can carry control characters; a NUL would fail the write on PostgreSQL.
  const result = withoutControlCharsDeep(extracted);
  const all = result.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions));
  await upsertInstitutions(store, all);
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('paper_affiliations').where('paper_id', '=', paperId).execute();
    await trx.deleteFrom('paper_institutions').where('paper_id', '=', paperId).execute();
    await trx.deleteFrom('paper_affiliation_sources').where('paper_id', '=', paperId).execute();
    await trx.insertInto('paper_affiliation_sources').values({ paper_id: paperId, version, source: result.source, n_authors: result.authors.length, extracted_at: now() }).execute();
    const order: string[] = [];
    for (const [ai, a] of result.authors.entries()) {
      const affs = a.affiliations.length ? a.affiliations : [null];
      for (const [fi, f] of affs.entries()) {
        const key = f ? textKey(f.text) : null;
        await trx.insertInto('paper_affiliations').values({ paper_id: paperId, version, author_index: ai, author_name: a.name, aff_index: fi, aff_text: f?.text ?? null, text_key: key, source: f?.source ?? null }).execute();
        if (!f || !key) continue;
        const resolved: StoredResolution[] = f.institutions.map((r) => ({ id: institutionId(r), unit_en: r.unit_en, unit_zh: r.unit_zh }));
        for (const r of resolved) if (!order.includes(r.id)) order.push(r.id);
        await trx.insertInto('affiliation_aliases').values({ text_key: key, text: f.text, resolved_json: JSON.stringify(resolved), source: 'auto', updated_at: now() })
          .onConflict((oc) => oc.column('text_key').doUpdateSet({ resolved_json: JSON.stringify(resolved), updated_at: now() }).where('affiliation_aliases.source', '=', 'auto'))
          .execute();
      }
    }
    for (const [i, id] of order.entries()) await trx.insertInto('paper_institutions').values({ paper_id: paperId, institution_id: id, position: i }).execute();
  });
  await refreshPaperInstitutions(store, [paperId], true);
}

/** Gives organisations without a Chinese name (all, or those of `ids`) one from `namer`, once per organisation (a failure is remembered too). Returns how many were asked. */
export async function nameUnknownOrganisations(store: Store, namer: ZhNamer, limit = 100, ids?: string[]): Promise<number> {
  if (ids && !ids.length) return 0;
  let q = store.db.selectFrom('institutions').select(['id', 'name_en']).where('name_zh', 'is', null).where('zh_source', 'is', null);
  if (ids) q = q.where('id', 'in', ids);
  const rows = await q.limit(limit).execute();
  for (const r of rows) {
    let zh: string | null = null;
    try { zh = await namer(r.name_en); } catch { zh = null; }
    await store.db.updateTable('institutions').set({ name_zh: zh, zh_source: zh ? 'llm' : 'llm-failed', updated_at: now() }).where('id', '=', r.id).execute();
  }
  return rows.length;
}

/** Authors, affiliations and institutions (with Chinese names and display forms) of each paper, for the web pages. */
export async function paperInstitutions(store: Store, paperIds: string[]): Promise<Map<string, PaperInstitutionView>> {
  const out = new Map<string, PaperInstitutionView>();
  if (!paperIds.length) return out;
  const rows = await store.db.selectFrom('paper_affiliations as p')
    .leftJoin('affiliation_aliases as a', 'a.text_key', 'p.text_key')
    .leftJoin('paper_affiliation_sources as s', 's.paper_id', 'p.paper_id')
    .select(['p.paper_id', 'p.author_index', 'p.author_name', 'p.aff_index', 'p.aff_text', 'p.source as row_source', 'a.resolved_json', 's.source'])
    .where('p.paper_id', 'in', paperIds).orderBy('p.paper_id').orderBy('p.author_index').orderBy('p.aff_index').execute();
  const ids = new Set<string>();
  for (const r of rows) for (const x of JSON.parse(r.resolved_json ?? '[]') as StoredResolution[]) ids.add(x.id);
  const insts = ids.size ? await store.db.selectFrom('institutions').selectAll().where('id', 'in', [...ids]).execute() : [];
  const byId = new Map(insts.map((i) => [i.id, i]));
  for (const r of rows) {
    const view = out.get(r.paper_id) ?? { source: r.source ?? null, authors: [], institutions: [] };
    out.set(r.paper_id, view);
    let author = view.authors[r.author_index];
    if (!author) { author = { name: r.author_name, affiliations: [] }; view.authors[r.author_index] = author; }
    if (!r.aff_text) continue;
    const resolved = JSON.parse(r.resolved_json ?? '[]') as StoredResolution[];
    const source = r.row_source ?? r.source ?? null;
    if (!resolved.length) author.affiliations.push({ text: r.aff_text, institution_id: null, institution_en: null, institution_zh: null, unit_en: null, unit_zh: null, display: r.aff_text, source });
    for (const x of resolved) {
      const i = byId.get(x.id);
      const shown = { name_en: i?.name_en ?? r.aff_text, name_zh: i?.name_zh ?? null, unit_en: x.unit_en, unit_zh: x.unit_zh };
      const display = displayInstitution(shown);
      author.affiliations.push({ text: r.aff_text, institution_id: x.id, institution_en: shown.name_en, institution_zh: shown.name_zh, unit_en: x.unit_en, unit_zh: x.unit_zh, display, source });
      if (!view.institutions.some((v) => v.display === display)) view.institutions.push({ id: x.id, en: displayEn(shown), zh: displayZh(shown), display });
    }
  }
  for (const v of out.values()) v.authors = v.authors.filter(Boolean);
  return out;
}
