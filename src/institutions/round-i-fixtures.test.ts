import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { isNoteLine, parseAuthorBlock } from './author-block.ts';
import { resolveAuthors } from './extract.ts';
import { matchAffiliation } from './match.ts';
import { pdfFrontMatter } from './pdf-front-matter.ts';

// The design half of round i (branch ablind10: printed first pages transcribed from text conversions of real papers' PDFs,
// test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` alone.
describeAffiliationCases('round i (design half): authors and author -> institution pairs', ['round-i/design']);

const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-i', 'design', name, 'paper.pdf')));

describe('a CVF names row set apart by wide gaps alone, with a role note in the footnote (round i)', () => {
  it('reads SIFU\'s three names apart and gives each the one unmarked affiliation line', async () => {
    // "Zechuan Zhang \\qquad Zongxin Yang† \\qquad Yi Yang" / "ReLER, CCAI, Zhejiang University"; footnote "†Zongxin Yang is the corresponding author."
    const got = await pdfFrontMatter(read('cvpr-zju-sifu-pdf'));
    expect(got.map((a) => a.name)).toEqual(['Zechuan Zhang', 'Zongxin Yang', 'Yi Yang']);
    expect(got.every((a) => a.affiliations.join() === 'ReLER, CCAI, Zhejiang University')).toBe(true);
  });

  it('keeps the wide gaps of a names row as separators, and only of a names row', () => {
    expect(parseAuthorBlock('Zechuan Zhang  Zongxin Yang⟦†⟧  Yi Yang\nReLER, CCAI, Zhejiang University').map((a) => a.name)).toEqual(['Zechuan Zhang', 'Zongxin Yang', 'Yi Yang']);
    // an affiliation line with a wide gap stays one line of text
    expect(parseAuthorBlock('Ann Lee⟦1⟧ Bo Chen⟦2⟧\n⟦1⟧Nanjing University  Nanjing ⟦2⟧Stony Brook University')[0].affiliations).toEqual(['Nanjing University Nanjing']);
  });

  it('takes a note naming an author\'s role for a note, not an affiliation', () => {
    expect(isNoteLine('†Zongxin Yang is the corresponding author.')).toBe(true);
    expect(isNoteLine('⟦*⟧Ann Lee and Bo Chen are joint senior authors')).toBe(true);
    expect(isNoteLine('Department of Computer Science, Stony Brook University')).toBe(false);
  });
});

describe('an affiliation that names a research institute and no organisation (round i)', () => {
  it('reads the research institute as the organisation (AAAI-25 relation-extraction page)', () => {
    const got = matchAffiliation('Research Institute of Nuclear Power Operation, China');
    expect(got.map((i) => [i.name_en, i.country])).toEqual([['Research Institute of Nuclear Power Operation', 'CN']]);
  });

  it('gives the third author of the page both affiliations', async () => {
    const got = resolveAuthors('pdf', await pdfFrontMatter(read('aaai-whu-srvf-pdf')));
    const ren = got.authors.find((a) => a.name === 'Yuyang Ren');
    expect(ren?.affiliations.flatMap((f) => f.institutions.map((i) => i.name_en))).toEqual(['Wuhan University', 'Research Institute of Nuclear Power Operation']);
  });

  it('leaves a university\'s institute written without its university unresolved (llncs USP institute line)', () => {
    expect(matchAffiliation('Institute of Mathematics and Statistics, Rua do Matão 1010, São Paulo SP, BRA')).toEqual([]);
  });
});

describe('an acmart grid row whose cells wrap an institution after "and" (round i, second batch)', () => {
  it('reads the row "University of Science and  University of Science and  …" as cells, not as running prose', async () => {
    // RecSys '23: six cells in two rows; every USTC cell wraps "University of Science and / Technology of China"
    const got = await pdfFrontMatter(read('acm-ustc-fairllm-pdf'));
    expect(got.map((a) => a.name)).toEqual(['Jizhi Zhang', 'Keqin Bao', 'Yang Zhang', 'Wenjie Wang', 'Fuli Feng', 'Xiangnan He']);
    expect(got.map((a) => a.affiliations.join())).toEqual([
      ...Array(3).fill('University of Science and Technology of China, China'), 'National University of Singapore, Singapore',
      ...Array(2).fill('University of Science and Technology of China, China'),
    ]);
  });
});
