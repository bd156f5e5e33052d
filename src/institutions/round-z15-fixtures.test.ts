import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { parenthesisedLegend, parseAuthorBlock, splitNames } from './author-block.ts';
import { extractFile } from './extract.ts';

// Round z15 (branch z15): PDF first pages made without TeX (LibreOffice Word-style pages: MDPI's layout, a Chinese journal's
// bilingual page), llncs and IEEE conference columns (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its
// misses taught.
describeAffiliationCases('round z15 (design half): authors and author -> institution pairs', ['round-z15/design'], {});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z15/design', dir, 'paper.pdf');
const affiliationsOf = async (dir: string) => new Map((await extractFile(casePath(dir))).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))]));

describe('a Chinese journal\'s bilingual page (round z15 design, 天文研究与技术, set with LibreOffice)', () => {
  it('the English block under the Chinese abstract is read: romanised names, each with IHEP and the CAS', async () => {
    const got = await affiliationsOf('word-ihep-satellite-pdf');
    expect([...got.keys()]).toEqual(['Zhao Haisheng', 'Ge Mingyu', 'Li Zhengheng', 'Nie Jianyin', 'Song Liming']);
    for (const ids of got.values()) expect(ids).toEqual(['03v8tnc06', '034t30j35']);
  });
});

describe('a parenthesised numbered affiliation list (round z15 design, the same page)', () => {
  it('each numbered piece of "(1. …; 2. …)" is a legend line, however the list wraps', () => {
    expect(parenthesisedLegend('(1. Institute of High Energy Physics, Chinese Academy of Sciences, Beijing 100049, China, Email: zhaohs@ihep.ac.cn; 2. Key\nLaboratory of Particle Astrophysics, Chinese Academy of Sciences, Beijing 100049, China)')).toBe(
      '⟦1⟧Institute of High Energy Physics, Chinese Academy of Sciences, Beijing 100049, China, Email: zhaohs@ihep.ac.cn\n⟦2⟧Key Laboratory of Particle Astrophysics, Chinese Academy of Sciences, Beijing 100049, China');
    expect(parenthesisedLegend('(1. 中国科学院高能物理研究所，北京 100049；2. 中国科学院粒子天体重点实验室，北京 100049)')).toBe('⟦1⟧中国科学院高能物理研究所，北京 100049\n⟦2⟧中国科学院粒子天体重点实验室，北京 100049');
  });

  it('the Chinese block alone reads each name with both affiliations', () => {
    const got = parseAuthorBlock('赵海升⟦1,2⟧，葛明玉⟦1,2⟧，李正恒⟦1,2⟧，聂建胤⟦1,2⟧，宋黎明⟦1,2⟧\n(1. 中国科学院高能物理研究所，北京 100049；2. 中国科学院粒子天体重点实验室，北京 100049)');
    expect(got.map((a) => a.name)).toEqual(['赵海升', '葛明玉', '李正恒', '聂建胤', '宋黎明']);
    expect(got[4].affiliations).toEqual(['中国科学院高能物理研究所，北京 100049', '中国科学院粒子天体重点实验室，北京 100049']);
  });
});

describe('Chinese names set apart by full-width or enumeration commas (round z15 design)', () => {
  it('"赵海升，葛明玉" and "张三、李四" are two names each', () => {
    expect(splitNames('赵海升，葛明玉，李正恒')).toEqual(['赵海升', '葛明玉', '李正恒']);
    expect(splitNames('聂建胤、宋黎明')).toEqual(['聂建胤', '宋黎明']);
  });
});
