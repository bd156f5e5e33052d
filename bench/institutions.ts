// Prints {"bench":"institutions","strings_per_s":X}: affiliation strings matched per second, fuzzy matching on (registry loaded and its
// derived tables built once, outside the timing).
import fs from 'node:fs';
import path from 'node:path';
import { matchAffiliation } from '../src/institutions/match.ts';
import { loadRegistry } from '../src/institutions/registry.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';

const root = path.join(sharedDataDir([], 'papers'), 'papers');
const texts: string[] = [];
for (const f of fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('expected.json'))) {
  for (const a of JSON.parse(fs.readFileSync(path.join(root, f), 'utf8')).affiliations) texts.push(a.text);
}
texts.push('Department of Computer Science and Engineering, Shanghai Jiao Tong University', "Huawei Noah's Ark Lab, Paris, France",
  'School of Data Science, The Chinese University of Hong Kong, Shenzhen, China', 'Some Unknown Startup Inc., Berlin, Germany');
const reg = loadRegistry();
// Warm-up outside the timing: builds the registry's derived tables (fuzzy token index, city names) once, as a server does at start.
matchAffiliation('Univeristy of Nowhere, Nowhereville', {}, reg);
const n = 20000;
const t0 = performance.now();
for (let i = 0; i < n; i++) matchAffiliation(texts[i % texts.length], {}, reg);
const s = (performance.now() - t0) / 1000;
console.log(JSON.stringify({ bench: 'institutions', strings_per_s: Math.round(n / s), strings: n, distinct: texts.length }));
