// `npm run eval:venues [FILE...]`: venue detection scored on hand-labelled dev sets, each split into a design half
// (rules may be tuned on it) and a held-out half (only measured), by halfOf(id). Prints the misses, then per half:
// exact match, per field, false "accepted, main track", and the count of each error kind.
// Flags: --misses=design|held-out|all|none (default design: held-out misses are not for reading while tuning).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, FIELDS, halfOf, readLabeled, type EvalResult, type Half } from '../src/venues/evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const showMisses = (args.find((a) => a.startsWith('--misses='))?.slice(9) ?? 'design') as Half | 'all' | 'none';
const files = args.filter((a) => !a.startsWith('--'));
if (!files.length) files.push(path.resolve(root, '../shared/data/venues/labeled-dev.jsonl'));

const show = (es: unknown[]) => (es.length ? es.map((e) => Object.values(e as object).join(' / ')).join(' ; ') : '[]');
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

function summary(name: string, res: EvalResult): string {
  const errs = Object.entries(res.errors).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  return [
    `  ${name}: records ${res.records}, exact ${res.exact}/${res.records} = ${pct(res.exact, res.records)}`,
    `    per field: ${FIELDS.map((f) => `${f} ${pct(res.perField[f], res.records)}`).join(', ')}`,
    `    false "accepted, main track": ${res.falseAcceptedMain} (${pct(res.falseAcceptedMain, res.records)} of records)${res.falseAcceptedMain ? `; truth: ${Object.entries(res.falseMainByTruth).map(([k, n]) => `${k} ${n}`).join(', ')}` : ''}`,
    `    error kinds (records): ${errs}`,
  ].join('\n');
}

for (const file of files) {
  if (!fs.existsSync(file)) {
    console.error(`eval:venues: dev set not found: ${file} (expected ../shared/data/venues/labeled-dev.jsonl next to the repo, or pass a path)`);
    process.exitCode = 1;
    continue;
  }
  const all = readLabeled(file);
  const halves: Record<Half, typeof all> = { design: all.filter((r) => halfOf(r.id) === 'design'), 'held-out': all.filter((r) => halfOf(r.id) === 'held-out') };
  const results = { design: evaluate(halves.design), 'held-out': evaluate(halves['held-out']) };
  for (const half of ['design', 'held-out'] as const) {
    if (showMisses !== 'all' && showMisses !== half) continue;
    for (const m of results[half].misses) {
      console.log(`MISS [${half}] ${m.id} (${m.kinds.join(', ')})\n  comments:    ${JSON.stringify(m.comments)}\n  journal-ref: ${JSON.stringify(m.journal_ref)}\n  gold: ${show(m.gold)}\n  got:  ${show(m.got)}`);
    }
  }
  console.log(`\nfile: ${file} (split by sha256(id): even first byte = design half, odd = held-out half)`);
  console.log(summary('design half', results.design));
  console.log(summary('held-out half', results['held-out']));
  console.log(summary('both', evaluate(all)));
}
