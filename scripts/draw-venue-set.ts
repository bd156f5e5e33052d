// Draws an unselected venue set from the arXiv snapshot sample, as sets 54-57 were drawn (test/fixtures/venues/PROVENANCE.md):
// records whose id (without vN) is in no labelled set, split into venue-word records (a detector-independent filter: the
// words below, "@", a 4-digit year, or a broad list of venue acronyms, over comments + " " + journal-ref) and no-word
// records (non-blank comments), each group ordered by sha256(salt + id); the first `--words` and `--nowords` are written
// as JSON lines (id, comments, journal_ref, primary_category, part A/B by the id's sha256, group), to be labelled by hand.
// Reads the shared data set (../shared/data; says so when it is absent). Usage:
//   node --import tsx scripts/draw-venue-set.ts --salt set58: [--words 140] [--nowords 20] [--skip FILE] [--out FILE]
//     [--pool FILE]
// `--skip FILE` leaves a labelled file out of the exclusions (to reproduce a draw that file came from). `--pool FILE`
// draws from FILE (JSON lines in the snapshot's layout or the drawn layout: `journal_ref`, `primary_category`) instead of
// the snapshot, with the same exclusions, word filter and ordering (test/fixtures/venues/pool-2/PROVENANCE.md).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sharedDataDir } from './shared-data.ts';

const { values } = parseArgs({ options: {
  salt: { type: 'string' }, words: { type: 'string', default: '140' }, nowords: { type: 'string', default: '20' },
  skip: { type: 'string', multiple: true, default: [] }, out: { type: 'string' }, shared: { type: 'string' },
  pool: { type: 'string' },
} });
if (!values.salt) { console.error('draw-venue-set: --salt is required (e.g. --salt set58:)'); process.exit(2); }
const shared = sharedDataDir(values.shared ? ['--shared', values.shared] : [], 'arxiv/arxiv-snapshot-sample.jsonl');
const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/venues');
const skip = new Set(values.skip.map((f) => path.basename(f)));

const norm = (id: string) => id.replace(/v\d+$/, '');
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());

const excluded = new Set<string>();
const labelled = [path.join(shared, 'venues/labeled-dev.jsonl'),
  ...fs.readdirSync(fixtures).filter((f) => /^labeled-dev-\d+\.jsonl$/.test(f) && !skip.has(f)).map((f) => path.join(fixtures, f))];
for (const f of labelled) for (const l of lines(f)) excluded.add(norm((JSON.parse(l) as { id: string }).id));

const WORDS = /\b(accept\w*|appear\w*|publish\w*|submitted|submission|under review|in review|workshop|conference|symposium|proceedings|proc\.|journal|transactions|letters|track|camera[- ]?ready|oral|spotlight|poster|findings)\b|@|\b(19|20)\d\d\b/i;
const ACRONYMS = ('ICML NeurIPS NIPS ICLR CVPR ICCV ECCV ACL EMNLP NAACL EACL AACL COLING LREC AAAI IJCAI KDD WWW SIGIR WSDM CIKM RecSys ' +
  'MICCAI ISBI WACV BMVC ACCV 3DV ICRA IROS CoRL RSS ICASSP Interspeech SIGGRAPH ICME AISTATS UAI COLT TMLR JMLR TPAMI IJCV TIP ECAI ' +
  'ICDM SDM ICDE VLDB SIGMOD CHI UIST ICSE FSE ASE USENIX CCS NDSS MLSys ICPR ICIP ECIR COLM CoNLL SemEval').split(' ');
const ACRONYM = new RegExp(`\\b(${ACRONYMS.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}|ACM MM)\\b`);

type Rec = { id: string; comments: string | null; 'journal-ref': string | null; categories: string | null };
type PoolRec = Partial<Rec> & { id: string; journal_ref?: string | null; primary_category?: string | null };
// A pool line in the drawn layout is read as a snapshot record (only the fields the draw uses).
const asRec = (p: PoolRec): Rec => ({ id: p.id, comments: p.comments ?? null,
  'journal-ref': p['journal-ref'] ?? p.journal_ref ?? null, categories: p.categories ?? p.primary_category ?? null });
const word: Rec[] = [];
const noword: Rec[] = [];
const source = values.pool ? path.resolve(values.pool) : path.join(shared, 'arxiv/arxiv-snapshot-sample.jsonl');
for (const l of lines(source)) {
  const r = asRec(JSON.parse(l) as PoolRec);
  if (excluded.has(norm(r.id))) continue;
  const t = `${r.comments ?? ''} ${r['journal-ref'] ?? ''}`;
  if (WORDS.test(t) || ACRONYM.test(t)) word.push(r);
  else if (r.comments?.trim()) noword.push(r);
}
const order = (a: Rec, b: Rec) => { const x = sha(values.salt + a.id), y = sha(values.salt + b.id); return x < y ? -1 : x > y ? 1 : 0; };
word.sort(order);
noword.sort(order);
const row = (r: Rec, group: string) => JSON.stringify({ id: r.id, comments: r.comments, journal_ref: r['journal-ref'],
  primary_category: (r.categories ?? '').split(' ')[0] || null, part: '01234567'.includes(sha(r.id)[0]) ? 'A' : 'B', group });
const out = [...word.slice(0, Number(values.words)).map((r) => row(r, 'word')), ...noword.slice(0, Number(values.nowords)).map((r) => row(r, 'noword'))];
console.error(`draw-venue-set: ${excluded.size} labelled ids excluded, ${word.length} venue-word and ${noword.length} no-word records; ${out.length} drawn`);
if (values.out) fs.writeFileSync(values.out, `${out.join('\n')}\n`);
else process.stdout.write(`${out.join('\n')}\n`);
