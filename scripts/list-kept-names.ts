// Lists every labelled organisation kept by name (ror_id null and no registry key names it) in test/fixtures/affiliations and the
// shared papers, and whether the extractor keeps it: per case, the label's affiliation text, what matchAffiliation gives for that text
// alone, and the texts the extractor read that carry the organisation's first word, with what each resolved to. One JSON line per
// labelled organisation, then a summary line. Round zkeep (docs/affiliations.md).
// Usage: PAPERBOARD_SHARED_DATA=/work/shared/data node --import tsx scripts/list-kept-names.ts > out.jsonl
import fs from 'node:fs';
import path from 'node:path';
import { extractFile } from '../src/institutions/extract.ts';
import { matchAffiliation } from '../src/institutions/match.ts';
import { loadRegistry } from '../src/institutions/registry.ts';
import { normalizeName, splitParenthetical, withoutLegalForm } from '../src/institutions/normalize.ts';
import { expectedDirs, inputFile } from './affiliation-cases.ts';
const reg = loadRegistry();
const instKey = (name: string) => normalizeName(withoutLegalForm(splitParenthetical(name).base));
const sameOrg = (a: string, b: string) => instKey(a) === instKey(b) || normalizeName(withoutLegalForm(a)) === normalizeName(withoutLegalForm(b));
const known = (n: string) => [n, withoutLegalForm(n), splitParenthetical(n).base].some((k) => (reg.byKey.get(normalizeName(k)) ?? []).some((h) => !h.unit_en));
const roots = [path.join(import.meta.dirname, '../test/fixtures/affiliations'), path.join(process.env.PAPERBOARD_SHARED_DATA ?? path.join(import.meta.dirname, '../../shared/data'), 'papers')].filter((r) => fs.existsSync(r));
let labelled = 0, keptNow = 0;
for (const root of roots) for (const dir of expectedDirs(root)) {
  const exp = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8'));
  const rows: any[] = [];
  for (const a of exp.affiliations) for (const i of a.institutions) if (i.name && !i.ror_id && !known(i.name)) rows.push({ a, i });
  if (!rows.length) continue;
  const file = inputFile(dir, exp);
  if (!file) continue;
  let got: any = { authors: [] };
  try { got = await extractFile(file); } catch {}
  const gotAll = got.authors.flatMap((x: any) => x.affiliations.flatMap((f: any) => f.institutions.map((r: any) => ({ text: f.text, r }))));
  for (const { a, i } of rows) {
    const hit = gotAll.find((g: any) => sameOrg(i.name, g.r.name_en));
    const alone = matchAffiliation(a.text).map((r) => `${r.name_en}${r.ror ? '' : r.id ? ' [reg]' : ' [kept]'}|${r.country}`);
    // the texts the extractor read that carry the organisation's first word
    const w = i.name.split(/\s+/)[0].toLowerCase();
    const read = [...new Set(got.authors.flatMap((x: any) => x.affiliations.map((f: any) => f.text)).filter((t: string) => t.toLowerCase().includes(w)))];
    const readAs = read.map((t) => `${t} => ${gotAll.filter((g: any) => g.text === t).map((g: any) => g.r.name_en + (g.r.id ? '' : ' [kept]')).join('; ') || '(nothing)'}`);
    labelled++;
    if (hit) keptNow++;
    console.log(JSON.stringify({ case: path.relative(root, dir), root: path.basename(root), format: exp.format, label: i.name, country: i.country_code, text: a.text, kept: !!hit, keptCountry: hit?.r.country ?? null, alone, read: readAs }));
  }
}
console.log(JSON.stringify({ summary: 'kept-by-name organisations', labelled, kept: keptNow, dropped: labelled - keptNow }));
