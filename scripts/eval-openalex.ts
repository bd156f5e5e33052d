// How far our side of the OpenAlex cross-check agrees with OpenAlex on the recorded works in ../shared/data/openalex
// (or the folder given): for every authorship's raw affiliation string, does our matcher (matchAffiliation) find the
// ROR ids OpenAlex linked to it? And does the cross-check's own reading of the work (authorshipAffiliations) keep every
// ROR id OpenAlex gives? Prints counts; a small sample (the recorded works), so read the numbers as a smoke measure.
// Usage: node --import tsx scripts/eval-openalex.ts [DATA_DIR]
import fs from 'node:fs';
import path from 'node:path';
import { matchAffiliation } from '../src/institutions/match.ts';
import { parseWork } from '../src/institutions/openalex-work.ts';
import { authorshipAffiliations } from '../src/institutions/openalex-authors.ts';

const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
const root = path.resolve(arg ?? path.join(import.meta.dirname, '../../shared/data/openalex'));
if (!fs.existsSync(root)) {
  console.error(`eval:openalex: ${root} is absent — give the folder of recorded OpenAlex responses (../shared/data/openalex) as the argument`);
  process.exit(2);
}
const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && /^W.*\.json$/.test(d.name)).map((d) => path.join(d.parentPath, d.name)).sort();
const ror = (s: string | null | undefined) => (s ? s.replace(/^https?:\/\/ror\.org\//i, '').toLowerCase() : null);

let strings = 0;
let oaPairs = 0;
let found = 0;
let extra = 0;
let kept = 0;
let oaAll = 0;
const misses: string[] = [];
for (const f of files) {
  const w = parseWork(JSON.parse(fs.readFileSync(f, 'utf8')), f);
  for (const a of w.authorships) {
    const byId = new Map((a.institutions ?? []).map((i) => [i.id ?? '', ror(i.ror)]));
    const linked = a.affiliations?.length ? a.affiliations.map((l) => ({ text: l.raw_affiliation_string, rors: (l.institution_ids ?? []).map((id) => byId.get(id)).filter((x): x is string => Boolean(x)) }))
      : (a.raw_affiliation_strings ?? []).length === 1 ? [{ text: a.raw_affiliation_strings![0], rors: [...byId.values()].filter((x): x is string => Boolean(x)) }] : [];
    for (const l of linked) {
      strings++;
      const ours = new Set(matchAffiliation(l.text).map((r) => r.ror).filter(Boolean));
      for (const r of l.rors) { oaPairs++; if (ours.has(r)) found++; else misses.push(`${path.basename(f)}: "${l.text}" → OpenAlex ${r}, ours ${[...ours].join(',') || 'none'}`); }
      extra += [...ours].filter((r) => !l.rors.includes(r!)).length;
    }
    const mine = new Set(authorshipAffiliations(a).flatMap((x) => x.institutions.map((i) => i.ror)));
    for (const r of byId.values()) if (r) { oaAll++; if (mine.has(r)) kept++; }
  }
}
console.log(`works: ${files.length} (${root})`);
console.log(`raw affiliation strings with OpenAlex-linked institutions: ${strings}`);
console.log(`our matcher finds OpenAlex's ROR id: ${found}/${oaPairs}; ROR ids ours only: ${extra}`);
console.log(`cross-check reading keeps OpenAlex's ROR ids: ${kept}/${oaAll}`);
if (process.argv.includes('--misses')) for (const m of misses) console.log(`  miss: ${m}`);
