import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { parseAuthorBlock } from './author-block.ts';
import { resolveAuthors } from './extract.ts';
import { pdfFrontMatter } from './pdf-front-matter.ts';

// The design half of round h (branch ablind9: printed first pages transcribed from text conversions of real papers' PDFs,
// test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` alone.
describeAffiliationCases('round h (design half): authors and author -> institution pairs', ['round-h/design']);

const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-h', 'design', name, 'paper.pdf')));

describe('PDF first pages of round h', () => {
  it('reads an ICML author row wrapped in two (the second row one line below the first) as names, and takes the affiliations from the footnote', async () => {
    // MedXpertQA: seven names, then "Ning Ding 1 2  Bowen Zhou 1 2" centred under them; the second row is not the affiliation of
    // the names above it
    const got = await pdfFrontMatter(read('icml-thu-medxpertqa-pdf'));
    expect(got.map((a) => a.name)).toEqual(['Yuxin Zuo', 'Shang Qu', 'Yifei Li', 'Zhangren Chen', 'Xuekai Zhu', 'Ermo Hua', 'Kaiyan Zhang', 'Ning Ding', 'Bowen Zhou']);
    expect(got[7].affiliations).toEqual(['Tsinghua University, Beijing, China', 'Shanghai Artificial Intelligence Laboratory, Shanghai, China']);
    expect(got[2].affiliations).toEqual(['Tsinghua University, Beijing, China']);
  });

  it('reads a 3 x 3 acmart grid cell by cell (nine authors, the Beijing Jiaotong cell and the Shenzhen cell kept apart)', async () => {
    const got = await pdfFrontMatter(read('kdd-thu-citybench-pdf'));
    expect(got.map((a) => a.name)).toEqual(['Jie Feng', 'Jun Zhang', 'Tianhui Liu', 'Xin Zhang', 'Tianjian Ouyang', 'Junbo Yan', 'Yuwei Du', 'Siqi Guo', 'Yong Li']);
    const ror = resolveAuthors('pdf', got).authors.map((a) => a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror)).join());
    expect(ror).toEqual(['03cve4549', '03cve4549', '01yj56c84', '03cve4549', '03cve4549', '03cve4549', '03cve4549', '03cve4549', '03cve4549']);
    expect(got[3].affiliations.join()).toMatch(/Shenzhen International Graduate/);
  });
});

describe('a grid cell of two organisations, one a line (branch ablind9)', () => {
  const page = (rel: string) => pdfFrontMatter(new Uint8Array(fs.readFileSync(path.join(AFFILIATION_FIXTURES, rel, 'paper.pdf'))));

  it('reads each line that is a whole organisation of its own as an affiliation of the cell\'s author', async () => {
    // NeurIPS \\And cells: "Calda AI" / "Oskar Klein Centre"; "Basis Research Institute" / "Massachusetts Institute of Technology"
    const jhu = await page('round-g/extra-design/neurips-jhu-tsscaling-pdf');
    expect(jhu.find((a) => a.name === 'Justin Alsing')?.affiliations).toEqual(['Calda AI', 'Oskar Klein Centre']);
    const basis = await page('pdf-round2/design/urbaniak-neurips-pdf');
    expect(basis.find((a) => a.name === 'Daniel Waxman')?.affiliations).toEqual(['Basis Research Institute', 'Massachusetts Institute of Technology']);
  });

  it('keeps a department above its university, and a city with its country, in one affiliation', async () => {
    const mecla = await page('round-h/design/isca-thu-mecla-pdf');
    expect(mecla[0].affiliations).toEqual(['School of Integrated Circuits, BNRist, Tsinghua University, Beijing, China']);
    // "Xi’an China" under a university's line is its address, not a second organisation
    const xjtu = await page('round-c/design/cvpr-xjtu-tsp-pdf');
    expect(xjtu.every((a) => a.affiliations.length <= 1)).toBe(true);
  });
});

describe('names run together in a row set apart by spaces (round h)', () => {
  // the names row of Video-RAG as the PDF reader gives it: "Shukang Yin" is printed without a marker
  const row = 'Yongdong Luo⟦1⟧ Xiawu Zheng⟦1,∗⟧ Guilin Li⟦1⟧ Shukang Yin Haojia Lin⟦1⟧ Chaoyou Fu⟦2⟧ Jinfa Huang⟦3⟧ Jiayi Ji⟦1⟧ Fei Chao⟦1⟧ Jiebo Luo⟦3⟧ Rongrong Ji⟦1⟧';
  const affs = '⟦1⟧Key Laboratory of Multimedia Trusted Perception and Efficient Computing, Ministry of Education of China, Xiamen University, 361005, P.R. China\n⟦2⟧Nanjing University  ⟦3⟧University of Rochester';

  it('splits a marker-less name from the marked name it runs into when every other name of the row has two words', () => {
    const got = parseAuthorBlock(`${row}\n${affs}`);
    expect(got.map((a) => a.name)).toContain('Shukang Yin');
    expect(got.find((a) => a.name === 'Shukang Yin')?.affiliations).toEqual([]);
    expect(got.find((a) => a.name === 'Haojia Lin')?.affiliations).toEqual(['Key Laboratory of Multimedia Trusted Perception and Efficient Computing, Ministry of Education of China, Xiamen University, 361005, P.R. China']);
    expect(got).toHaveLength(11);
  });

  it('keeps a four-word name whole where commas separate the names (the authors chose it)', () => {
    const got = parseAuthorBlock(`${row.replace(/⟧ /g, '⟧, ')}\n${affs}`);
    expect(got.map((a) => a.name)).toContain('Shukang Yin Haojia Lin');
  });
});

describe('letter markers and acronyms a page defines (round h, third batch)', () => {
  // the author block of the dormant-neuron page as the PDF reader gives it
  const block = [
    'Haoyuan Qin⟦ab,,∗⟧, Chennan Ma⟦ab,,∗⟧, Mian Deng⟦ab⟧, Zhengzhu Liu⟦ab⟧, Songzhu Mei⟦c⟧, Xinwang Liu⟦c⟧, Cheng Wang⟦ab⟧, Siqi Shen⟦ab†⟧',
    '⟦a⟧Fujian Key Laboratory of Sensing and Computing for Smart Cities, School of Informatics, Xiamen University (XMU), China',
    '⟦b⟧Key Laboratory of Multimedia Trusted Perception and Efficient Computing, XMU, China',
    '⟦c⟧School of Computer, National University of Defense Technology, China',
  ].join('\n');

  it('splits letters run together ("ab") into the affiliations a and b', () => {
    const got = parseAuthorBlock(block);
    expect(got[0].affiliations).toHaveLength(2);
    expect(got[4].affiliations).toEqual(['School of Computer, National University of Defense Technology, China']);
  });

  it('reads an acronym the page spells out elsewhere ("Xiamen University (XMU)") as that name', () => {
    const got = resolveAuthors('pdf', parseAuthorBlock(block)).authors[0];
    expect(got.affiliations.map((f) => f.institutions.map((i) => i.ror).join())).toEqual(['00mcjh785', '00mcjh785']);
    expect(got.affiliations[1].text).toBe('Key Laboratory of Multimedia Trusted Perception and Efficient Computing, XMU, China');
  });

  it('takes no place in parentheses for an acronym ("City University of Hong Kong (Dongguan)")', async () => {
    const authors = await pdfFrontMatter(new Uint8Array(fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-e', 'design', 'ieee-gbu-fedfstq-pdf', 'paper.pdf'))));
    const rors = resolveAuthors('pdf', authors).authors.find((a) => a.name === 'Changyu Li')!.affiliations.flatMap((f) => f.institutions.map((i) => i.ror));
    expect(rors).not.toContain('03hj2gd47');
  });
});
