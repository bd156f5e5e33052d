import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { latexToText } from './latex-text.ts';
import { matchAffiliation } from './match.ts';

// Round z11 (branch z11): real CVPR and ACL / EMNLP front matter set with the REAL cvpr.sty and acl.sty, each paper as its LaTeX and
// as its PDF (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round z11 (design half): authors and author -> institution pairs', ['round-z11/design']);

const casePath = (dir: string, file: string) => path.join(AFFILIATION_FIXTURES, 'round-z11/design', dir, file);
const affiliationsOf = async (file: string) => (await extractFile(file)).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.name_en))]);

describe('an escaped brace in LaTeX is a printed brace (round z11 design, FreeU and the L2-norm paper)', () => {
  it('the e-mail group "\\{a, b\\}@host" keeps its braces, so it is read as one group of addresses', () => {
    expect(latexToText(String.raw`{\tt\small \{chenyang.si, ziqi002, yuming002, ziwei.liu\}@ntu.edu.sg}`)).toBe('{chenyang.si, ziqi002, yuming002, ziwei.liu}@ntu.edu.sg');
  });

  it('no user name of an e-mail group becomes an organisation', async () => {
    const ntu = 'Nanyang Technological University';
    expect(await affiliationsOf(casePath('cvpr-ntu-freeu', 'front.tex'))).toEqual([['Chenyang Si', [ntu]], ['Ziqi Huang', [ntu]], ['Yuming Jiang', [ntu]], ['Ziwei Liu', [ntu]]]);
    const got = await affiliationsOf(casePath('acl-sapienza-l2norm', 'front.tex'));
    expect(got.find((a) => a[0] === 'Pasquale Minervini')?.[1]).toEqual(['University of Edinburgh', 'Miniml.AI']);
  });
});

describe('a line set under a row of names and lying over several of them is shared by the row (round z11 design, FreeU PDF)', () => {
  it('the CVF page with four names over one lab line gives each name the lab, and the line names no author', async () => {
    const ntu = 'Nanyang Technological University';
    expect(await affiliationsOf(casePath('cvpr-ntu-freeu-pdf', 'paper.pdf'))).toEqual([['Chenyang Si', [ntu]], ['Ziqi Huang', [ntu]], ['Yuming Jiang', [ntu]], ['Ziwei Liu', [ntu]]]);
  });
});

describe('China Mobile Research Institute (not in the ROR subset) is registry data (round z11 design, Layout Attention)', () => {
  it('is named, in China, with the Chinese name it uses', () => {
    const [r] = matchAffiliation('JIUTIAN Team, China Mobile Research Institute, Beijing, China');
    expect([r.id, r.name_zh, r.country]).toEqual(['x-cmri', '中国移动研究院', 'CN']);
  });
});

describe('an e-mail group inside an affiliation is no part of it (round z11 design, FreeU)', () => {
  it('"{a, b}@host" after the organisation leaves no user name as a unit', () => {
    const [r] = matchAffiliation('S-Lab, Nanyang Technological University, {chenyang.si, ziqi002, yuming002, ziwei.liu}@ntu.edu.sg');
    expect([r.name_en, r.unit_en]).toEqual(['Nanyang Technological University', 'S-Lab']);
  });
});

// Round z11b (IJCAI, the real kit style): the design half, and what its one miss taught.
describeAffiliationCases('round z11b (design half): authors and author -> institution pairs', ['round-z11b/design']);

describe('Input Output Global, a company known by its name in every country, crosses the border (round z11b design, IJCAI duality-gap page)', () => {
  it('"Input Output Global (IOG), Greece" is ROR\'s Input Output record (Singapore), as the hand-written aliases let brands cross', () => {
    expect(matchAffiliation('Input Output Global (IOG), Greece').map((r) => r.ror)).toEqual(['04abwvq32']);
  });
});
