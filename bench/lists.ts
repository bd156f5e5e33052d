// npm run bench:lists [-- --papers N] [-- --db sqlite|postgres|both] [-- --list FILE --venue V --year Y --entries N] [-- --official] [-- --recent]
// --recent: the synthetic copies get ids posted in 2024, inside the near-title stage's year window (its worst case).
// --official: the list is instead parsed from the recorded official files (shared/data/official-lists: five whole PMLR
// BibTeX volumes, the icml.cc 2024 download, ACL, NAACL and Findings 2024 collections; ~6,700 entries) with the official-source
// readers, and stored with refreshList, as `paperboard lists fetch` does (issue 16 target: < 60 s of our own time).
// Times storing and matching an accepted-paper list against a store of ~1M papers (issue 3 target: 6,000 entries
// against 1M papers in < 30 s). The store is filled quickly with bulk SQL, not the import pipeline: the shared arXiv
// sample (real titles and authors), then synthetic copies of it with shifted ids and perturbed titles up to N papers.
// Prints one JSON line per database. PostgreSQL (--db postgres|both) is much slower to fill (its full-text and
// trigram indexes are maintained for every synthetic row: ~10 min for 1M on a 2-core machine); matching is not.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { parseArgs } from 'node:util';
import type { Store } from '../src/store/connection.ts';
import { readList } from '../src/venues/lists/parse-list.ts';
import { matchList, storeList } from '../src/venues/lists/match-list.ts';
import { recordFromSnapshot } from '../src/arxiv/snapshot-record.ts';
import { freshStore } from './fresh-store.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { refreshList } from '../src/venues/lists/refresh-list.ts';
import { entriesFromBib } from '../src/official/pmlr-parse.ts';
import { parseVirtualSite } from '../src/official/virtual-site.ts';
import { parseAclCollection } from '../src/official/acl-parse.ts';
import type { ListEntryInput } from '../src/venues/lists/parse-list.ts';

/** Every entry of the recorded official files, read with the official-source readers (parse time counted). */
function officialEntries(dir: string): ListEntryInput[] {
  if (!fs.existsSync(dir)) throw new Error(`bench:lists --official: ${dir} not found (the shared official-lists data)`);
  const read = (p: string) => fs.readFileSync(path.join(dir, p), 'utf8');
  const bibs = [[244, 'v244-uai2024/UAI2024.bib'], [247, 'v247-colt2024/colt2024.bib'], [270, 'v270-corl2024/corl24.bib'], [286, 'v286-uai2025/uai2025.bib'], [291, 'v291-colt2025/colt2025.bib']] as const;
  const out = bibs.flatMap(([v, f]) => entriesFromBib(read(`pmlr/${f}`), v, 'https://proceedings.mlr.press'));
  out.push(...parseVirtualSite(read('icml-cc/ICML 2024 Events.json'), 'icml.cc', 'icml.cc'));
  for (const c of ['2024.acl', '2024.naacl', '2024.findings']) out.push(...parseAclCollection(read(`acl-anthology/data/xml/${c}.xml`), c, 'https://aclanthology.org').volumes.flatMap((v) => v.papers));
  return out;
}

const { values } = parseArgs({
  options: {
    papers: { type: 'string', default: '1000000' }, db: { type: 'string', default: 'sqlite' },
    list: { type: 'string' }, venue: { type: 'string', default: 'NeurIPS' }, year: { type: 'string', default: '2025' },
    entries: { type: 'string', default: '6000' }, official: { type: 'boolean', default: false }, recent: { type: 'boolean', default: false },
  },
});
const SHARED = sharedDataDir([], 'lists');
const SAMPLE = path.join(SHARED, 'arxiv/arxiv-snapshot-sample.jsonl');
const LIST = values.list ?? path.join(SHARED, 'lists/nips2025-bsantraigi/neurips_2025_full_analysis.tsv');
/** Entries from here top the list up to --entries (NeurIPS 2025 has 5,787; the target is stated for 6,000). */
const TOP_UP = path.join(SHARED, 'lists/icml2025.json');
const target = Number(values.papers);

/** The sample's papers as the import stores them (title, authors list), without the import's other work. */
function sampleRows(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const line of fs.readFileSync(SAMPLE, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const p = recordFromSnapshot(JSON.parse(line), 'bench');
    out.push({ id: p.id, version: p.version, title: p.title, abstract: p.abstract, authors: p.authors, authors_json: JSON.stringify(p.authorsList),
      categories: p.categories, comments: p.comments, hash: p.id, imported_at: '2026-01-01T00:00:00Z' });
  }
  return out;
}

/**
 * Synthetic copy k of every sample paper: id 9kkk.sssss from the row's seq (read as posted in 2090: outside every
 * edition's near-title window), or with --recent 24mm.9kkksssss (posted in 2024: inside it, the near-title stage's
 * worst case); title with " k" appended.
 */
function copySql(store: Store, k: number, n0: number): string {
  const cols = 'version, abstract, authors, authors_json, categories, comments, hash, imported_at';
  const mm = String((k % 12) + 1).padStart(2, '0');
  const id = values.recent
    ? (store.dialect === 'postgres' ? `'24${mm}.9' || lpad('${k}', 3, '0') || lpad(seq::text, 5, '0')` : `printf('24${mm}.9%03d%05d', ${k}, seq)`)
    : (store.dialect === 'postgres' ? `'9' || lpad('${k}', 3, '0') || '.' || lpad(seq::text, 5, '0')` : `printf('9%03d.%05d', ${k}, seq)`);
  return `INSERT INTO papers (id, title, ${cols}) SELECT ${id}, title || ' ${k}', ${cols} FROM papers WHERE seq <= ${n0}`;
}

async function fill(store: Store): Promise<number> {
  const rows = sampleRows();
  for (let i = 0; i < rows.length; i += 1000) await store.db.insertInto('papers').values(rows.slice(i, i + 1000) as never).execute();
  let n = rows.length;
  for (let k = 1; n < target && k < 1000; k++, n += rows.length) await sql.raw(copySql(store, k, rows.length)).execute(store.db);
  if (store.dialect === 'postgres') await sql.raw('ANALYZE papers').execute(store.db);
  return n;
}


const p0 = performance.now();
const entries = values.official ? officialEntries(path.join(SHARED, 'official-lists')) : readList(LIST);
if (!values.official && entries.length < Number(values.entries)) entries.push(...readList(TOP_UP).slice(0, Number(values.entries) - entries.length));
const parseS = (performance.now() - p0) / 1000;
for (const kind of values.db === 'both' ? ['sqlite', 'postgres'] : [values.db!]) {
  const { store, drop } = await freshStore(kind);
  try {
    const f0 = performance.now();
    const papers = await fill(store);
    const fillS = (performance.now() - f0) / 1000;
    const t0 = performance.now();
    const listId = values.official
      ? (await refreshList(store, { venue: values.venue!, year: Number(values.year), file: 'official', format: 'official', source: 'pmlr', sourceRef: 'bench', sourceUrl: null }, entries)).listId
      : await storeList(store, { venue: values.venue!, year: Number(values.year), file: LIST, format: 'auto' }, entries);
    const t1 = performance.now();
    const counts = await matchList(store, listId);
    const t2 = performance.now();
    console.log(JSON.stringify({
      bench: 'lists', db: kind, papers, recent: values.recent, list: values.official ? 'official-lists' : path.basename(LIST), entries: entries.length, seconds: +((t2 - t0) / 1000 + parseS).toFixed(2),
      parse_s: +parseS.toFixed(2), store_s: +((t1 - t0) / 1000).toFixed(2), match_s: +((t2 - t1) / 1000).toFixed(2), ...counts, fill_s: +fillS.toFixed(1),
    }));
  } finally {
    await drop();
  }
}
