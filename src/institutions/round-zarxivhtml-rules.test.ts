import { describe, expect, it } from 'vitest';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { andLines, dealtRows, loneLegend } from './html-dealt-rows.ts';

// Round zarxivhtml's rules (branch zarxivhtml), from its design misses on real arXiv HTML pages (arXiv's own LaTeXML build). Made-up
// names and organisations, in the markup arXiv's pages carry (creators with `ltx_author_notes` contacts labelled "Affiliation: ";
// one personname holding `<br class="ltx_break">` lines with `<sup class="ltx_sup">` marks).

const creator = (name: string, contact?: string) => '<span class="ltx_creator ltx_role_author">\n<span class="ltx_personname">' + name
  + '\n</span>' + (contact === undefined ? '' : '<span class="ltx_author_notes"><span class="ltx_author_notes_content">\n'
  + '<span class="ltx_contact ltx_role_affiliation"><span class="ltx_contact_name">Affiliation: </span>' + contact
  + '\n</span></span></span>') + '</span>';
const page = (creators: string[]) => '<article class="ltx_document"><h1 class="ltx_title ltx_title_document">A Title</h1>\n'
  + '<div class="ltx_authors">\n' + creators.join('\n<span class="ltx_author_before">  </span>') + '</div>\n'
  + '<div class="ltx_abstract"><p class="ltx_p">Abstract.</p></div></article>';
const read = (creators: string[]) => htmlFrontMatter(page(creators)).map((a) => [a.name, a.affiliations]);

describe('one block\'s lines dealt out one to each creator', () => {
  it('a row of names, the organisation and the e-mail list under three creators: six authors, all at the organisation', () => {
    expect(read([creator('Mira Olsen*', '<span class="ltx_text ltx_font_bold">Teodor Lisk, Anya Berg, Joss Hallam</span>'),
      creator('Pell Varga*', 'Quillon Labs'), creator('Ines Rook*', '<span class="ltx_text ltx_font_typewriter">{molsen, pvarga, irook, tlisk}@quillon.com</span>')]))
      .toEqual(['Mira Olsen', 'Pell Varga', 'Ines Rook', 'Teodor Lisk', 'Anya Berg', 'Joss Hallam'].map((n) => [n, ['Quillon Labs']]));
  });
  it('the row of names in the last slot, the organisation in the first: every author at it', () => {
    expect(read([creator('Mira Olsen', 'Varnholt University, Norway'), creator('Teodor Lisk', 'Anya Berg and Joss Hallam')]))
      .toEqual(['Mira Olsen', 'Teodor Lisk', 'Anya Berg', 'Joss Hallam'].map((n) => [n, ['Varnholt University, Norway']]));
  });
  it('guard: without a row of names a project page in the other slot says nothing of that author', () => {
    expect(read([creator('Mira Olsen', 'Varnholt University, Norway'),
      creator('Teodor Lisk', 'Project Page: <a href="https://varn-demo.github.io" class="ltx_ref ltx_url">varn-demo.github.io</a>')])[1][1])
      .not.toContain('Varnholt University, Norway');
  });
  it('guard: two organisations keep their own authors', () => {
    expect(read([creator('Mira Olsen', 'Varnholt University'), creator('Teodor Lisk', 'Quillon Institute of Technology')]))
      .toEqual([['Mira Olsen', ['Varnholt University']], ['Teodor Lisk', ['Quillon Institute of Technology']]]);
  });
  it('guard: a creator with no contact at all is left to the positional reading', () => {
    expect(dealtRows([{ affs: ['Varnholt University'] }, { affs: [] }], [['Mira Olsen'], ['Teodor Lisk']])).toBeNull();
  });
  it('guard: a label with a real organisation after it is no stray contact', () => {
    expect(dealtRows([{ affs: ['Varnholt University'] }, { affs: ['Quillon Research Institute: quillon.org'] }], [['Mira Olsen'], ['Teodor Lisk']])).toBeNull();
  });
});

describe('a lone author\'s marked lines under a name without marks', () => {
  const one = (lines: string) => read([creator('Mira Olsen \n<br class="ltx_break"><span class="ltx_text ltx_font_typewriter">m.olsen@varn.edu</span>'
    + lines)]);
  it('every marked organisation is the author\'s', () => {
    expect(one('\n<br class="ltx_break"><sup class="ltx_sup">1</sup>Quillon Analytics, LLC \n<br class="ltx_break"><sup class="ltx_sup">2</sup>Varnholt University\n'))
      .toEqual([['Mira Olsen', ['Quillon Analytics, LLC', 'Varnholt University']]]);
  });
  it('guard: a marked note is no affiliation', () => {
    expect(one('\n<br class="ltx_break"><sup class="ltx_sup">1</sup>Varnholt University \n<br class="ltx_break"><sup class="ltx_sup">*</sup>Corresponding author\n'))
      .toEqual([['Mira Olsen', ['Varnholt University']]]);
  });
  it('guard: two authors are not read so', () => {
    expect(loneLegend([{ name: 'Mira Olsen', affiliations: [] }, { name: 'Teodor Lisk', affiliations: [] }], 'Mira Olsen, Teodor Lisk\n⟦1⟧Varnholt University')).toBeNull();
  });
});

describe('one contact holding two addresses joined by a line that says "and"', () => {
  it('two affiliations', () => {
    expect(read([creator('Mira Olsen', 'Institut für Mathematik, Varnholt Universität, 12345 Varnholt, Germany, m.olsen@varn.de \n<br class="ltx_break"> and  \n'
      + '<br class="ltx_break">Department of Optics, Quillon University, Quillon, Norway, m.olsen@quillon.no')]))
      .toEqual([['Mira Olsen', ['Institut für Mathematik, Varnholt Universität, 12345 Varnholt, Germany, m.olsen@varn.de',
        'Department of Optics, Quillon University, Quillon, Norway, m.olsen@quillon.no']]]);
  });
  it('guard: "and" inside a line is part of the name', () => {
    expect(andLines('Department of Physics and Astronomy <br class="ltx_break">Varnholt University')).toHaveLength(1);
  });
});

describe('timing', () => {
  it('the contact tests on 4,000-character adversarial contacts are linear', () => {
    // (a first call loads the name and organisation word lists: not timed)
    dealtRows([{ affs: ['Ann Lee, Bo Chen'] }, { affs: ['Varnholt University'] }], [['A B'], ['C D']]);
    const t = cpuNow();
    for (const junk of ['a.'.repeat(2000), '{a,'.repeat(1333), 'x-'.repeat(2000) + '.io', 'a@'.repeat(2000), 'Ann Lee, '.repeat(444)]) {
      dealtRows([{ affs: [junk] }, { affs: ['Varnholt University'] }], [['A B'], ['C D']]);
    }
    expect(cpuNow() - t).toBeLessThan(500);
  });
  it('the "and" line split on 4,000 characters of line breaks and "and"s is linear', () => {
    const t = cpuNow();
    for (const junk of ['<br> and '.repeat(440), '<br'.repeat(1333), '<br>  '.repeat(666) + 'and']) andLines(junk);
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
