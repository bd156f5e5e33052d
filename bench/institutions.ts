// Prints {"bench":"institutions","strings_per_s":X,"distinct_strings_per_s":Y,…}: affiliation strings matched per second, fuzzy
// matching on (registry loaded and its derived tables built once, outside the timing). X cycles the dev papers' affiliation texts
// (repeats hit the fuzzy lookup's memo, as the same organisations recur across papers); Y matches as many strings that are all
// different (each a dev text with one letter of one long word changed, a seeded pseudo-random misspelling), so every fuzzy lookup
// is computed cold. Rates per wall-clock second and per CPU second of this process (user + system: what the code costs when other
// jobs share the cores) are both printed, with the load average beside them.
import fs from 'node:fs';
import os from 'node:os';
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
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < n; i++) matchAffiliation(texts[i % texts.length], {}, reg);
const s = (performance.now() - t0) / 1000;
const cpu = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
const cs = cpu(process.cpuUsage(c0));

/** Deterministic LCG so the misspelt set is the same on every run. */
let seed = 12345;
const rand = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 2 ** 32; };
const misspelt = new Set<string>();
while (misspelt.size < n) {
  const t = texts[Math.floor(rand() * texts.length)];
  const words = [...t.matchAll(/\p{L}{6,}/gu)];
  if (!words.length) continue;
  const w = words[Math.floor(rand() * words.length)];
  const at = w.index! + 1 + Math.floor(rand() * (w[0].length - 2));
  misspelt.add(`${t.slice(0, at)}${String.fromCharCode(97 + Math.floor(rand() * 26))}${t.slice(at + 1)}`);
}
const cold = [...misspelt];
const c1 = process.cpuUsage();
const t1 = performance.now();
for (const t of cold) matchAffiliation(t, {}, reg);
const s1 = (performance.now() - t1) / 1000;
const cs1 = cpu(process.cpuUsage(c1));
console.log(JSON.stringify({ bench: 'institutions', strings_per_s: Math.round(n / s), strings: n, distinct: texts.length,
  distinct_strings_per_s: Math.round(cold.length / s1), distinct_strings: cold.length,
  per_cpu_s: Math.round(n / cs), distinct_per_cpu_s: Math.round(cold.length / cs1), loadavg_1m: +os.loadavg()[0].toFixed(2) }));
