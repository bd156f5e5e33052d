import type { Store } from '../store/connection.ts';
import { institutionId } from '../institutions/affiliation-keys.ts';
import { normalizeName } from '../institutions/normalize.ts';
import { loadRegistry } from '../institutions/registry.ts';
import { lookupName } from '../institutions/match.ts';
import { parseInstitutionLines } from './fields.ts';
import { activeOf } from './apply.ts';
import type { Correction } from './moderate.ts';

type AffRow = { paper_id: string; text_key: string | null; resolved_json: string | null };

const now = () => new Date().toISOString();

/** The institution id a corrected line names: a stored institution of that name, a registry entry, else a new organisation (stored). */
async function lineInstitution(store: Store, line: { en: string; zh: string | null }, country: string | null): Promise<string> {
  const key = normalizeName(line.en);
  const stored = await store.db.selectFrom('institutions').select('id').where('name_key', '=', key).orderBy('id').executeTakeFirst();
  if (stored) return stored.id;
  const hit = lookupName(loadRegistry(), line.en, country, new Set(), false);
  const inst = hit
    ? { id: hit.inst.id, ror: hit.inst.ror, name_en: hit.inst.name_en, name_zh: hit.inst.name_zh ?? line.zh, country: hit.inst.country }
    : { id: institutionId({ id: null, ror: null, name_en: line.en, name_zh: line.zh, country, unit_en: null, unit_zh: null }), ror: null, name_en: line.en, name_zh: line.zh, country };
  await store.db.insertInto('institutions').values({
    id: inst.id, ror: inst.ror, name_en: inst.name_en, name_key: normalizeName(inst.name_en), name_zh: inst.name_zh,
    zh_source: inst.name_zh ? 'correction' : null, country: inst.country, updated_at: now(),
  }).onConflict((oc) => oc.column('id').doNothing()).execute();
  return inst.id;
}

/** The country the machine gave an affiliation, when all its institutions agree (a corrected name keeps it). */
async function machineCountry(store: Store, resolvedJson: string | null): Promise<string | null> {
  const ids = (JSON.parse(resolvedJson ?? '[]') as { id: string }[]).map((r) => r.id);
  if (!ids.length) return null;
  const rows = await store.db.selectFrom('institutions').select('country').where('id', 'in', ids).execute();
  const countries = new Set(rows.map((r) => r.country));
  return countries.size === 1 ? [...countries][0] : null;
}

/** lineInstitution and machineCountry memoised for one refresh: papers sharing a corrected affiliation look each line and country up once. */
function memoLookups(store: Store) {
  const countries = new Map<string, Promise<string | null>>();
  const lines = new Map<string, Promise<string>>();
  const memo = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    let p = cache.get(key);
    if (!p) { p = load(); cache.set(key, p); }
    return p;
  };
  return {
    country: (resolvedJson: string | null) => memo(countries, resolvedJson ?? '', () => machineCountry(store, resolvedJson)),
    institution: (line: { en: string; zh: string | null }, country: string | null) =>
      memo(lines, JSON.stringify([line.en, line.zh, country]), () => lineInstitution(store, line, country)),
  };
}
type Lookups = ReturnType<typeof memoLookups>;

async function activeAffiliationCorrections(store: Store, ids: string[], keys: string[]): Promise<Correction[]> {
  return store.db.selectFrom('corrections').selectAll().where('field', '=', 'affiliation').where('undone_at', 'is', null)
    .where((eb) => eb.or([
      eb.and([eb('scope', '=', 'paper'), eb('paper_id', 'in', ids)]),
      ...(keys.length ? [eb.and([eb('scope', '=', 'alias'), eb('target_key', 'in', keys)])] : []),
    ])).orderBy('id').execute();
}

/** The institution ids of one paper in author order: each affiliation's active correction, else its machine resolution. */
async function paperOrder(lookups: Lookups, id: string, affs: AffRow[], corrections: Correction[]): Promise<string[]> {
  const active = activeOf(corrections.filter((c) => c.paper_id === id || c.scope === 'alias'));
  const order: string[] = [];
  for (const a of affs) {
    if (!a.text_key) continue;
    const c = active.get(`affiliation|${a.text_key}`);
    const country = c ? await lookups.country(a.resolved_json) : null;
    const list = c
      ? await Promise.all(parseInstitutionLines(c.new_value).map((l) => lookups.institution(l, country)))
      : (JSON.parse(a.resolved_json ?? '[]') as { id: string }[]).map((r) => r.id);
    for (const x of list) if (!order.includes(x)) order.push(x);
  }
  return order;
}

/**
 * Rebuilds the paper→institution links (what institution pages, institution feeds and the venue page's
 * institution and country filters read) of papers from their affiliations, active affiliation corrections applied.
 * `onlyCorrected`: leave papers that no active correction touches as they are (after a fresh extraction).
 */
export async function refreshPaperInstitutions(store: Store, paperIds: string[], onlyCorrected = false): Promise<number> {
  const any = await store.db.selectFrom('corrections').select('id').where('field', '=', 'affiliation').limit(1).executeTakeFirst();
  if (!paperIds.length || (onlyCorrected && !any)) return 0;
  let changed = 0;
  const lookups = memoLookups(store);
  for (let i = 0; i < paperIds.length; i += 500) {
    const ids = paperIds.slice(i, i + 500);
    const affs: AffRow[] = await store.db.selectFrom('paper_affiliations as p').leftJoin('affiliation_aliases as a', 'a.text_key', 'p.text_key')
      .select(['p.paper_id', 'p.text_key', 'a.resolved_json']).where('p.paper_id', 'in', ids)
      .orderBy('p.paper_id').orderBy('p.author_index').orderBy('p.aff_index').execute();
    const keys = [...new Set(affs.map((a) => a.text_key).filter((k): k is string => Boolean(k)))];
    const corrections = await activeAffiliationCorrections(store, ids, keys);
    for (const id of ids) {
      const mine = affs.filter((a) => a.paper_id === id);
      const touched = corrections.some((c) => c.paper_id === id || mine.some((a) => a.text_key === c.target_key));
      if (!mine.length || (onlyCorrected && !touched)) continue;
      const order = await paperOrder(lookups, id, mine, corrections);
      await store.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('paper_institutions').where('paper_id', '=', id).execute();
        if (order.length) await trx.insertInto('paper_institutions').values(order.map((x, position) => ({ paper_id: id, institution_id: x, position }))).execute();
      });
      changed++;
    }
  }
  return changed;
}

/** The papers printing an affiliation text (by its key): what an alias-scope correction touches. */
export async function papersWithAffiliation(store: Store, key: string): Promise<string[]> {
  return (await store.db.selectFrom('paper_affiliations').select('paper_id').distinct().where('text_key', '=', key).execute()).map((r) => r.paper_id);
}
