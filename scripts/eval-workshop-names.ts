// `node --import tsx scripts/eval-workshop-names.ts [--show=design] [FILE...]`: the workshop-name figures of round
// vworkshop (docs/venues.md). Over every labelled dev file of test/fixtures/venues (or the files given), per half (the
// eval's split, halfOfRecord), counts the records with a `workshop` error, a `track` error, and a false "accepted, main
// track" whose truth is a workshop, and the union of the three. `--show=design` prints the design half's cases (never
// the held-out half's: those are read only as figures).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, falseMainTruth, halfOfRecord, readLabeled, type Half } from '../src/venues/evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const show = args.includes('--show=design');
let files = args.filter((a) => !a.startsWith('--'));
if (!files.length) {
  const dir = path.join(root, 'test/fixtures/venues');
  files = fs.readdirSync(dir).filter((f) => /^labeled-dev(?:-\d+)?\.jsonl$/.test(f)).sort().map((f) => path.join(dir, f));
}

type Count = { records: number; workshop: number; track: number; falseMainWorkshop: number; any: number; falseMain: number; exact: number };
const zero = (): Count => ({ records: 0, workshop: 0, track: 0, falseMainWorkshop: 0, any: 0, falseMain: 0, exact: 0 });
const counts: Record<Half, Count> = { design: zero(), 'held-out': zero() };
const show1 = (es: unknown[]) => JSON.stringify(es.map((e) => Object.values(e as object).join(' / ')));

for (const file of files) {
  const all = readLabeled(file);
  for (const half of ['design', 'held-out'] as const) {
    const res = evaluate(all.filter((r) => halfOfRecord(r) === half));
    const c = counts[half];
    c.records += res.records;
    c.exact += res.exact;
    c.falseMain += res.falseAcceptedMain;
    for (const m of res.misses) {
      const w = m.kinds.includes('workshop');
      const t = m.kinds.includes('track');
      const fm = falseMainTruth(m.gold, m.got) === 'workshop';
      if (w) c.workshop++;
      if (t) c.track++;
      if (fm) c.falseMainWorkshop++;
      if (!(w || t || fm)) continue;
      c.any++;
      if (show && half === 'design') {
        console.log(`CASE ${path.basename(file)} ${m.id} (${m.kinds.join(', ')})\n  comments: ${JSON.stringify(m.comments)}\n  journal-ref: ${JSON.stringify(m.journal_ref)}\n  gold: ${show1(m.gold)}\n  got:  ${show1(m.got)}`);
      }
    }
  }
}
console.log(`\nfiles ${files.length}`);
console.log('| half | records | exact | workshop error | track error | false main, truth workshop | any of the three | false main (all) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const half of ['design', 'held-out'] as const) {
  const c = counts[half];
  console.log(`| ${half} | ${c.records} | ${c.exact} | ${c.workshop} | ${c.track} | ${c.falseMainWorkshop} | ${c.any} | ${c.falseMain} |`);
}
