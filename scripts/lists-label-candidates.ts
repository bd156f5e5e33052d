// node --import tsx scripts/lists-label-candidates.ts [--shared DIR] [--out FILE]
// A labelling aid for data/eval/official-lists/labels.jsonl, written separately from the product's matcher (no titleKey,
// no author rule, no year rule): a loose title-token search between the recorded official lists (DEV:official-lists)
// and the shared arXiv sample (DEV:arxiv/arxiv-snapshot-sample.jsonl), in both directions:
//   list side  — every official entry with a sample record sharing at least 60% of the longer title's words, or a
//                60% of the authors, whatever the title (family name + initial; a retitled version);
//   arXiv side — every sample record whose comments / journal-ref name a recorded edition ("ICML 2024", "Findings of ACL
//                2024" …), with the best entries of that edition by the same overlap (≥ 40%) and by authors (≥ 60%), or none.
// The arXiv side also searches the papercopilot copies of the ICML 2024 / 2025 accepted lists (DEV:lists), which are
// not official sources, to construct positives where the official copies are partial; their list side keeps only strong
// title candidates (≥ 85% of the words).
// Prints one JSON object per candidate pair (entry, record, overlap, surnames in common, the record's comments) for a
// person to judge; nothing is decided here.
import fs from 'node:fs';
import path from 'node:path';
import { sharedDataDir } from './shared-data.ts';
import { recordedEditions } from './official-lists-data.ts';
import { readList } from '../src/venues/lists/parse-list.ts';

const args = process.argv.slice(2);
const data = sharedDataDir(args, 'official-lists');
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? fs.createWriteStream(args[outAt + 1]) : process.stdout;

const STOP = new Set('a an the of for and in on to with from by via is are at as its into over under towards toward using based we our do does can what how why when vs versus'.split(' '));
/** Lower-case ASCII words of a title (accents dropped, TeX commands and braces ignored), stop words and 1-letter words out. */
function words(t: string): Set<string> {
  const plain = t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\\[a-zA-Z]+/g, ' ').toLowerCase();
  return new Set(plain.split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP.has(w)));
}
/** Author keys: family name and first initial (`wang_y`), accents dropped — loose, but not fooled by common surnames alone. */
const surnames = (names: string[]) => new Set(names.map((n) => {
  const parts = n.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z\s-]/g, ' ').trim().toLowerCase().split(/\s+/);
  return parts.length ? `${parts[parts.length - 1]}_${parts[0][0] ?? ''}` : '';
}).filter((k) => k.length > 2));
const overlap = (a: Set<string>, b: Set<string>) => { let n = 0; for (const w of a) if (b.has(w)) n++; return n; };

interface Rec { id: string; title: string; authors: string[]; text: string; w: Set<string> }
const recs: Rec[] = [];
for (const line of fs.readFileSync(path.join(data, 'arxiv/arxiv-snapshot-sample.jsonl'), 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const r = JSON.parse(line);
  const title = String(r.title).replace(/\s+/g, ' ').trim();
  recs.push({ id: r.id, title, authors: String(r.authors ?? '').replace(/\s+/g, ' ').split(/,\s*|\s+and\s+/).filter(Boolean), text: `${r.comments ?? ''} | ${r['journal-ref'] ?? ''}`.replace(/\s+/g, ' '), w: words(title) });
}
const index = new Map<string, number[]>();
recs.forEach((r, i) => { for (const w of r.w) (index.get(w) ?? index.set(w, []).get(w)!).push(i); });

/** Edition mentions in a record's comments / journal-ref, for the editions recorded (year as 2024 or '24). */
const CLAIMS: { edition: string; re: RegExp }[] = [
  { edition: 'icml-2024', re: /\bICML[\s'’-]*(?:20)?24\b|International Conference on Machine Learning[^|]{0,60}2024/i },
  { edition: 'icml-2025', re: /\bICML[\s'’-]*(?:20)?25\b|International Conference on Machine Learning[^|]{0,60}2025/i },
  { edition: 'acl-2024', re: /(?<![A-Za-z])ACL[\s'’-]*(?:20)?24\b|62nd Annual Meeting of the Association for Computational Linguistics/i },
  { edition: 'naacl-2024', re: /\bNAACL[\s'’-]*(?:20)?24\b/i },
  { edition: 'uai-2024', re: /\bUAI[\s'’-]*(?:20)?24\b/i }, { edition: 'uai-2025', re: /\bUAI[\s'’-]*(?:20)?25\b/i },
  { edition: 'colt-2024', re: /\bCOLT[\s'’-]*(?:20)?24\b/i }, { edition: 'colt-2025', re: /\bCOLT[\s'’-]*(?:20)?25\b/i },
  { edition: 'corl-2024', re: /\bCoRL[\s'’-]*(?:20)?24\b/i },
];

const official = recordedEditions(path.join(data, 'official-lists')).map((e) => ({ ...e, edition: `${e.venue.toLowerCase()}-${e.year}`, list: e.entries().map((x) => ({ ...x, w: words(x.title) })) }));
// Accepted lists that are not official sources (papercopilot copies of the OpenReview / icml.cc data, DEV:lists): only the
// arXiv side is searched against them, to construct positives from the records that say they were accepted there.
const copies = [['icml-2024', 'icml2024.json'], ['icml-2025', 'icml2025.json']].map(([edition, file]) => ({
  venue: 'ICML', year: Number(edition.slice(-4)), source: 'papercopilot', ref: file, edition,
  list: readList(path.join(data, 'lists', file)).map((x) => ({ ...x, w: words(x.title) })),
}));
const editions = official;
const emit = (o: Record<string, unknown>) => out.write(`${JSON.stringify(o)}\n`);
const byName = new Map<string, number[]>();
recs.forEach((r, i) => { for (const n of surnames(r.authors)) (byName.get(n) ?? byName.set(n, []).get(n)!).push(i); });
let listSide = 0;
for (const ed of editions) {
  for (const e of ed.list) {
    if (e.w.size < 2) continue;
    // Title path: records sharing at least 60% of the longer title's words; author path (a retitled version): records with
    // at least two authors in common (family name + initial) and 60% of the longer author list, whatever the title.
    const seen = new Map<number, number>();
    for (const w of e.w) for (const i of index.get(w) ?? []) seen.set(i, (seen.get(i) ?? 0) + 1);
    const names = surnames(e.authors);
    const byAuthors = new Map<number, number>();
    for (const n of names) for (const i of byName.get(n) ?? []) byAuthors.set(i, (byAuthors.get(i) ?? 0) + 1);
    for (const i of new Set([...seen.keys(), ...[...byAuthors].filter(([, k]) => k >= 2).map(([i]) => i)])) {
      const r = recs[i];
      const n = seen.get(i) ?? 0;
      const share = n / Math.max(e.w.size, r.w.size);
      const common = byAuthors.get(i) ?? 0;
      const more = Math.max(names.size, surnames(r.authors).size);
      if (!((share >= 0.6 && n >= 2) || (common >= 2 && common >= more * 0.6))) continue;
      listSide++;
      emit({ side: 'list', source: ed.source, ref: ed.ref, edition: ed.edition, entry: e.externalId, title: e.title, authors: e.authors.slice(0, 6), arxiv: r.id, arxiv_title: r.title,
        arxiv_authors: r.authors.slice(0, 6), share: Number(share.toFixed(2)), common_surnames: common, text: r.text.slice(0, 200) });
    }
  }
}
// The papercopilot copies, list side: only strong title candidates (≥ 85% of the longer title's words), which is what
// finds the twins whose records do not name the edition (or name it wrongly).
for (const ed of copies) {
  for (const e of ed.list) {
    if (e.w.size < 2) continue;
    const seen = new Map<number, number>();
    for (const w of e.w) for (const i of index.get(w) ?? []) seen.set(i, (seen.get(i) ?? 0) + 1);
    for (const [i, n] of seen) {
      const r = recs[i];
      const share = n / Math.max(e.w.size, r.w.size);
      if (share < 0.85) continue;
      listSide++;
      emit({ side: 'list', source: ed.source, ref: ed.ref, edition: ed.edition, entry: e.externalId, title: e.title, authors: e.authors.slice(0, 6), arxiv: r.id, arxiv_title: r.title,
        arxiv_authors: r.authors.slice(0, 6), share: Number(share.toFixed(2)), common_surnames: overlap(surnames(e.authors), surnames(r.authors)), text: r.text.slice(0, 200) });
    }
  }
}
let arxivSide = 0;
for (const r of recs) {
  for (const c of CLAIMS) {
    if (!c.re.test(r.text)) continue;
    for (const ed of [...editions, ...copies].filter((x) => x.edition === c.edition)) {
      const names = surnames(r.authors);
      const scored = ed.list.map((e) => ({ e, n: overlap(e.w, r.w), common: overlap(surnames(e.authors), names) }))
        .map((x) => ({ ...x, share: x.n / Math.max(1, Math.min(x.e.w.size, r.w.size)) }));
      // By title (≥ 40% of the shorter title's words), plus the entries sharing most authors (≥ 2 and 60%), whatever their title.
      const byTitle = scored.filter((x) => x.share >= 0.4 && x.n >= 2).sort((a, b) => b.share - a.share).slice(0, 3);
      const byAuthors = scored.filter((x) => x.common >= 2 && x.common >= Math.max(names.size, x.e.authors.length) * 0.6 && !byTitle.includes(x)).sort((a, b) => b.common - a.common).slice(0, 2);
      const best = [...byTitle, ...byAuthors];
      arxivSide++;
      emit({ side: 'arxiv', claim: c.edition, source: ed.source, ref: ed.ref, arxiv: r.id, arxiv_title: r.title, arxiv_authors: r.authors.slice(0, 6), text: r.text.slice(0, 200),
        candidates: best.map((x) => ({ entry: x.e.externalId, title: x.e.title, authors: x.e.authors.slice(0, 6), share: Number(x.share.toFixed(2)), common_surnames: x.common })) });
    }
  }
}
console.error(`lists-label-candidates: ${listSide} list-side pairs, ${arxivSide} arXiv-side claims (record × recorded list of the claimed edition)`);
