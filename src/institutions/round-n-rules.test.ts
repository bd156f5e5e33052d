import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES } from '../../test/helpers/affiliation-fixtures.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Rules of branch alatex4, each on a real arXiv LaTeXML HTML block of round n's design half (test/fixtures/affiliations/round-n/design).
const page = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-n/design', dir, 'index.html'), 'utf8');

describe('round n design rules (LaTeXML HTML)', () => {
  it('llncs: one institutetext note holding every institute after its own superscript; marks after the names; the correspondence line is no institute', () => {
    const got = htmlFrontMatter(page('latexml-spectacular-gsmove-html'));
    expect(got.map((a) => a.name)).toEqual(['Otto Seiskari', 'Jerry Ylilammi', 'Valtteri Kaatrasalo', 'Pekka Rantalankila', 'Matias Turkulainen', 'Juho Kannala', 'Esa Rahtu', 'Arno Solin']);
    expect(got[0].affiliations).toEqual(['Spectacular AI']);
    expect(got[4].affiliations).toEqual(['ETH Zurich', 'Aalto University']);
    expect(got[5].affiliations).toEqual(['Spectacular AI', 'Aalto University', 'University of Oulu']);
    expect(got[6].affiliations).toEqual(['Tampere University']);
    expect(got.flatMap((a) => a.affiliations).some((t) => /@|Corresponding/.test(t))).toBe(false);
  });

  it('a name broken over two source lines ("Juho\\nKannala") is one name; whole names on lines of their own stay apart', () => {
    const names = htmlFrontMatter(page('latexml-spectacular-gsmove-html')).map((a) => a.name);
    expect(names).toContain('Juho Kannala');
    expect(names).toContain('Arno Solin');
    expect(names).not.toContain('Juho');
  });
});

describe('round n design rules (resolver)', () => {
  it('"Tencent AI Lab, Bellevue, WA": the city is no record standing elsewhere (Bellevue Hospital Center, New York)', () => {
    expect(matchAffiliation('Tencent AI Lab, Bellevue, WA').map((r) => r.ror)).toEqual(['00hhjss72']);
  });
});
