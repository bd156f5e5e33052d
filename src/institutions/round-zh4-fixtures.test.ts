import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { numberedLegend, parenthesisedLegend } from './author-block.ts';
import { pageZhPairs } from './page-zh-names.ts';
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

// Round zh4's held-out half: scored blind (pairs 0.609), then its misses read by branch z18 — read material from here on.
describeAffiliationCases('round zh4 (held-out half, read after its blind figure): authors and author -> institution pairs', ['round-zh4/heldout'], {
  'word-caas-lysine-pdf': 'a CAAS institute the registry lacks is kept by name as an institution of its own (the convention of rounds z6 / z12 / t for academy institutes), where this round labels the academy',
});

describe('an unparenthesised numbered list, two items on one line (round zh4 held-out, word-dadi-kband-pdf)', () => {
  it('the numbers 1, 2, 3 in order cut the lines into legend lines, the wrapped line joined', () => {
    const block = 'LI Shuangli⟦1⟧, XIAN Yongshuai⟦2⟧, WANG Yuran⟦3⟧\n1. Beijing Dadi Hongtu Surveying Technology Co., Ltd., Beijing 100020, China  2. Zhengfu Xinan (Beijing) Technology Co., Ltd.,\nBeijing 102600, China\n3. Xinjiang University of Science and Technology, Korla 841000, China';
    expect(numberedLegend(block).split('\n')).toEqual([
      'LI Shuangli⟦1⟧, XIAN Yongshuai⟦2⟧, WANG Yuran⟦3⟧',
      '⟦1⟧Beijing Dadi Hongtu Surveying Technology Co., Ltd., Beijing 100020, China',
      '⟦2⟧Zhengfu Xinan (Beijing) Technology Co., Ltd., Beijing 102600, China',
      '⟦3⟧Xinjiang University of Science and Technology, Korla 841000, China',
    ]);
  });
  it('without number marks on the names the lines are left alone', () => {
    const block = 'LI Shuangli, XIAN Yongshuai\n1. Beijing Dadi Hongtu Surveying Technology Co., Ltd., Beijing 100020, China  2. Zhengfu Xinan (Beijing) Technology Co., Ltd.';
    expect(numberedLegend(block)).toBe(block);
  });
  it('the Chinese list run on the same way pairs item 2 with item 2', () => {
    const text = ['李双丽⟦1⟧，咸永帅⟦2⟧，王玉冉⟦3⟧', '1. 北京大地宏图勘测科技有限公司，北京 100020 2. 正孚信安（北京）技术有限公司，北京 102600', '3. 新疆科技学院，新疆 库尔勒 841000', '摘  要：降雨衰减是引起 K 频段高频电磁波星地链路传输损耗的重要因素',
      'LI Shuangli⟦1⟧, XIAN Yongshuai⟦2⟧, WANG Yuran⟦3⟧', '1. Beijing Dadi Hongtu Surveying Technology Co., Ltd., Beijing 100020, China  2. Zhengfu Xinan (Beijing) Technology Co., Ltd.,', 'Beijing 102600, China', '3. Xinjiang University of Science and Technology, Korla 841000, China', 'Abstract: Rain attenuation …'].join('\n');
    const pairs = pageZhPairs(text);
    expect(pairs.find((p) => p.en.startsWith('Zhengfu'))?.zh).toMatch(/^正孚信安（北京）技术有限公司/);
    expect(pairs.find((p) => p.en.startsWith('Beijing Dadi'))?.zh).toMatch(/^北京大地宏图勘测科技有限公司/);
  });
});
