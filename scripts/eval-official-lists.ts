// node --import tsx scripts/eval-official-lists.ts [--data ../shared/data] [--db sqlite|postgres]
// Measures list matching on the recorded official lists (shared/data/official-lists: whole PMLR volumes UAI/COLT 2024–25,
// CoRL 2024, the ICML 2024 subset, ACL/NAACL 2024 + Findings + 3 workshops, the icml.cc 2024 download) against the
// shared arXiv sample (28,248 real records, imported with the real pipeline so comments give venue claims).
// Prints, per edition: entries, matched, ambiguous, list-only and our own time; then every pair whose folded titles are
// equal or nearly equal (token Dice ≥ 0.8) with the matcher's verdict and the hand label kept in LABELS below.
// No network: everything is read from files. Says so and stops when the shared data is absent.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFile } from '../src/arxiv/import.ts';
import { entriesFromBib, entryFromPost } from '../src/official/pmlr-parse.ts';
import { parseAclCollection, volumeTrack } from '../src/official/acl-parse.ts';
import { parseVirtualSite } from '../src/official/virtual-site.ts';
import type { OfficialEntry } from '../src/official/source.ts';
import { matchList } from '../src/venues/lists/match-list.ts';
import { refreshList } from '../src/venues/lists/refresh-list.ts';
import { titleKey } from '../src/venues/lists/normalise.ts';
import { normalizeTitle } from '../src/arxiv/title-lookup.ts';
import { freshStore } from '../bench/fresh-store.ts';

const { values } = parseArgs({ options: { data: { type: 'string', default: path.resolve(import.meta.dirname, '../../shared/data') }, db: { type: 'string', default: 'sqlite' } } });
const OL = path.join(values.data!, 'official-lists');
const SAMPLE = path.join(values.data!, 'arxiv/arxiv-snapshot-sample.jsonl');
if (!fs.existsSync(OL) || !fs.existsSync(SAMPLE)) {
  console.error(`eval-official-lists: shared data not found (${OL}, ${SAMPLE}); pass --data <dir of shared/data>. Nothing measured.`);
  process.exit(2);
}

/**
 * Hand labels ("<edition> <arXiv id>" → whether the arXiv record is the list's paper), judged from the arXiv record's comments and dates:
 * same paper posted before or soon after the conference = true; a later, extended or different paper reusing the title = false.
 */
const LABELS: Record<string, { same: boolean; why: string }> = {
  'colt-2024 2403.16981': { same: true, why: 'same authors, posted Mar 2024 before COLT 2024' },
  'corl-2024 2505.21981': { same: true, why: 'comments: "Presented at CoRL 2024"' },
  'uai-2025 2507.01700': { same: true, why: 'comments: "Accepted … at the 41st Conference on Uncertainty in AI"' },
  'uai-2025 2505.05163': { same: true, why: 'comments: "UAI 2025"' },
  'acl-2024 2506.03580': { same: true, why: 'comments: "Proceedings of the 62nd Annual Meeting of the ACL"' },
  'acl-2024 2604.23948': { same: true, why: 'comments: "Presented at ACL 2024 Findings" (posted late)' },
  'acl-2024 2504.04151': { same: false, why: 'comments: "Accepted to NAACL 2025 Main": the NAACL 2025 version of an ACL 2024 SRW title' },
  'acl-2024 2510.24014': { same: false, why: 'comments: "ACL 2025": a later paper with the Findings ACL 2024 title' },
  'icml-2024 2606.13580': { same: false, why: 'comments: "IEEE TPAMI 2026. Extended version of arXiv:2406.13457 (ICML 2024)"' },
  'colt-2024 1302.1043': { same: false, why: '2013 paper, other title ("The price of bandit information in multiclass online classification")' },
  'colt-2025 2403.16981': { same: false, why: 'other paper (COLT 2025 title adds "Distributed")' },
  'acl-2024 2604.21238': { same: false, why: 'other title (Multi-table Entity Matching), other authors, NLPCC 2025' },
  'acl-2024 2603.16092': { same: false, why: 'other title (Parallel In-context Learning), other authors, CVPR 2026' },
  'naacl-2024 2506.04603': { same: false, why: 'other title (A MISMATCHED Benchmark), Findings of ACL 2025' },
  'naacl-2024 2509.04504': { same: false, why: 'other title (Behavioral Fingerprinting), other authors' },
  'icml-2024 2504.00870': { same: false, why: 'other title (Data-free Knowledge Distillation), other authors, ICME 2025' },
  'icml-2024 2509.14846': { same: false, why: 'a reproduction "[Re] …" by other authors (TMLR 2025)' },
};

const read = (p: string) => fs.readFileSync(path.join(OL, p), 'utf8');
const site = 'https://proceedings.mlr.press';
const posts = (dir: string, v: number) => fs.readdirSync(path.join(OL, dir)).sort().map((f) => entryFromPost(read(`${dir}/${f}`), v, site, f)).filter((e): e is OfficialEntry => e !== null);
function acl(venue: string, year: number): OfficialEntry[] {
  const col = (id: string) => parseAclCollection(read(`acl-anthology/data/xml/${id}.xml`), id, 'https://aclanthology.org');
  const main = col(`${year}.${venue}`);
  const out = main.volumes.flatMap((v) => (volumeTrack(v.id) ? v.papers.map((p) => ({ ...p, track: volumeTrack(v.id)! })) : []));
  for (const vid of main.colocated) {
    const m = /^(\d{4}\.[a-z0-9]+)-([a-z0-9]+)$/.exec(vid);
    if (!m || !fs.existsSync(path.join(OL, `acl-anthology/data/xml/${m[1]}.xml`))) continue;
    const v = col(m[1]).volumes.find((x) => x.id === m[2]);
    const findings = m[1].endsWith('.findings');
    if (v) out.push(...v.papers.map((p) => ({ ...p, track: findings ? 'findings' : 'workshop', workshop: findings ? null : v.venue })));
  }
  return out;
}

const EDITIONS: { venue: string; year: number; source: string; ref: string; entries: () => OfficialEntry[] }[] = [
  { venue: 'UAI', year: 2024, source: 'pmlr', ref: 'v244', entries: () => entriesFromBib(read('pmlr/v244-uai2024/UAI2024.bib'), 244, site) },
  { venue: 'COLT', year: 2024, source: 'pmlr', ref: 'v247', entries: () => entriesFromBib(read('pmlr/v247-colt2024/colt2024.bib'), 247, site) },
  { venue: 'CoRL', year: 2024, source: 'pmlr', ref: 'v270', entries: () => entriesFromBib(read('pmlr/v270-corl2024/corl24.bib'), 270, site) },
  { venue: 'UAI', year: 2025, source: 'pmlr', ref: 'v286', entries: () => entriesFromBib(read('pmlr/v286-uai2025/uai2025_clean.bib'), 286, site) },
  { venue: 'COLT', year: 2025, source: 'pmlr', ref: 'v291', entries: () => entriesFromBib(read('pmlr/v291-colt2025/colt2025.bib'), 291, site) },
  { venue: 'ICML', year: 2024, source: 'pmlr', ref: 'v235', entries: () => posts('pmlr/v235-icml2024/_posts', 235) },
  { venue: 'ICML', year: 2025, source: 'pmlr', ref: 'v267', entries: () => posts('pmlr/v267-icml2025/_posts', 267) },
  { venue: 'ACL', year: 2024, source: 'acl-anthology', ref: 'acl-2024', entries: () => acl('acl', 2024) },
  { venue: 'NAACL', year: 2024, source: 'acl-anthology', ref: 'naacl-2024', entries: () => acl('naacl', 2024) },
  { venue: 'ICML', year: 2024, source: 'virtual-site', ref: 'icml.cc/2024', entries: () => parseVirtualSite(read('icml-cc/ICML 2024 Events.json'), 'ICML 2024 Events.json', 'icml.cc') },
];

const words = (t: string) => new Set(normalizeTitle(t).split(' ').filter(Boolean));
const dice = (a: Set<string>, b: Set<string>) => (2 * [...a].filter((w) => b.has(w)).length) / (a.size + b.size || 1);

const { store, drop } = await freshStore(values.db!);
try {
  const t0 = Date.now();
  await importFile(store, SAMPLE, { index: false });
  console.error(`imported the arXiv sample in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const sample = (await store.db.selectFrom('papers').select(['id', 'title']).execute()).map((p) => ({ ...p, key: titleKey(p.title), words: words(p.title) }));
  const rows: Record<string, unknown>[] = [];
  const pairs: Record<string, unknown>[] = [];
  for (const ed of EDITIONS) {
    const t1 = Date.now();
    const entries = ed.entries();
    const parsed = Date.now() - t1;
    const r = await refreshList(store, { venue: ed.venue, year: ed.year, file: `${ed.source}:${ed.ref}`, format: ed.source, source: ed.source, sourceRef: ed.ref, sourceUrl: null }, entries);
    const c = await matchList(store, r.listId);
    rows.push({ edition: `${ed.venue} ${ed.year}`, source: `${ed.source} ${ed.ref}`, entries: entries.length, matched: c.matched, ambiguous: c.ambiguous, list_only: c.unmatched, parse_ms: parsed, total_ms: Date.now() - t1 });
    const stored = await store.db.selectFrom('list_entries').select(['title', 'match_state', 'paper_id', 'edition']).where('list_id', '=', r.listId).execute();
    for (const e of stored) {
      const k = titleKey(e.title);
      const w = words(e.title);
      for (const p of sample) {
        const same = p.key === k;
        if (!same && (Math.abs(p.words.size - w.size) > 4 || dice(p.words, w) < 0.8)) continue;
        const label = LABELS[`${e.edition} ${p.id}`];
        pairs.push({ edition: e.edition, arxiv: p.id, exact_title: same, verdict: e.paper_id === p.id ? 'matched' : e.match_state, label: label ? (label.same ? 'same' : 'different') : 'unlabelled', why: label?.why ?? '', title: e.title.slice(0, 70) });
      }
    }
  }
  console.table(rows);
  console.table(pairs);
  const labelled = pairs.filter((p) => p.label !== 'unlabelled');
  const tp = labelled.filter((p) => p.verdict === 'matched' && p.label === 'same').length;
  const fp = labelled.filter((p) => p.verdict === 'matched' && p.label === 'different').length;
  const fn = labelled.filter((p) => p.verdict !== 'matched' && p.label === 'same').length;
  console.log(JSON.stringify({ labelled_pairs: labelled.length, tp, fp, fn, precision: tp + fp ? tp / (tp + fp) : null, recall: tp + fn ? tp / (tp + fn) : null, near_pairs: pairs.length }));
} finally {
  await drop();
}
