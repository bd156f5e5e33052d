import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile, resolveAuthors } from './extract.ts';
import { pageZhPairs, zhFromPage, zhLevels } from './page-zh-names.ts';
import { translateOrganisation, translateUnit } from './unit-glossary.ts';

// The first page of a Chinese journal article (中国公路学报 27(4), 2014; round z15 design, word-hwy-bridge-pdf) as the PDF reader
// lays it out: the Chinese author / affiliation block, the abstract, then the English block.
const HWY = [
  '基于竖向支座反力的两跨连续梁桥损伤定位方法',
  '王艺霖⟦1⟧，张 平⟦2⟧，安新梅⟦3⟧',
  '(1. 山东建筑大学 土木工程学院，山东 济南 250101；2. 中国十七冶集团有限公司，安徽 马鞍山 243000；3. 南洋理工',
  '大学 土木与环境工程学院，新加坡 639798)',
  '摘要：为了实现连续梁桥主梁的准确损伤定位，通过对两跨连续梁桥进行影响线分析，基于“支座反力影响线二次差',
  '关键词：桥梁工程；连续梁桥；影响线分析；损伤定位',
  '中图分类号：U441.4  文献标志码：A',
  'Two-span Continuous Bridge Damage Localization Method Based on Vertical',
  'Support Reaction',
  'WANG Yi-lin⟦1⟧, ZHANG Ping⟦2⟧, AN Xin-mei⟦3⟧',
  '(1. School of Civil Engineering, Shandong Jianzhu University, Jinan 250101, Shandong, China; 2. China MCC 17 Group Co., Ltd.,',
  "Ma'anshan 243000, Anhui, China; 3. School of Civil and Environmental Engineering, Nanyang Technological University, Singapore",
  '639798, Singapore)',
  'Abstract: To localize the damage to main beams of continuous bridges accurately, a novel damage localization index based on the',
].join('\n');

// 原子能科学技术 (2025) 06-1262, a text conversion in the search index (file id 58157894052): one unnumbered affiliation in each language.
const VOF = [
  '郝文杰，韩晋玉，刘　瑶，赵陈儒*，薄涵亮',
  '（清华大学 核能与新能源技术研究院，北京　100084）',
  '摘要：气液两相流动广泛存在于反应堆堆芯以及蒸汽发生器等设备中。',
  'Numerical Simulation Study of Coaxial Bubble Coalescence Based on VOF Method',
  'HAO Wenjie,  HAN Jinyu,  LIU Yao,  ZHAO Chenru*,  BO Hanliang',
  '(Institute of Nuclear and New Energy Technology, Tsinghua University, Beijing 100084, China)',
  'Abstract: Gas-liquid  two-phase  flow  is  widely  found  in  reactor  cores  and  equipments  such  as  steam generators.',
].join('\n');

// 计算机应用研究 (2019), a text conversion in the search index (file id 7128454767): the affiliation in parentheses after the names on
// their line; the conversion misread the English postcode ("1Ooo84").
const CLOUD = [
  '龚坤，武永卫，陈康(清华大学 计算机科学与技术系，北京 100084)',
  '摘要：基于Docker的容器云技术是当前研究的热点',
  'Gong Kun, Wu Yongwei, Chen Kang (Dept.of Computer Science & Technology,Tsinghua University,Beijing 1Ooo84,China)',
  'Abstract: Docker-based container cloud technology is thecurrentresearch hotspot',
].join('\n');

describe('pageZhPairs: a page\'s Chinese affiliation list paired with its English one', () => {
  it('pairs numbered lists by number, a Chinese item wrapped over two lines joined without a space', () => {
    expect(pageZhPairs(HWY)).toEqual([
      { en: 'School of Civil Engineering, Shandong Jianzhu University, Jinan 250101, Shandong, China', zh: '山东建筑大学 土木工程学院，山东 济南 250101' },
      { en: "China MCC 17 Group Co., Ltd., Ma'anshan 243000, Anhui, China", zh: '中国十七冶集团有限公司，安徽 马鞍山 243000' },
      { en: 'School of Civil and Environmental Engineering, Nanyang Technological University, Singapore 639798, Singapore', zh: '南洋理工大学 土木与环境工程学院，新加坡 639798' },
    ]);
  });

  it('leaves out a numbered pair whose postcodes differ', () => {
    const swapped = HWY.replace('2. 中国十七冶集团有限公司，安徽 马鞍山 243000', '2. 中国十七冶集团有限公司，安徽 马鞍山 243001');
    expect(pageZhPairs(swapped).map((p) => p.zh)).not.toContain('中国十七冶集团有限公司，安徽 马鞍山 243001');
  });

  it('pairs unnumbered blocks by order when both print the same postcode', () => {
    expect(pageZhPairs(VOF)).toEqual([{ en: 'Institute of Nuclear and New Energy Technology, Tsinghua University, Beijing 100084, China', zh: '清华大学 核能与新能源技术研究院，北京　100084' }]);
  });

  it('pairs unnumbered blocks by their city when one side prints no postcode (the conversion\'s "1Ooo84"), not when the cities differ', () => {
    expect(pageZhPairs(CLOUD)).toEqual([
      { en: 'Dept.of Computer Science & Technology,Tsinghua University,Beijing 1Ooo84,China', zh: '清华大学 计算机科学与技术系，北京 100084' },
    ]);
    expect(pageZhPairs(CLOUD.replace('北京 100084', '上海 200240'))).toEqual([]);
  });

  it('pairs no unnumbered blocks whose postcodes differ (when unsure, say less)', () => {
    expect(pageZhPairs(VOF.replace('北京　100084', '北京　100083'))).toEqual([]);
  });

  it('finds nothing on a page without a Chinese block', () => expect(pageZhPairs(HWY.split('\n').slice(7).join('\n'))).toEqual([]));
});

describe('zhFromPage: the organisation\'s level of a Chinese affiliation, by the kind its English name gives', () => {
  it('takes the university, not its school, and the school as the unit', () => {
    expect(zhFromPage('山东建筑大学 土木工程学院，山东 济南 250101', 'Shandong Jianzhu University')).toEqual({ name: '山东建筑大学', unit: '土木工程学院' });
  });
  it('keeps a body written with its parent whole, down to the level the English name names', () => {
    // round z15 design (word-psp-sgjx-hybridsim-pdf) and 继电器 2014 (search index file id 56380998665)
    expect(zhFromPage('国网江西省电力有限公司电力科学研究院，江西 南昌 330096', 'State Grid Jiangxi Electric Power Research Institute')?.name).toBe('国网江西省电力有限公司电力科学研究院');
    expect(zhFromPage('中国能源建设集团广东省电力设计研究院，广东 广州 510600', 'Guangdong Electric Power Design Institute')?.name).toBe('中国能源建设集团广东省电力设计研究院');
    expect(zhFromPage('中国科学院高能物理研究所，北京 100049', 'Institute of High Energy Physics')?.name).toBe('中国科学院高能物理研究所');
    expect(zhFromPage('中国科学院高能物理研究所，北京 100049', 'Chinese Academy of Sciences')).toEqual({ name: '中国科学院', unit: '高能物理研究所' });
  });
  it('reads a host in parentheses as the level above its laboratory; a legal form is no level', () => {
    expect(zhLevels('强电磁工程与新技术国家重点实验室(华中科技大学)，湖北 武汉 430074')).toEqual(['华中科技大学', '强电磁工程与新技术国家重点实验室']);
    expect(zhLevels('中国十七冶集团有限公司，安徽 马鞍山 243000')).toEqual(['中国十七冶集团有限公司']);
  });
  it('says nothing when no level has the English name\'s kind', () => {
    expect(zhFromPage('电力系统国家重点实验室, 清华大学电机系，北京 100084', 'Tsinghua University')).toBeNull();
  });
});

describe('an organisation the registry lacks takes the page\'s own Chinese name (round z15 design pages)', () => {
  const file = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z15/design', dir, 'paper.pdf');
  const zhOf = async (dir: string) => new Map((await extractFile(file(dir))).authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions)).map((i) => [i.name_en, i]));

  it('a company and a power research institute printed in Chinese beside English', async () => {
    const hwy = await zhOf('word-hwy-bridge-pdf');
    expect(hwy.get('China MCC 17 Group')?.name_zh ?? hwy.get('China MCC 17 Group Co., Ltd.')?.name_zh).toBe('中国十七冶集团');
    expect([...hwy.values()].find((i) => /Shandong Jianzhu/.test(i.name_en))).toMatchObject({ name_zh: '山东建筑大学', unit_zh: '土木工程学院' });
    const grid = await zhOf('word-psp-sgjx-hybridsim-pdf');
    expect(grid.get('State Grid Jiangxi Electric Power Research Institute')?.name_zh).toBe('国网江西省电力有限公司电力科学研究院');
  });

  it('a registry name stays: the page names only what the registry does not', async () => {
    const ihep = await zhOf('word-ihep-satellite-pdf');
    expect(ihep.get('Chinese Academy of Sciences')?.name_zh).toBe('中国科学院');
    const without = resolveAuthors('pdf', [{ name: 'A', affiliations: ["China MCC 17 Group Co., Ltd., Ma'anshan 243000, Anhui, China"] }]);
    expect(without.authors[0].affiliations[0].institutions[0].name_zh).toBeNull();
  });
});

describe('an organisation\'s Chinese name is not composed when its form has two readings', () => {
  it('"Research Institute" is 研究院 for some and 研究所 for others: no composed name for an institute (南京电子技术研究所)', () => {
    expect(translateOrganisation('Nanjing Research Institute of Electronics Technology')).toBeNull();
    expect(translateOrganisation('Academy of Military Science')).toBe('军事科学院');
  });
  it('"electronics" before a noun is 电子, not the discipline 电子学', () => {
    expect(translateUnit('Research Institute of Electronics Technology')).toBe('电子技术研究院');
  });
});

describe('the LaTeX path: a ctex source printing both blocks', () => {
  // the front blocks of the 中国公路学报 page above, as a ctex article writes them (superscripts as $^{n}$, lines broken with \\)
  const tex = String.raw`\documentclass{ctexart}
\begin{document}
\begin{center}
王艺霖$^{1}$，张平$^{2}$，安新梅$^{3}$\\
(1. 山东建筑大学 土木工程学院，山东 济南 250101；2. 中国十七冶集团有限公司，安徽 马鞍山 243000)\\
摘要：为了实现连续梁桥主梁的准确损伤定位。\\
WANG Yi-lin$^{1}$, ZHANG Ping$^{2}$, AN Xin-mei$^{3}$\\
(1. School of Civil Engineering, Shandong Jianzhu University, Jinan 250101, Shandong, China; 2. China MCC 17 Group Co., Ltd., Ma'anshan 243000, Anhui, China)
\end{center}
\section{引言}
正文。
\end{document}`;
  it('pairs the numbered lists of the source\'s front matter', async () => {
    const { extractFrontMatter } = await import('./extract.ts');
    const fm = await extractFrontMatter('latex', new TextEncoder().encode(tex));
    expect(fm.pagePairs.map((p) => p.zh)).toEqual(['山东建筑大学 土木工程学院，山东 济南 250101', '中国十七冶集团有限公司，安徽 马鞍山 243000']);
  });
});
