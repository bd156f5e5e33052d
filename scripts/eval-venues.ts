// `npm run eval:venues [FILE[:held-out]...]`: venue detection scored on hand-labelled dev sets. With no files it scores
// the four dev sets: the first (../shared, split into a design half and a held-out half by halfOf(id)), the second
// (test/fixtures, split the same way; both halves were read while designing), the third (test/fixtures, scored as one
// set: first measured blind, then read while designing) and the fourth (test/fixtures, split by halfOf(id): the design
// half read while designing, the held-out half's misses not), the fifth to the nineteenth (test/fixtures, split the same way), the twentieth on (test/fixtures, every `labeled-dev-N.jsonl` there, split by source: each record's `part`, A = design, B = held-out). Prints the misses, then per set or half: exact match,
// per field, false "accepted, main track", and the count of each error kind.
// Flags: --misses=design|held-out|all|none (default design: held-out misses are not for reading while tuning).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, FIELDS, halfOfRecord, readLabeled, type EvalResult, type Half } from '../src/venues/evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const showMisses = (args.find((a) => a.startsWith('--misses='))?.slice(9) ?? 'design') as Half | 'all' | 'none';
const files = args.filter((a) => !a.startsWith('--'));
if (!files.length) {
  // every labelled set of the fixtures folder, in number order; the third is scored whole (see its PROVENANCE)
  const dir = path.resolve(root, 'test/fixtures/venues');
  const numbered = fs.readdirSync(dir).map((f) => /^labeled-dev-(\d+)\.jsonl$/.exec(f)).filter((m) => m !== null).sort((a, b) => Number(a[1]) - Number(b[1]));
  files.push(path.resolve(root, '../shared/data/venues/labeled-dev.jsonl'));
  for (const m of numbered) files.push(`${path.join(dir, m[0])}${m[1] === '3' ? ':held-out' : ''}`);
}

const show = (es: unknown[]) => (es.length ? es.map((e) => Object.values(e as object).join(' / ')).join(' ; ') : '[]');
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

function printMiss(where: string, m: EvalResult['misses'][number]): void {
  console.log(`MISS [${where}] ${m.id} (${m.kinds.join(', ')})\n  comments:    ${JSON.stringify(m.comments)}\n  journal-ref: ${JSON.stringify(m.journal_ref)}\n  gold: ${show(m.gold)}\n  got:  ${show(m.got)}`);
}

function summary(name: string, res: EvalResult): string {
  const errs = Object.entries(res.errors).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  return [
    `  ${name}: records ${res.records}, exact ${res.exact}/${res.records} = ${pct(res.exact, res.records)}`,
    `    per field: ${FIELDS.map((f) => `${f} ${pct(res.perField[f], res.records)}`).join(', ')}`,
    `    false "accepted, main track": ${res.falseAcceptedMain} (${pct(res.falseAcceptedMain, res.records)} of records)${res.falseAcceptedMain ? `; truth: ${Object.entries(res.falseMainByTruth).map(([k, n]) => `${k} ${n}`).join(', ')}` : ''}`,
    `    error kinds (records): ${errs}`,
  ].join('\n');
}

for (const arg of files) {
  const wholeHeldOut = arg.endsWith(':held-out');
  const file = wholeHeldOut ? arg.slice(0, -':held-out'.length) : arg;
  if (!fs.existsSync(file)) {
    console.error(`eval:venues: dev set not found: ${file} (expected ../shared/data/venues/labeled-dev.jsonl next to the repo, or pass a path)`);
    process.exitCode = 1;
    continue;
  }
  const all = readLabeled(file);
  if (wholeHeldOut) {
    const res = evaluate(all);
    if (showMisses === 'all' || showMisses === 'held-out') for (const m of res.misses) printMiss('held-out set', m);
    console.log(`\nfile: ${file} (scored as one set; what was read while designing: its PROVENANCE)`);
    console.log(summary('held-out set', res));
    continue;
  }
  const halves: Record<Half, typeof all> = { design: all.filter((r) => halfOfRecord(r) === 'design'), 'held-out': all.filter((r) => halfOfRecord(r) === 'held-out') };
  const results = { design: evaluate(halves.design), 'held-out': evaluate(halves['held-out']) };
  for (const half of ['design', 'held-out'] as const) {
    if (showMisses !== 'all' && showMisses !== half) continue;
    for (const m of results[half].misses) printMiss(half, m);
  }
  const split = all.some((r) => r.part) ? 'split by source: part A = design half, part B = held-out half' : 'split by sha256(id): even first byte = design half, odd = held-out half';
  console.log(`\nfile: ${file} (${split})`);
  console.log(summary('design half', results.design));
  console.log(summary('held-out half', results['held-out']));
  console.log(summary('both', evaluate(all)));
}
