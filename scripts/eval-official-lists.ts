// npm run eval:lists [-- --data ../shared/data] [-- --db sqlite|postgres] [-- --show-held-out]
// --show-held-out prints the held-out part's errors too: only for auditing once the matcher is final.
// Measures list matching (the product's refreshList + matchList) on the recorded official lists (DEV:official-lists: whole
// PMLR volumes UAI/COLT 2024–25, CoRL 2024, the ICML 2024 / 2025 subsets, ACL/NAACL 2024 + Findings + 3 workshops, the
// icml.cc 2024 download) and on the papercopilot ICML 2024 / 2025 accepted lists (DEV:lists, not official sources), against
// the shared arXiv sample (28,248 real records, imported with the real pipeline so comments give venue claims).
// Prints, per edition: entries, matched, ambiguous, list-only and our own time; then precision and recall per source
// against the hand labels in data/eval/official-lists/labels.jsonl (how they were made: PROVENANCE.md beside them):
// Scores are given per source, per source and edition, and per part (design: official sources + papercopilot ICML 2024;
// held-out: papercopilot ICML 2025, whose errors are only counted, never printed).
//   recall    = labelled twins matched to their arXiv record / labelled twins;
//   precision = matches to the labelled arXiv record / matches of labelled entries (a match of an entry labelled "no twin",
//               or to another record, is a false positive). Matches of entries without a label are listed: label them.
// No network: everything is read from files. Says so and stops when the shared data is absent.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFile } from '../src/arxiv/import.ts';
import { recordedEditions } from './official-lists-data.ts';
import { readList } from '../src/venues/lists/parse-list.ts';
import { matchList } from '../src/venues/lists/match-list.ts';
import { refreshList } from '../src/venues/lists/refresh-list.ts';
import { freshStore } from '../bench/fresh-store.ts';

const { values } = parseArgs({ options: { data: { type: 'string', default: path.resolve(import.meta.dirname, '../../shared/data') }, db: { type: 'string', default: 'sqlite' }, 'show-held-out': { type: 'boolean', default: false } } });
const OL = path.join(values.data!, 'official-lists');
const SAMPLE = path.join(values.data!, 'arxiv/arxiv-snapshot-sample.jsonl');
const LABELS = path.resolve(import.meta.dirname, '../data/eval/official-lists/labels.jsonl');
if (!fs.existsSync(OL) || !fs.existsSync(SAMPLE)) {
  console.error(`eval-official-lists: shared data not found (${OL}, ${SAMPLE}); pass --data <dir of shared/data>. Nothing measured.`);
  process.exit(2);
}

/** One hand label: an entry of a list (by the source's id) and its arXiv twin in the sample, or null for none. */
interface Label { set: string; source: string; list: string; edition: string; entry: string; truth: string | null; note: string | null }
const labels = fs.readFileSync(LABELS, 'utf8').split('\n').filter(Boolean).map((l, i) => {
  try { return JSON.parse(l) as Label; } catch (err) { throw new Error(`${LABELS}:${i + 1}: not JSON (${(err as Error).message})`); }
});
const labelOf = new Map(labels.map((l) => [`${l.source}|${l.edition}|${l.entry}`, l]));

/**
 * The design / held-out split (issue 16, near-title matching): the matcher is designed on the official sources and the
 * papercopilot ICML 2024 list; the papercopilot ICML 2025 list is held out (its errors are not printed, only counted).
 */
const partOf = (source: string, edition: string): 'design' | 'held-out' => (source === 'papercopilot' && edition === 'icml-2025' ? 'held-out' : 'design');

const EDITIONS = [
  ...recordedEditions(OL),
  ...[['icml2024.json', 2024], ['icml2025.json', 2025]].map(([file, year]) => ({
    venue: 'ICML', year: year as number, source: 'papercopilot', ref: file as string, entries: () => readList(path.join(values.data!, 'lists', file as string)),
  })),
];

const { store, drop } = await freshStore(values.db!);
try {
  const t0 = Date.now();
  await importFile(store, SAMPLE, { index: false });
  console.error(`imported the arXiv sample in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const rows: Record<string, unknown>[] = [];
  const score = new Map<string, { labelled: number; twins: number; matched: number; tp: number; fp: number; fn: number }>();
  const unlabelled: Record<string, unknown>[] = [];
  const errors: Record<string, unknown>[] = [];
  for (const ed of EDITIONS) {
    const t1 = Date.now();
    const entries = ed.entries();
    const parsed = Date.now() - t1;
    const r = await refreshList(store, { venue: ed.venue, year: ed.year, file: `${ed.source}:${ed.ref}`, format: ed.source, source: ed.source, sourceRef: ed.ref, sourceUrl: null }, entries);
    const c = await matchList(store, r.listId);
    rows.push({ edition: `${ed.venue} ${ed.year}`, source: `${ed.source} ${ed.ref}`, entries: entries.length, matched: c.matched, ambiguous: c.ambiguous, list_only: c.unmatched, parse_ms: parsed, total_ms: Date.now() - t1 });
    const stored = await store.db.selectFrom('list_entries').select(['title', 'external_id', 'match_state', 'paper_id', 'edition']).where('list_id', '=', r.listId).execute();
    const bucket = (k: string) => score.get(k) ?? score.set(k, { labelled: 0, twins: 0, matched: 0, tp: 0, fp: 0, fn: 0 }).get(k)!;
    for (const e of stored) {
      const label = labelOf.get(`${ed.source}|${e.edition}|${e.external_id}`);
      if (!label) {
        if (e.paper_id) unlabelled.push(partOf(ed.source, e.edition) === 'design' || values['show-held-out'] ? { source: ed.source, edition: e.edition, entry: e.external_id, arxiv: e.paper_id, title: e.title.slice(0, 70) } : { source: ed.source, edition: e.edition, entry: '(held-out: not shown)' });
        continue;
      }
      const part = partOf(ed.source, e.edition);
      // Errors of the held-out part are counted, not printed: reading them would turn it into design data.
      const show = part === 'design' || values['show-held-out'];
      for (const s of [bucket(ed.source), bucket(`${ed.source} ${e.edition}`), bucket(`part:${part}`)]) {
        s.labelled++;
        if (label.truth) s.twins++;
        if (e.paper_id) s.matched++;
        if (e.paper_id && e.paper_id === label.truth) s.tp++;
        else if (e.paper_id) s.fp++;
        if (label.truth && e.paper_id !== label.truth) s.fn++;
      }
      if (!show) continue;
      if (e.paper_id && e.paper_id !== label.truth) errors.push({ kind: 'FP', source: ed.source, edition: e.edition, entry: label.entry, matched: e.paper_id, truth: label.truth, title: e.title.slice(0, 60) });
      if (label.truth && e.paper_id !== label.truth) errors.push({ kind: 'FN', source: ed.source, edition: e.edition, entry: label.entry, state: e.match_state, truth: label.truth, title: e.title.slice(0, 60) });
    }
  }
  console.table(rows);
  const bySource = [...score].map(([source, s]) => ({ source, ...s, precision: s.tp + s.fp ? Number((s.tp / (s.tp + s.fp)).toFixed(4)) : null, recall: s.twins ? Number((s.tp / s.twins).toFixed(4)) : null }));
  console.table(bySource);
  if (errors.length) console.table(errors);
  if (unlabelled.length) { console.log(`${unlabelled.length} matches of entries without a label (label them in ${LABELS}):`); console.table(unlabelled); }
  const official = bySource.filter((s) => !s.source.includes(' ') && !s.source.startsWith('part:') && s.source !== 'papercopilot').reduce((a, s) => ({ tp: a.tp + s.tp, fp: a.fp + s.fp, twins: a.twins + s.twins, labelled: a.labelled + s.labelled }), { tp: 0, fp: 0, twins: 0, labelled: 0 });
  console.log(JSON.stringify({
    labels: labels.length, official: { ...official, precision: official.tp + official.fp ? official.tp / (official.tp + official.fp) : null, recall: official.twins ? official.tp / official.twins : null },
    by_part: Object.fromEntries(bySource.filter((s) => s.source.startsWith('part:')).map((s) => [s.source.slice(5), { labelled: s.labelled, twins: s.twins, tp: s.tp, fp: s.fp, fn: s.fn, precision: s.precision, recall: s.recall }])),
    by_source: Object.fromEntries(bySource.filter((s) => !s.source.startsWith('part:')).map((s) => [s.source, { labelled: s.labelled, twins: s.twins, matched: s.matched, tp: s.tp, fp: s.fp, fn: s.fn, precision: s.precision, recall: s.recall }])),
    unlabelled_matches: unlabelled.length,
  }));
} finally {
  await drop();
}
