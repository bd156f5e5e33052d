import { describe, expect, it } from 'vitest';
import { joinWrapped } from './author-block.ts';
import { buildLines, runsOfTextContent, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';

// Round zrender: the same first pages set another way (Palatino, two columns with microtype, LuaLaTeX with a CJK main font, Type 3
// bitmap fonts, colour links). Made-up names, places and organisations throughout.
const run = (str: string, x: number, y: number, size: number): TextRun => ({ str, x, y, w: str.length * size * 0.5, size });
const item = (str: string, x: number, y: number, size: number) => ({ str, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5 });

describe('round zrender: a CJK main font hands over Latin digits and letters as full-width forms', () => {
  it('reads full-width digits and letters as ASCII ones', () => {
    expect(runsOfTextContent([item('Quillon １２３４５, ＱＬ, Norway', 72, 700, 8)]).map((r) => r.str)).toEqual(['Quillon 12345, QL, Norway']);
  });

  it('reads a page set in such a font: markers and postcodes in ASCII digits', () => {
    const items = [
      item('Ona Vidal', 72, 760, 10), item('１', 117, 764, 7), item('Per Holm', 140, 760, 10), item('２', 185, 764, 7),
      item('１', 72, 738, 6), item('Department of Physics, Alpha University, Alphaville １２３４, Norway', 76, 735, 8),
      item('２', 72, 726, 6), item('Beta Institute of Technology, Betatown, Chile', 76, 723, 8),
      item('Abstract', 72, 690, 10), item('A sentence of running text stands here for the abstract of the paper, long enough to be prose.', 72, 676, 10),
    ];
    expect(linesFrontMatter(buildLines(runsOfTextContent(items)), 842).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ona Vidal', ['Department of Physics, Alpha University, Alphaville 1234, Norway']],
      ['Per Holm', ['Beta Institute of Technology, Betatown, Chile']],
    ]);
  });

  it('leaves CJK text and full-width punctuation alone', () => {
    expect(runsOfTextContent([item('张三（甲大学），北京', 72, 700, 8)]).map((r) => r.str)).toEqual(['张三（甲大学），北京']);
  });
});

describe('round zrender: an affiliation wrapped at another place by a wider font or a narrower column', () => {
  it('goes on with a parenthesis that opens the next line (the abbreviation of the name above), no comma between', () => {
    expect(joinWrapped('⟦a⟧Faculty of Arts, Quillon Institute of Technology', '(QIT), Quillon, Norway'))
      .toBe('⟦a⟧Faculty of Arts, Quillon Institute of Technology (QIT), Quillon, Norway');
  });

  it('joins a proper name left at the line end to a generic head and field that opens the next line', () => {
    expect(joinWrapped('⟦a⟧School of Music, Faculty of Arts, Varnholt', 'Institute of Technology (VIT), Varnholt, Norway'))
      .toBe('⟦a⟧School of Music, Faculty of Arts, Varnholt Institute of Technology (VIT), Varnholt, Norway');
    expect(joinWrapped('Department of Physics, Varnholt', 'University of Science and Technology, Norway'))
      .toBe('Department of Physics, Varnholt University of Science and Technology, Norway');
  });

  it('keeps the comma before a head that names its place, or after a piece that names an organisation already', () => {
    expect(joinWrapped('Department of Physics, Varnholt', 'University of Varnholt, Norway')).toBe('Department of Physics, Varnholt, University of Varnholt, Norway');
    expect(joinWrapped('Department of Physics, Varnholt University', 'Institute of Technology, Norway')).toBe('Department of Physics, Varnholt University, Institute of Technology, Norway');
  });
});

describe('round zrender: a row of marked names broken inside the last name', () => {
  const page = (last: TextRun[]) => [
    run('Ana Berg', 100, 760, 10), run('1', 141, 764, 7), run('Ola Lind', 160, 760, 10), run('1', 201, 764, 7),
    run('Per Dahl', 220, 760, 10), run('2', 261, 764, 7), ...last,
    run('1', 72, 726, 6), run('Department of Physics, Alpha University, Alphaville, Norway', 76, 723, 8),
    run('2', 72, 714, 6), run('Beta Institute of Technology, Betatown, Chile', 76, 711, 8),
    run('3', 72, 702, 6), run('Gamma College, Gammaby, Peru', 76, 699, 8),
    run('Abstract', 72, 670, 10), run('A sentence of running text stands here for the abstract of the paper, long enough to be prose.', 72, 656, 10),
  ];

  it('takes the given name left at the line end to the surname and marker that open the next line', () => {
    const got = linesFrontMatter(buildLines(page([run('Kim', 280, 760, 10), run('Vestby', 280, 748, 10), run('3', 311, 752, 7)])), 842);
    expect(got.map((a) => [a.name, a.affiliations])).toEqual([
      ['Ana Berg', ['Department of Physics, Alpha University, Alphaville, Norway']],
      ['Ola Lind', ['Department of Physics, Alpha University, Alphaville, Norway']],
      ['Per Dahl', ['Beta Institute of Technology, Betatown, Chile']],
      ['Kim Vestby', ['Gamma College, Gammaby, Peru']],
    ]);
  });

  it('leaves a second row of whole marked names as it is', () => {
    const got = linesFrontMatter(buildLines(page([run('Kim Vestby', 280, 760, 10), run('3', 331, 764, 7), run('Eva Moen', 180, 748, 10), run('3', 221, 752, 7)])), 842);
    expect(got.map((a) => a.name)).toEqual(['Ana Berg', 'Ola Lind', 'Per Dahl', 'Kim Vestby', 'Eva Moen']);
  });
});
