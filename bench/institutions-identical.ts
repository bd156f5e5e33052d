// Checks that this checkout's matchAffiliation gives output identical to that of another commit (a speed change must not
// change a single match): every affiliation string of test/fixtures/affiliations/**/expected.json and of the shared data's
// papers (../shared/data/papers, when present), each also with three seeded misspellings (one letter of a word of six letters
// or more replaced, dropped, or swapped with the next, so the fuzzy look-up runs cold), read with no hints and with
// paper countries; outputs compared as JSON. `--base=REV`: the commit to compare with (default: git merge-base HEAD main),
// extracted with git archive (src and data) into a temporary folder; `--compare=DIR`: another checkout instead. Prints the
// number of inputs and of differences (the first few shown) and exits 1 on any difference.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchAffiliation, type MatchHints } from '../src/institutions/match.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { arg, baseRev, checkoutOf, repo } from './venues-base.ts';

const compareDir = arg('compare') ?? checkoutOf(baseRev(), 'institutions', ['src', 'data'], 'src/institutions/match.ts');
const other = ((await import(pathToFileURL(path.resolve(compareDir, 'src/institutions/match.ts')).href)) as { matchAffiliation: typeof matchAffiliation }).matchAffiliation;

/** The affiliation texts of every expected.json under `dir`. */
function textsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('expected.json')).sort();
  return files.flatMap((f) => ((JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).affiliations ?? []) as { text?: string }[])
    .map((a) => a.text).filter((t): t is string => typeof t === 'string'));
}
const written = [...new Set([...textsUnder(path.join(repo, 'test/fixtures/affiliations')), ...textsUnder(sharedDataDir([], 'papers'))])];

/** Deterministic LCG: the misspellings are the same on every run. */
let seed = 2718;
const rand = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 2 ** 32; };
const misspelt: string[] = [];
for (const t of written) {
  const words = [...t.matchAll(/\p{L}{6,}/gu)];
  if (!words.length) continue;
  for (const edit of ['replace', 'drop', 'swap']) {
    const w = words[Math.floor(rand() * words.length)];
    const at = w.index! + 1 + Math.floor(rand() * (w[0].length - 2));
    const letter = String.fromCharCode(97 + Math.floor(rand() * 26));
    misspelt.push(edit === 'replace' ? `${t.slice(0, at)}${letter}${t.slice(at + 1)}` : edit === 'drop' ? `${t.slice(0, at)}${t.slice(at + 1)}`
      : `${t.slice(0, at)}${t[at + 1]}${t[at]}${t.slice(at + 2)}`);
  }
}
const hints: [string, MatchHints][] = [['no hints', {}], ['paper countries US, CN', { paperCountries: new Set(['US', 'CN']) }]];
const inputs = [...written.map((t) => ({ from: 'written', t })), ...misspelt.map((t) => ({ from: 'misspelt', t }))];

let diffs = 0;
let compared = 0;
let matched = 0;
for (const [label, h] of hints) {
  for (const { from, t } of inputs) {
    const a = JSON.stringify(matchAffiliation(t, h));
    const b = JSON.stringify(other(t, h));
    compared++;
    matched += a.includes('"id":"') ? 1 : 0;
    if (a === b) continue;
    if (++diffs <= Number(process.env.DIFFS ?? 10)) console.log(`DIFF ${from} (${label}) ${JSON.stringify(t)}\n  this: ${a}\n  ${compareDir}: ${b}`);
  }
}
console.log(JSON.stringify({ check: 'institutions-identical', compare: compareDir, written: written.length, misspelt: misspelt.length,
  compared, with_a_record: matched, differences: diffs }));
process.exit(diffs ? 1 : 0);
