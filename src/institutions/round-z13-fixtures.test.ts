import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { markSuperscripts } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z13 (branch z13): front matter of ICML, NeurIPS, *ACL, AAAI and CVPR papers written in the venues' kits
// (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round z13 (design half): authors and author -> institution pairs', ['round-z13/design']);

const casePath = (dir: string, file: string) => path.join(AFFILIATION_FIXTURES, 'round-z13/design', dir, file);
const affiliationsOf = async (file: string) => (await extractFile(file)).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.name_en))]);

describe('a superscript mark nested two groups deep is read (round z13 design, BiDM)', () => {
  it('the envelope macro inside \\textrm before the number leaves the number as the key', () => {
    expect(markSuperscripts(String.raw`Xianglong Liu$^{\textrm{\ensuremath{\boxtimes}}1}$, Yichen Bian$^{1}$`)).toBe('Xianglong Liu⟦1⟧, Yichen Bian⟦1⟧');
  });

  it('the corresponding author of the NeurIPS page keeps his university', async () => {
    const got = await affiliationsOf(casePath('neurips-buaa-bidm', 'front.tex'));
    expect(got.find((a) => a[0] === 'Xianglong Liu')).toEqual(['Xianglong Liu', ['Beihang University']]);
  });
});

describe('a university ROR holds only under its name and its own city is that record (round z13 design, Visual Contextual Attack)', () => {
  it('"Purdue University" is ROR\'s Purdue University West Lafayette, keeping the Chinese name the world-universities list gives', () => {
    const [r] = matchAffiliation('Purdue University');
    expect([r.ror, r.country, r.name_zh]).toEqual(['02dqehb95', 'US', '普渡大学']);
  });

  it('a system with several campuses so named names none of them', () => {
    const [r] = matchAffiliation('University of Illinois');
    expect(r?.ror ?? null).not.toBe('02mpq6x41');
  });
});
