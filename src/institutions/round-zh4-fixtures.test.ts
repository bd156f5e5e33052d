import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { parenthesisedLegend } from './author-block.ts';
import { extractFile } from './extract.ts';

// Round zh4 (branch zh4): Chinese journal first pages with a Chinese and an English author / affiliation block, set with LibreOffice
// from text conversions in the search index (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round zh4 (design half): authors and author -> institution pairs', ['round-zh4/design'], {
  'word-jxaas-forage-pdf': '"Institute of Animal Husbandry and Vet of State-Owned First Pasture" names no host and reads as a unit: kept as nothing (say less)',
});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-zh4/design', dir, 'paper.pdf');
const zhNames = async (dir: string) => {
  const got = await extractFile(casePath(dir));
  return new Map(got.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions)).map((i) => [i.ror ?? i.name_en, i.name_zh]));
};

describe('a parenthesised numbered list whose item has parentheses of its own (round zh4 design, word-ccri-goafgas-pdf)', () => {
  it('"(Beijing)" inside item 1 does not close the list', () => {
    const list = '(1. School of Resource and Safety Engineering, China University of Mining and Technology (Beijing), Beijing 100083, China; 2. College\nof Natural Resource and Environmental Engineering, Shandong University of Science and Technology, Qingdao 266510, China)';
    expect(parenthesisedLegend(list)).toBe('⟦1⟧School of Resource and Safety Engineering, China University of Mining and Technology (Beijing), Beijing 100083, China\n⟦2⟧College of Natural Resource and Environmental Engineering, Shandong University of Science and Technology, Qingdao 266510, China');
  });
});

describe('organisations the registry lacks take the Chinese name their page prints (round zh4 design)', () => {
  it('a radio-astronomy institute, a company (its legal form and registration city dropped, as for every company), a city academy', async () => {
    expect((await zhNames('word-naoc-radioflux-pdf')).get('Nanjing Institute of Radio Astronomical Technology')).toBe('南京射电天文技术研究所');
    const idm = await zhNames('word-idm-cloudsat-pdf');
    expect([...idm].find(([k]) => /JinFeng/.test(k))?.[1]).toBe('金风慧能');
    expect((await zhNames('word-jxaas-forage-pdf')).get('Nanchang Academy of Agriculture Science')).toBe('南昌市农业科学院');
  });
});
