import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter, pdfFirstPageLines, pdfFrontMatter } from './pdf-front-matter.ts';
import { fontStyleOfName } from './pdf-fonts.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zbold: a run's font weight and style, read from its font's name, as layout evidence. Made-up names, places, organisations
// and font names throughout.
const run = (str: string, x: number, y: number, size: number, style: Partial<TextRun> = {}): TextRun => ({ str, x, y, w: str.length * size * 0.5, size, ...style });
const B = { bold: true };

describe('round zbold: weight and style from a font name, by a general rule', () => {
  const style = (n: string) => { const s = fontStyleOfName(n); return `${s.bold ? 'B' : ''}${s.italic ? 'I' : ''}${s.smallCaps ? 'C' : ''}`; };

  // each group: font names with what they say (B bold, I italic, C small capitals, - plain), a space between entries
  const groups: [string, string][] = [
    ['PostScript names: the style part after a hyphen or comma, words split at case changes',
      'QWERTZ+Quillon12-Bold=B Quillon-SemiboldItalic=BI Quillon-SemiBoldIt=BI QuillonSerif-ReguItal=I QuillonSerif-MediItal=BI QuillonSerif-Medi=B Quillon,BoldItalic=BI QuillonNewPS-BoldMT=B Quillon-Oblique=I Quillon-Black=B Quillon-Heavy=B Quillon-Regular=- Quillon-SC=C'],
    ['style words in the family part (a slanted, capitals or demi cut named there) and a closing capitals code',
      'QMRomanSlant10-Regular=I QMRomanCaps10-Regular=C QMRomanDemi10-Regular=B VarnLibertineTB=B VarnLibertineTI=I VarnLibertineTBI=BI VarnLibertineT=-'],
    ["TeX's short names by the letters after the two-letter family",
      'QXBX12=B QXB10=B QXSSBX10=B QXTI10=I QXBXTI10=BI QXSL10=I QXCSC10=C QXCC1000=C QXR10=- QXSY10=-'],
    ['guards: a lighter "Semi" cut, a language code, a family word that only starts like a style word, no name',
      'Quillon-SemiLight=- Quillon-SemiCondensed=- QuillonSansSC-Regular=- Blackwood-Regular=- ItalianaSerif-Regular=- QuillonSansMT=- (none)=- (none)=-'],
  ];
  it.each(groups)('%s', (_, entries) => {
    const table = entries.split(' ').map((e) => e.split('=')).map(([n, e]) => [n === '(none)' ? '' : n, e === '-' ? '' : e]);
    expect(table.map(([n]) => style(n))).toEqual(table.map(([, e]) => e));
  });

  it('reads a 4,000-character name in well under 500 ms', () => {
    const t0 = cpuNow();
    fontStyleOfName(`${'QuillonSerifBold'.repeat(125)}-${'SemiBoldIt'.repeat(200)}`);
    fontStyleOfName('Q'.repeat(4000));
    fontStyleOfName(`QX${'B'.repeat(3990)}10`);
    expect(cpuNow() - t0).toBeLessThan(500);
  });
});

/** An article-like page: a title, authors stacked in the names' own size — each a name over two address lines — then an abstract. */
function stacked(blocks: [string, string, string][], nameStyle: Partial<TextRun> = B, addressStyle: Partial<TextRun> = {}): TextRun[] {
  const runs = [run('A Made-Up Study of Quiet Channels', 150, 700, 17)];
  let y = 660;
  for (const [name, a1, a2] of blocks) {
    runs.push(run(name, 260, y, 12, nameStyle), run(a1, 220, y - 14, 12, addressStyle), run(a2, 210, y - 28, 12, addressStyle));
    y -= 42;
  }
  runs.push(run('Abstract', 280, y - 20, 10, B), run('We study a made-up channel with a made-up method and report made-up results here.', 110, y - 34, 10));
  return runs;
}
const pairs = (runs: TextRun[]) => linesFrontMatter(buildLines(runs), 792, 612).map((a) => [a.name, a.affiliations]);

describe('round zbold: a bold names line between address lines starts a new author', () => {
  const blocks: [string, string, string][] = [
    ['Ana Lindqvist', 'Department of Optics', 'Quillon University, Norway'],
    ['Bo Marrant', 'Faculty of Physics', 'Varnholt Institute of Technology, Chile'],
    ['Cai Roudel', 'School of Mathematics', 'University of Ostreva, Peru'],
  ];

  it('names bold, addresses not, all in one size: each author gets their own address', () => {
    expect(pairs(stacked(blocks))).toEqual([
      ['Ana Lindqvist', ['Department of Optics, Quillon University, Norway']],
      ['Bo Marrant', ['Faculty of Physics, Varnholt Institute of Technology, Chile']],
      ['Cai Roudel', ['School of Mathematics, University of Ostreva, Peru']],
    ]);
  });

  it('the same with the addresses in italic (JMLR\'s \\addr)', () => {
    expect(pairs(stacked(blocks, B, { italic: true })).map(([n]) => n)).toEqual(['Ana Lindqvist', 'Bo Marrant', 'Cai Roudel']);
  });

  it('a page typeset by pdfLaTeX (stacked.tex in the fixture folder): the fonts are read from the PDF and both authors kept', async () => {
    const pdf = new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../../test/fixtures/affiliations/round-zbold/rules/stacked.pdf')));
    const { lines } = await pdfFirstPageLines(pdf);
    const name = lines.find((l) => l.runs.some((r) => r.str.includes('Marrant')))!;
    const address = lines.find((l) => l.runs.some((r) => r.str.includes('Faculty')))!;
    expect(name.runs.every((r) => r.bold)).toBe(true);
    expect(address.runs.some((r) => r.bold)).toBe(false);
    expect((await pdfFrontMatter(pdf)).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ana Lindqvist', ['Department of Optics, Quillon University, Norway']],
      ['Bo Marrant', ['Faculty of Physics, Varnholt Institute of Technology, Chile']],
    ]);
  });

  it('guards: fonts unknown (no weight read), every line bold, a bold organisation line, names not bold — read as before', () => {
    // with no weight the stack reads as one author, as it did before this rule
    expect(pairs(stacked(blocks, {})).length).toBe(1);
    expect(pairs(stacked(blocks, B, B)).length).toBe(1);
    // a bold line naming an organisation between addresses is no author
    const org: [string, string, string][] = [['Ana Lindqvist', 'Department of Optics', 'Quillon University, Norway'], ['Quillon Research Institute', 'Faculty of Physics', 'Varnholt, Chile']];
    expect(pairs(stacked(org)).map(([n]) => n)).toEqual(['Ana Lindqvist']);
    // the first names line not bold: no bold evidence about names on this page
    const runs = stacked(blocks).map((r) => (r.str === 'Ana Lindqvist' ? { ...r, bold: undefined } : r));
    expect(pairs(runs).length).toBe(1);
  });

  it('reads a 4,000-character block in well under 500 ms', () => {
    const many: [string, string, string][] = Array.from({ length: 40 }, (_, k) => [`Ana Lindqvist${'x'.repeat(k % 3)}`, 'Department of Optics', 'Quillon University, Norway']);
    const t0 = cpuNow();
    pairs(stacked(many));
    expect(cpuNow() - t0).toBeLessThan(500);
  });
});

describe('round zbold: an italic line under a name is an affiliation, not a second name', () => {
  /** One author block in one size: a name, then two lines (an organisation with no organisation word, a town), then an abstract. */
  function block(second: string, style: Partial<TextRun>): TextRun[] {
    return [run('A Made-Up Study of Quiet Channels', 150, 700, 17), run('Ana Lindqvist', 250, 660, 11), run(second, 245, 647, 11, style),
      run('Oslo, Norway', 255, 634, 11, style), run('Abstract', 280, 600, 10, B), run('We study a made-up channel with a made-up method and report made-up results here.', 110, 586, 10)];
  }

  it('"Quillon Dynamics" in italic under an upright name is the name\'s organisation', () => {
    expect(pairs(block('Quillon Dynamics', { italic: true }))).toEqual([['Ana Lindqvist', ['Quillon Dynamics, Oslo, Norway']]]);
  });

  it('guards: the same lines upright (no face to tell them apart) read as before; an italic name under an italic name is a name', () => {
    expect(pairs(block('Quillon Dynamics', {})).map(([n]) => n)).toEqual(['Ana Lindqvist', 'Quillon Dynamics']);
    const allItalic = block('Marrant Hellstrom', { italic: true }).map((r) => (r.str === 'Ana Lindqvist' ? { ...r, italic: true } : r));
    expect(pairs(allItalic).map(([n]) => n)).toEqual(['Ana Lindqvist', 'Marrant Hellstrom']);
  });
});

describe('round zbold: a bold title in the names\' size goes on while bold', () => {
  /** A preprint-like page: title, names, address and text all in 12pt; the title bold where `titleBold`. */
  function flat(title: string[], titleBold: boolean, namesBold = false): TextRun[] {
    const runs = title.map((t, j) => run(t, 150, 720 - j * 14, 12, titleBold ? B : {}));
    let y = 720 - title.length * 14 - 14;
    runs.push(run('Ana Lindqvist and Bo Marrant', 130, y, 12, namesBold ? B : {}), run('Department of Optics, Quillon University, Oslo, Norway', 130, y - 14, 12));
    for (let k = 0; k < 5; k++) runs.push(run('We study a made-up channel with a made-up method and report made-up results here in the usual way.', 72, y - 42 - 14 * k, 12));
    return runs;
  }
  const names = (runs: TextRun[]) => pairs(runs).map(([n]) => n);

  it('a wrapped title line that reads as names ("Quillon and Varnholt") is the title\'s while it is bold and the names are not', () => {
    expect(names(flat(['On Quiet Channels of', 'Quillon and Varnholt'], true))).toEqual(['Ana Lindqvist', 'Bo Marrant']);
  });

  it('guards: an upright title reads as before; bold names under a bold title give no evidence', () => {
    expect(names(flat(['On Quiet Channels of', 'Quillon and Varnholt'], false))).toEqual(['Quillon', 'Varnholt', 'Ana Lindqvist', 'Bo Marrant']);
    expect(names(flat(['On Quiet Channels of', 'Quillon and Varnholt'], true, true))).toEqual(['Quillon', 'Varnholt', 'Ana Lindqvist', 'Bo Marrant']);
    expect(names(flat(['Quiet Channels in Made-Up Networks'], true))).toEqual(['Ana Lindqvist', 'Bo Marrant']);
  });
});
