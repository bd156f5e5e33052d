import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { looksLikeNames, parseAuthorBlock } from './author-block.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';
import { footnoteAffiliations } from './pdf-footnotes.ts';
import { classifyPart } from './parse-affiliation.ts';
import { matchAffiliation } from './match.ts';

// Round z26 (branch z26): PDF first pages set with pdfLaTeX from design-half LaTeX fixtures whose papers had no PDF case — plain
// article blocks (stacked rows, capitals names, \footnotemark notes), elsarticle, cas-dc, IEEEtran, the ACL style
// (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
// Batch 2: Springer Nature sn-jnl pages, set with an excerpt of the real class.
describeAffiliationCases('round z26 (design half): authors and author -> institution pairs', ['round-z26/design'], {
  'center-nari-kedong-pdf': '"NARI Group Corporation (State Grid Electric Power Research Institute)" is kept by name with its parenthesis, which this test\'s key keeps and the eval\'s drops (the eval scores the page right)',
  'article-rims-kyoto-0704-pdf': '"Research Institute for Mathematical Sciences, Kyoto University" is the institute\'s own registry record; the label is Kyoto University (a matching choice the LaTeX case makes too, not the page\'s layout)',
});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z26/design', dir, 'paper.pdf');
const read = async (dir: string) => (await extractFile(casePath(dir))).authors;

/** A page from [text, baseline, size] lines, each set from x = 72 (A4 height). */
function page(lines: [string, number, number][]) {
  const runs: TextRun[] = lines.map(([str, y, size]) => ({ str, x: 72, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(runs), 842);
}

const FILLER = 'This paragraph stands in for the introduction of the paper and is only running prose set in the body of the page';

describe('a name in capitals whose surname has two letters (round z26 design, the NEFU article page)', () => {
  it('"ZHONGKUAN MA" over "Northeast Forestry University" is the author, written in mixed case', async () => {
    const got = await read('article-nefu-jobshop-pdf');
    expect(got.map((a) => [a.name, a.affiliations.map((f) => f.text)])).toEqual([['Zhongkuan Ma', ['Northeast Forestry University']]]);
  });

  it('the same on a block\'s text, the surname first or last', () => {
    expect(parseAuthorBlock('JIANGUO XU\nPeking University\njxu@pku.edu.cn').map((a) => [a.name, a.affiliations])).toEqual([['Jianguo Xu', ['Peking University']]]);
    expect(looksLikeNames('XU JIANGUO')).toBe(true);
  });

  it('a capitals line with an English function word of two letters is no name (a title\'s "ON LOSS INDICATOR")', () => {
    expect(looksLikeNames('ON LOSS INDICATOR')).toBe(false);
    expect(looksLikeNames('AN ENERGY FUNCTIONAL')).toBe(false);
  });
});

describe('a section heading set larger than a capitals title is not the title (round z26 design, the RIMS Kyoto page)', () => {
  it('under the 12pt title "TAIT\'S CONJECTURES AND …" the author and the 9pt address lines are read, not the prose under "1 Introduction"', async () => {
    const got = await read('article-rims-kyoto-0704-pdf');
    expect(got.map((a) => [a.name, a.affiliations.map((f) => f.text)])).toEqual([['A. Stoimenow', ['Research Institute for Mathematical Sciences, Kyoto University, Kyoto 606-8502, Japan']]]);
  });

  it('the same on a laid-out page', () => {
    const got = page([
      ['ON THE GENUS OF CERTAIN KNOTS', 700, 12], ['Ann Lee', 670, 12], ['Department of Mathematics, University of Tokyo', 655, 9],
      ['Tokyo, Japan', 644, 9], ['Abstract', 600, 14.3], [FILLER, 580, 10], [FILLER, 568, 10], ['1 Introduction', 500, 14.3], [FILLER, 480, 10],
    ]);
    expect(got.map((a) => [a.name, a.affiliations])).toEqual([['Ann Lee', ['Department of Mathematics, University of Tokyo, Tokyo, Japan']]]);
  });
});

describe('a subject-classification line under the block is no affiliation (round z26 design, the E-JC page)', () => {
  it('"Mathematics Subject Classifications: 05B25, …, 05E20" gives nothing (it gave the organisation "05E20")', async () => {
    const got = await read('ejc-puertorico-0704-pdf');
    expect(got.map((a) => [a.name, a.affiliations.map((f) => f.text)])).toEqual([['Italo J. Dejter', ['Department of Mathematics, University of Puerto Rico, Rio Piedras, PR 00936-8377']]]);
  });

  it('nor "2020 Mathematics Subject Classification", "MSC 2020:" or "PACS numbers:" lines', () => {
    for (const label of ['2020 Mathematics Subject Classification: 05C10, 57M15', 'MSC 2020: 05C10', 'PACS numbers: 03.65.Ud']) {
      const got = page([['A Note on Graphs', 700, 17], ['Ann Lee', 670, 12], ['Department of Mathematics', 655, 10.9],
        ['University of Oslo', 642, 10.9], [label, 620, 10.9], ['Abstract', 590, 10.9], [FILLER, 570, 10.9]]);
      expect(got.map((a) => [a.name, a.affiliations])).toEqual([['Ann Lee', ['Department of Mathematics, University of Oslo']]]);
    }
  });
});

describe('a place written with the typographic apostrophe a PDF prints (round z26 design, the Huai’an University page)', () => {
  it('"Huai’an University, Huai’an, Jiangsu" is the university, not the city kept as an organisation', async () => {
    const got = await read('els-hau-acoustic-pdf');
    for (const a of got) expect(a.affiliations.flatMap((f) => f.institutions.map((i) => i.name_en))).toEqual(['Huai’an University']);
  });

  it('"Xi’an" and "L’Aquila" are places, as "Xi\'an" is', async () => {
    expect(classifyPart('Xi’an')).toBe('place');
    expect(classifyPart('L’Aquila')).toBe('place');
    expect((await matchAffiliation('School of Computer Science, Northwestern Polytechnical University, Xi’an, China')).map((i) => i.name_en)).toEqual(['Northwestern Polytechnical University']);
  });
});

describe('a funding footnote keyed by the name\'s mark is no affiliation (round z26 design, the RIMS Kyoto page)', () => {
  it('"⟦*⟧Financial support by the 21st Century COE Program is acknowledged" is dropped; the lines under the name are read', async () => {
    const got = await read('article-rims-kyoto-0704-pdf');
    expect(got[0].affiliations.map((f) => f.text)).not.toContain('Financial support by the 21st Century COE Program is acknowledged');
  });

  it('"This work was supported by …" gives nothing, unless the note says who is with whom', () => {
    expect(footnoteAffiliations(['⟦∗⟧This work was supported by the National Science Foundation under grant 12345.'])).toEqual([]);
    expect(footnoteAffiliations(['⟦1⟧Partially supported by a grant of the Simons Foundation.'])).toEqual([]);
    expect(footnoteAffiliations(['⟦1⟧Department of Physics, Peking University, Beijing, China'])).toEqual(['⟦1⟧Department of Physics, Peking University, Beijing, China']);
  });
});

describe('the page\'s one affiliation printed under several marks reaches an unmarked name (round z26 design, the CNU sn-jnl page)', () => {
  it('sn-jnl drops "Yongxu Liu"\'s mark (the last \\author has no optional one); "⟦1,2,3⟧College of …, Capital Normal University" is his too', async () => {
    const got = await read('snjnl-cnu-tarepsr-pdf');
    expect(got.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror))])).toEqual([
      ['Yongxu Liu', ['005edt527']], ['Xiaoyan Fu', ['005edt527']], ['Zhong Sun', ['005edt527']]]);
  });

  it('the same on a block\'s text; with two affiliations the unmarked name still gets none', () => {
    expect(parseAuthorBlock('Ann Lee, Bo Chen⟦2,*⟧, Cai Wu⟦3⟧\n⟦1,2,3⟧School of Physics, Peking University, Beijing, China').map((a) => a.affiliations))
      .toEqual([['School of Physics, Peking University, Beijing, China'], ['School of Physics, Peking University, Beijing, China'], ['School of Physics, Peking University, Beijing, China']]);
    expect(parseAuthorBlock('Ann Lee, Bo Chen⟦2⟧, Cai Wu⟦3⟧\n⟦2⟧Peking University, Beijing, China\n⟦3⟧Fudan University, Shanghai, China')[0].affiliations).toEqual([]);
  });
});
