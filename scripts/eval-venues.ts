// `npm run eval:venues [FILE]`: exact-match accuracy of venue detection on the hand-labelled dev set, and its misses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, FIELDS, readLabeled } from '../src/venues/evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] ?? path.resolve(root, '../shared/data/venues/labeled-dev.jsonl');
const res = evaluate(readLabeled(file));
const pct = (n: number) => `${((100 * n) / res.records).toFixed(1)}%`;
const show = (es: unknown[]) => (es.length ? es.map((e) => Object.values(e as object).join(' / ')).join(' ; ') : '[]');
for (const m of res.misses) {
  console.log(`MISS ${m.id}\n  comments:    ${JSON.stringify(m.comments)}\n  journal-ref: ${JSON.stringify(m.journal_ref)}\n  gold: ${show(m.gold)}\n  got:  ${show(m.got)}`);
}
console.log(`\nfile: ${file}`);
console.log(`records: ${res.records}  exact match per record: ${res.exact}/${res.records} = ${pct(res.exact)}`);
console.log(`per field: ${FIELDS.map((f) => `${f} ${pct(res.perField[f])}`).join(', ')}`);
console.log(`false "accepted, main track" on records whose label has none: ${res.falseAcceptedMain}`);
