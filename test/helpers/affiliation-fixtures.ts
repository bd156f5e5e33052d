import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFile } from '../../src/institutions/extract.ts';
import { withoutLegalForm } from '../../src/institutions/normalize.ts';

/** The hand-labelled affiliation fixtures (test/fixtures/affiliations; provenance in its PROVENANCE.md). */
export const AFFILIATION_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/affiliations');

/** A person's name as the fixtures compare it: accents, case, spaces and punctuation dropped. */
export const personKey = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

/** An organisation kept by name as the fixtures compare it: lower case, its legal form ("Co., Ltd.", "Inc.") dropped, a typographic
 *  apostrophe as the plain one (a PDF prints "Huai’an" where the LaTeX source has "Huai'an"). */
const orgKey = (s: string) => withoutLegalForm(s).toLowerCase().replace(/[’ʼ]/g, "'");

/** Author -> institution pairs (last nine characters of the ROR id, else the name as `orgKey` gives it) of an expected.json. */
export function expectedPairs(exp: any): string[] {
  const affs = new Map(exp.affiliations.map((a: any) => [a.id, a]));
  return [...new Set<string>(exp.authors.flatMap((a: any) => a.affiliation_ids.flatMap((id: string) => (affs.get(id) as any).institutions
    .map((i: any) => `${personKey(a.name)} @ ${i.ror_id ? i.ror_id.slice(-9) : orgKey(i.name)}`))))].sort();
}

/** The file a case is read from: the format's usual name, else the one expected.json names. */
function inputOf(exp: any): string {
  if (exp.format === 'pdf') return exp.files?.pdf ?? 'paper.pdf';
  if (exp.format === 'html') return exp.files?.html ?? 'index.html';
  return exp.files.tex ?? exp.files.pdf ?? exp.files.html;
}

/** One test per case folder under `roots` (paths inside AFFILIATION_FIXTURES) whose name `only` accepts: the authors in order,
 *  then the set of author -> institution pairs, each equal to expected.json. A case named in `knownGaps` must still fail
 *  (`it.fails` turns red once it is fixed, so the entry must then go). */
export function describeAffiliationCases(title: string, roots: string[], knownGaps: Record<string, string> = {}, only: (dir: string) => boolean = () => true): void {
  describe(title, () => {
    for (const [root, dir] of roots.map((r) => path.join(AFFILIATION_FIXTURES, r)).flatMap((r) => fs.readdirSync(r).sort().filter(only).map((d) => [r, d] as const))) {
      const gap = knownGaps[dir];
      (gap ? it.fails : it)(gap ? `${dir} (known gap: ${gap})` : dir, async () => {
        const exp = JSON.parse(fs.readFileSync(path.join(root, dir, 'expected.json'), 'utf8'));
        const got = await extractFile(path.join(root, dir, inputOf(exp)));
        expect(got.authors.map((a) => personKey(a.name))).toEqual(exp.authors.map((a: any) => personKey(a.name)));
        const pairs = got.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions.map((i) => `${personKey(a.name)} @ ${i.ror ?? orgKey(i.name_en)}`)));
        expect([...new Set(pairs)].sort()).toEqual(expectedPairs(exp));
      });
    }
  });
}
