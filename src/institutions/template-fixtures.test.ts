import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFile } from './extract.ts';

// Real author blocks of each template, hand-labelled (test/fixtures/affiliations/PROVENANCE.md). Only the design half is
// tested here; the held-out half is scored by `npm run eval:affiliations` and never used to tune the code.
const root = path.resolve(import.meta.dirname, '../../test/fixtures/affiliations/design');
const person = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

/** Author -> institution pairs (ROR id, else the lower-case name) of an expected.json. */
function expectedPairs(exp: any): string[] {
  const affs = new Map(exp.affiliations.map((a: any) => [a.id, a]));
  return [...new Set<string>(exp.authors.flatMap((a: any) => a.affiliation_ids.flatMap((id: string) => (affs.get(id) as any).institutions
    .map((i: any) => `${person(a.name)} @ ${i.ror_id ? i.ror_id.slice(-9) : i.name.toLowerCase()}`))))].sort();
}

/** Known gaps, each still failing (vitest `it.fails` turns green into red once fixed, so the entry must then go). */
const KNOWN_GAPS: Record<string, string> = {};

describe('template fixtures (design half): authors and author -> institution pairs', () => {
  for (const dir of fs.readdirSync(root).sort()) {
    (KNOWN_GAPS[dir] ? it.fails : it)(KNOWN_GAPS[dir] ? `${dir} (known gap: ${KNOWN_GAPS[dir]})` : dir, async () => {
      const exp = JSON.parse(fs.readFileSync(path.join(root, dir, 'expected.json'), 'utf8'));
      const got = await extractFile(path.join(root, dir, exp.files.tex ?? exp.files.pdf ?? exp.files.html));
      expect(got.authors.map((a) => person(a.name))).toEqual(exp.authors.map((a: any) => person(a.name)));
      const pairs = got.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions.map((i) => `${person(a.name)} @ ${i.ror ?? i.name_en.toLowerCase()}`)));
      expect([...new Set(pairs)].sort()).toEqual(expectedPairs(exp));
    });
  }
});
