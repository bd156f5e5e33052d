import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { looksLikeNames, parseAuthorBlock } from './author-block.ts';
import { buildLines, lineText } from './pdf-layout.ts';
import { cellAffiliations } from './pdf-front-matter.ts';

// Round z23 (branch z23): PDF first pages set with pdfLaTeX from LaTeX fixtures whose papers had no PDF case, in class options and
// author layouts no PDF round had — acmart acmsmall / sigplan / sigconf grids, IEEEtran compsoc and grids, elsarticle 5p and 3p, REVTeX
// pra / prb, amsart, llncs, cas-sc, and excerpts of the real NeurIPS, ICLR and ACL styles (test/fixtures/affiliations/PROVENANCE.md).
// The design half, and what its misses taught.
describeAffiliationCases('round z23 (design half): authors and author -> institution pairs', ['round-z23/design'], {
});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z23/design', dir, 'paper.pdf');
const read = async (dir: string) => (await extractFile(casePath(dir))).authors;
const affiliationsOf = async (dir: string) => new Map((await read(dir)).map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))]));
const ZJU = '00a2xv884';
const NUDT = '05d2yfz11';
const SHU = '006teas31';

describe('elsarticle names listed before one set of marks (round z23 design, the NetV.js 5p page)', () => {
  it('"Dongming Han, Jiacheng Pan, …, Xiaodong Zhao⟦a,b⟧": the unmarked names of the run share the marks printed after the last', async () => {
    const got = await affiliationsOf('els-zju-netv-pdf');
    expect(got.get('Dongming Han')).toEqual(got.get('Xiaodong Zhao'));
    expect(got.get('Jiehui Zhou')).toContain(ZJU);
    expect(got.get('Wei Chen')).toEqual([ZJU]);
  });

  it('the same on a block\'s text', () => {
    const got = parseAuthorBlock('Ann Lee, Bo Chen, Cai Wu⟦a⟧, Dan Ma⟦b⟧\n⟦a⟧Zhejiang University, Hangzhou, China\n⟦b⟧Fudan University, Shanghai, China');
    expect(got.map((a) => a.affiliations)).toEqual([['Zhejiang University, Hangzhou, China'], ['Zhejiang University, Hangzhou, China'], ['Zhejiang University, Hangzhou, China'], ['Fudan University, Shanghai, China']]);
  });

  it('one unmarked name among marked ones is printed without an affiliation, and keeps none (the llncs DistilDoc line)', () => {
    const got = parseAuthorBlock('Jordy Van Landeghem⟦1,2⟧ , Subhajit Maity , Ayan Banerjee⟦3⟧\n⟦1⟧KU Leuven\n⟦2⟧Contract.fit\n⟦3⟧Computer Vision Center, Universitat Autònoma de Barcelona');
    expect(got.find((a) => a.name === 'Subhajit Maity')?.affiliations).toEqual([]);
  });
});

describe('an IEEE grid cell whose first line is a school of a field (round z23 design, the Shanghai University page)', () => {
  it('"Sino-European School of Technology" over "Shanghai University" is the university\'s school, not an organisation of its own', () => {
    expect(cellAffiliations(['Sino-European School of Technology', 'Shanghai University', 'Shanghai, China'])).toEqual(['Sino-European School of Technology, Shanghai University, Shanghai, China']);
  });

  it('on the page every author has Shanghai University only, named without the ordinal printed before the name ("1⟦st⟧ Xinning Zhu")', async () => {
    const got = await affiliationsOf('ieee-shu-reward-cot-pdf');
    expect([...got.keys()]).toEqual(['Xinning Zhu', 'Jinxin Du', 'Qiongying Fu', 'Lunde Chen']);
    for (const v of got.values()) expect(v).toEqual([SHU]);
  });

  it('the "*Corresponding author" note under the last card is no part of its affiliation', async () => {
    const last = (await read('ieee-shu-reward-cot-pdf')).at(-1)!;
    expect(last.affiliations.map((f) => f.text)).toEqual(['Sino-European School of Technology, Shanghai University, Shanghai, China']);
  });
});

describe('ACM journal (acmsmall) author entries run on as a paragraph (round z23 design, the NUDT page)', () => {
  it('a wrapped entry goes on to its full stop: "… National Innovation Institute of De-" / "fense Technology, China." is one affiliation', async () => {
    const got = (await read('acmart-nudt-cer-pdf')).find((a) => a.name === 'Shixiong Wang')!;
    expect(got.affiliations.map((f) => f.text)).toEqual(['Artificial Intelligence Research Center, National Innovation Institute of Defense Technology, China']);
  });

  it('and an entry wrapped after "Defense" reads on, its "and" after the country opening the second affiliation', async () => {
    const got = (await read('acmart-nudt-cer-pdf')).find((a) => a.name === 'Yawei Zhao')!;
    expect(got.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))).toEqual(['National Innovation Institute of Defense Technology', NUDT]);
  });
});

describe('amsart first pages (round z23 batch 3 design): a capitals title in the body size, capitals names, raised accents', () => {
  it('"ENERGY FUNCTIONALS FOR THE PARABOLIC" / "MONGE-AMPÈRE EQUATION": the wrapped title line is no names line while capitals names follow, smaller', async () => {
    const got = await read('amsart-columbia-twoaddr-0704-pdf');
    expect(got.map((a) => a.name)).toEqual(['Zuoliang Hou', 'Qi Li']);
    expect(got.map((a) => a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror)))).toEqual([['00hj8s172'], ['00hj8s172']]);
  });

  it('"ZUOLIANG HOU AND QI LI" is a list of names (a short name in capitals among them too), written in mixed case', () => {
    expect(looksLikeNames('ZUOLIANG HOU AND QI LI')).toBe(true);
    expect(looksLikeNames('MIT CSAIL AND STANFORD UNIVERSITY')).toBe(false);
    expect(parseAuthorBlock('ZUOLIANG HOU AND QI LI\nMathematics Department, Columbia University, New York, NY 10027').map((a) => a.name)).toEqual(['Zuoliang Hou', 'Qi Li']);
  });

  it('an accent pdfTeX raises over a capital ("SEPP¨AL¨AINEN", the "¨" 2 pt up) goes back on its letter; the name keeps its mark', () => {
    const runs = [
      { str: 'AND TIMO SEPP ', x: 301.101, y: 653.225, w: 71.339, size: 7.9701 },
      { str: '¨', x: 372.44, y: 655.24, w: 4.2345, size: 7.9701 },
      { str: 'AL ', x: 371.386, y: 653.225, w: 12.686, size: 7.9701 },
      { str: '¨', x: 384.072, y: 655.24, w: 4.2345, size: 7.9701 },
      { str: 'AINEN', x: 383.017, y: 653.225, w: 27.836, size: 7.9701 },
      { str: '2', x: 410.855, y: 656.038, w: 3.653, size: 5.9776 },
    ];
    expect(buildLines(runs).map(lineText)).toEqual(['AND TIMO SEPPÄLÄINEN⟦2⟧']);
  });

  it('on the page, Timo Seppäläinen gets the Wisconsin note his mark keys', async () => {
    const got = await affiliationsOf('amsart-utah-wisc-thanks-0704-pdf');
    expect(got.get('Timo Seppäläinen')).toEqual(['01y2jtd41']);
  });
});

describe('round z23 batch 4 design: acmart sigplan cards, amsart addresses', () => {
  it('a card\'s department line named by its field alone ("Information and Computing Sciences") is a unit of the university below', () => {
    expect(cellAffiliations(['Information and Computing Sciences', 'Utrecht University', 'Utrecht, The Netherlands'])).toEqual(['Information and Computing Sciences, Utrecht University, Utrecht, The Netherlands']);
  });

  it('on the sigplan page, both authors have Utrecht University only', async () => {
    const got = await affiliationsOf('acmart-utrecht-sop-mutrec-pdf');
    expect([...got.values()]).toEqual([['04pp8hn57'], ['04pp8hn57']]);
  });

  it('an amsart address wrapped at the text\'s right edge ("…, The King’s" / "Buildings, Mayfield Road, …") is one line, not two pieces', async () => {
    const got = (await read('amsart-four-address-0704-pdf')).find((a) => a.name === 'M.F. Flanagan')!;
    expect(got.affiliations.map((f) => f.text)).toEqual(['Institute for Digital Communications, The University of Edinburgh, The King’s Buildings, Mayfield Road, Edinburgh EH9 3JL, Scotland']);
  });

  it('an address printed below its e-mail label (the \\email given before the \\address) is read there', async () => {
    expect((await affiliationsOf('amsart-fsu-noohi-0704-pdf')).get('Behrang Noohi')).toEqual(['05g3dte14']);
  });
});

describe('round z23 batch 5 design: a lone ACM card over two columns of text, amsart\'s "Email:" label', () => {
  it('a column line of running text under the card ("A second paragraph of the same neutral kind follows. Meth-", under 60 characters) ends the block', async () => {
    const got = await read('acm-hust-iotanomaly-pdf');
    expect(got.map((a) => a.affiliations.map((f) => f.text))).toEqual([['School of Cyber Science and Engineering, Huazhong University of Science and Technology, Wuhan, Hubei, China']]);
    expect((await read('acmart-shanghaitech-single-pdf'))[0].affiliations.map((f) => f.text)).toEqual(['ShanghaiTech University, Shanghai, China']);
  });

  it('an address above an "Email:" label (not "Email address:") is read', async () => {
    expect((await affiliationsOf('amsart-uchicago-newline-0704-pdf')).get('Andrej Zlatoš')).toEqual(['024mw5h28']);
  });
});
