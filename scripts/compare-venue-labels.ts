// `node --import tsx scripts/compare-venue-labels.ts SECOND.jsonl [FIRST.jsonl...]`: inter-labeller agreement on
// venue labels. SECOND is a second labelling (records with `id`); the first labels are looked up by id in the FIRST
// files (default: every test/fixtures/venues/labeled-dev-N.jsonl). Scored as in eval:venues (src/venues/evaluate.ts):
// exact-record agreement (same entries, workshop names compared loosely), per-field agreement, and the eval's error
// kinds with the first label as gold; then each disagreeing record with both labels.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorKinds, FIELDS, readLabeled, sameEntries, type LabeledRecord } from '../src/venues/evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [secondFile, ...firstFiles] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!secondFile) { console.error('usage: compare-venue-labels SECOND.jsonl [FIRST.jsonl...]'); process.exit(2); }
if (!firstFiles.length) {
  const dir = path.join(root, 'test/fixtures/venues');
  for (const f of fs.readdirSync(dir)) if (/^labeled-dev-\d+\.jsonl$/.test(f)) firstFiles.push(path.join(dir, f));
}
const first = new Map<string, LabeledRecord & { file: string }>();
for (const f of firstFiles) for (const r of readLabeled(f)) first.set(r.id, { ...r, file: path.basename(f) });
const second = readLabeled(secondFile);
const show = (es: unknown[]) => (es.length ? es.map((e) => Object.values(e as object).join(' / ')).join(' ; ') : '[]');
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
let exact = 0;
const perField = Object.fromEntries(FIELDS.map((f) => [f, 0]));
const kinds: Record<string, number> = {};
const out: string[] = [];
for (const s of second) {
  const f = first.get(s.id);
  if (!f) { console.error(`no first label for ${s.id}`); process.exitCode = 1; continue; }
  const ks = errorKinds(f.venues, s.venues);
  if (!ks.length) exact++;
  for (const k of ks) kinds[k] = (kinds[k] ?? 0) + 1;
  for (const fl of FIELDS) if (sameEntries(f.venues, s.venues, [fl])) perField[fl]++;
  if (ks.length) out.push(`DIFF ${s.id} [${f.file}, part ${f.part ?? '-'}] (${ks.join(', ')})\n  comments:    ${JSON.stringify(s.comments)}\n  journal-ref: ${JSON.stringify(s.journal_ref)}\n  first:  ${show(f.venues)}\n  second: ${show(s.venues)}`);
}
const n = second.length;
console.log(out.join('\n'));
console.log(`\nrecords ${n}; exact-record agreement ${exact}/${n} = ${pct(exact, n)}`);
console.log(`per field: ${FIELDS.map((fl) => `${fl} ${perField[fl]}/${n} = ${pct(perField[fl], n)}`).join(', ')}`);
console.log(`disagreement kinds (records; first label as gold): ${Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, c]) => `${k} ${c}`).join(', ')}`);
