import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { parseAuthorBlock } from './author-block.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';

// Round z28 (branch z28): PDF first pages set with pdfLaTeX from LaTeX fixtures whose papers had no PDF case — beamer title pages,
// the NeurIPS style, OUP (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its one miss taught.
describeAffiliationCases('round z28 (design half): authors and author -> institution pairs', ['round-z28/design'], {});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z28/design', dir, 'paper.pdf');
const read = async (dir: string) => (await extractFile(casePath(dir))).authors;

/** A page from [text, baseline, size] lines, each set from x = 72 (A4 height). */
function page(lines: [string, number, number][]) {
  const runs: TextRun[] = lines.map(([str, y, size]) => ({ str, x: 72, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(runs), 842);
}

const FILLER = 'This paragraph stands in for the introduction of the paper and is only running prose set in the body of the page';
const pairs = (got: { name: string; affiliations: string[] }[]) => got.map((a) => [a.name, a.affiliations]);

describe('a beamer title page (round z28 design, the AMSS talk): the date under the institute, and a unit stacked over its parent', () => {
  it('"Academy of Mathematics and Systems Science" / "Chinese Academy of Sciences" / "December 4, 2026" is one affiliation, without the date', async () => {
    const got = await read('beamer-amss-qem-pdf');
    expect(got.map((a) => [a.name, a.affiliations.map((f) => f.text)])).toEqual([['Jinming Hu', ['Academy of Mathematics and Systems Science, Chinese Academy of Sciences']]]);
    expect(got[0].affiliations[0].institutions.map((i) => i.ror)).toEqual(['02jkmyk67', '034t30j35']);
  });

  it('a date line under a laid-out block is no part of the affiliation, in any of its usual forms', () => {
    for (const date of ['December 4, 2026', '4 December 2026', 'March 2024', 'Sept. 12, 2019', '2026-12-04']) {
      const got = page([
        ['Learning Sparse Codes for Images', 700, 17], ['Maria Rossi', 670, 11], ['Department of Physics, University of Padova', 655, 10],
        [date, 630, 10], ['Abstract', 600, 12], [FILLER, 580, 10], [FILLER, 568, 10],
      ]);
      expect(pairs(got)).toEqual([['Maria Rossi', ['Department of Physics, University of Padova']]]);
    }
  });

  it('a line with a date inside other words is kept ("Received May 2020" is a running head; a street line is not a date)', () => {
    const got = page([
      ['Learning Sparse Codes for Images', 700, 17], ['Maria Rossi', 670, 11], ['University of Padova', 655, 10],
      ['Via Marzolo 8, 35131 Padova, Italy', 643, 10], ['Abstract', 600, 12], [FILLER, 580, 10],
    ]);
    expect(pairs(got)).toEqual([['Maria Rossi', ['University of Padova, Via Marzolo 8, 35131 Padova, Italy']]]);
  });

  it('an institute stacked over the academy the registry records as its parent is one affiliation; two unrelated organisations stay two', () => {
    expect(pairs(parseAuthorBlock('Wei Zhang\nShenzhen Institutes of Advanced Technology\nChinese Academy of Sciences'))).toEqual([
      ['Wei Zhang', ['Shenzhen Institutes of Advanced Technology, Chinese Academy of Sciences']],
    ]);
    expect(pairs(parseAuthorBlock('Jinming Hu\nhujinming@amss.ac.cn\nAcademy of Mathematics and Systems Science\nChinese Academy of Sciences'))).toEqual([
      ['Jinming Hu', ['Academy of Mathematics and Systems Science, Chinese Academy of Sciences']],
    ]);
    expect(pairs(parseAuthorBlock('Wei Zhang\nPeking University\nChinese Academy of Sciences'))).toEqual([['Wei Zhang', ['Peking University', 'Chinese Academy of Sciences']]]);
  });
});
