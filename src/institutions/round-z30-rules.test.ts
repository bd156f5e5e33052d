import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { latexToText } from './latex-text.ts';

// Round z30 (branch z30): rules for the kinds of miss round z29's held-out LaTeX cases showed once that half was declared read
// (docs/affiliations.md, round z30). Each rule is stated for a convention and tested here on a made-up front matter of the same
// shape — no fixture's text — and each test fails with its rule taken out.
const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('Chinese names: a CJK environment inside a name prints the characters, not its encoding and font arguments', () => {
  it('`Wei Chen\\begin{CJK*}{UTF8}{gbsn}(陈伟)\\end{CJK*}` reads as the name and its characters', () => {
    expect(latexToText('Wei Chen\\begin{CJK*}{UTF8}{gkai}(陈伟)\\end{CJK*}')).toBe('Wei Chen(陈伟)');
    expect(latexToText('\\begin{CJK}[dnp]{UTF8}{bsmi}林\\end{CJK}')).toBe('林');
  });
});

describe('JCAP (jcappub): `\\note{…}` after a name is its footnote, never another author', () => {
  it('a corresponding-author note inside a keyed \\author', () => {
    const tex = `\\documentclass{article}\\usepackage{jcappub}
\\title{T}
\\author[a,1]{Marta Ruiz,\\note{Corresponding author.}}
\\author[b]{Olli Virtanen}
\\affiliation[a]{Department of Physics, University of Oslo, Oslo, Norway}
\\affiliation[b]{Department of Physics, University of Helsinki, Helsinki, Finland}
\\begin{document}\\maketitle\\end{document}`;
    expect(read(tex).map(([n]) => n)).toEqual(['Marta Ruiz', 'Olli Virtanen']);
  });
});

describe('acmart: a line break inside one field parts its pieces as a comma does', () => {
  it('`\\institution{Centre X\\\\ University Y}` is the centre, then the university — not one run-on name', () => {
    const tex = `\\documentclass[sigconf]{acmart}
\\title{T}
\\author{Lena Park}
\\affiliation{\\institution{Center for Complex Systems\\\\ University of Vermont}\\city{Burlington}\\country{USA}}
\\begin{document}\\maketitle\\end{document}`;
    expect(read(tex)).toEqual([['Lena Park', ['Center for Complex Systems, University of Vermont, Burlington, USA']]]);
  });
});

describe('Marked author blocks: footnotes that open with a marker (`\\footnote`, `\\footnotetext`, a paper\'s own footnote macro) are the legend', () => {
  it('NeurIPS-style names with raised numbers, addresses in an unnumbered-footnote macro after the abstract', () => {
    const tex = `\\documentclass{article}\\usepackage{neurips_2025}
\\newcommand\\plainnote[1]{\\begingroup\\renewcommand\\thefootnote{}\\footnote{#1}\\addtocounter{footnote}{-1}\\endgroup}
\\title{T}
\\author{Ana Lopes$^{1}$ \\\\ \\texttt{ana@x.org} \\And Rui Dias$^{1,2}$ \\\\ \\texttt{rui@y.org}}
\\begin{document}\\maketitle
\\begin{abstract}A.\\end{abstract}
\\plainnote{$^{1}$Department of Physics, University of Lisbon, Portugal.}
\\plainnote{$^{2}$Institute of Systems and Robotics, University of Coimbra, Portugal.}
\\end{document}`;
    expect(read(tex)).toEqual([
      ['Ana Lopes', ['Department of Physics, University of Lisbon, Portugal.']],
      ['Rui Dias', ['Department of Physics, University of Lisbon, Portugal.', 'Institute of Systems and Robotics, University of Coimbra, Portugal.']],
    ]);
  });
});

describe('`\\institute` legend under marked names: a row opened by a footnote symbol set on the line is marked by it', () => {
  it('`$^*$ School …` and `$\\dag$ Lab …` rows, one name carrying both marks as `$^{*~\\dag}$`', () => {
    const tex = `\\documentclass{beamer}
\\title{T}
\\author{Omar Haddad$^*$, Sara Nassar$^{*~\\dag}$, and Karim Aoun$^*$}
\\institute{$^*$ Faculty of Engineering, American University of Beirut \\\\
$\\dag$ Robotics Lab, Lebanese University}
\\begin{document}\\maketitle\\end{document}`;
    expect(read(tex)).toEqual([
      ['Omar Haddad', ['Faculty of Engineering, American University of Beirut']],
      ['Sara Nassar', ['Faculty of Engineering, American University of Beirut', 'Robotics Lab, Lebanese University']],
      ['Karim Aoun', ['Faculty of Engineering, American University of Beirut']],
    ]);
  });
});

describe('article: an address written in `\\date{…}` is every author\'s when no author has one otherwise', () => {
  const tex = (date: string) => `\\documentclass{article}
\\title{T}
\\author{Nina Berg$^{\\ast}$ \\and Tom Vik}
\\date{${date}}
\\begin{document}\\maketitle\\end{document}`;
  it('its organisation rows are read, the correspondence row is not', () => {
    expect(read(tex('Division of Chemistry, Oak Ridge National Laboratory, Oak Ridge, TN, USA \\\\[4pt] $^{\\ast}$Correspondence: nina@ornl.gov'))).toEqual([
      ['Nina Berg', ['Division of Chemistry, Oak Ridge National Laboratory, Oak Ridge, TN, USA']],
      ['Tom Vik', ['Division of Chemistry, Oak Ridge National Laboratory, Oak Ridge, TN, USA']],
    ]);
  });
  it('a date is no address', () => {
    expect(read(tex('March 2025')).map(([, a]) => a)).toEqual([[], []]);
  });
});

describe('Marked footnotes: a note under a mark that names no organisation is no legend line', () => {
  it('the block\'s own unmarked line stays every author\'s; a "currently with" note and a note in another script are not read', () => {
    const tex = `\\documentclass{article}
\\title{T}
\\author{Eva Lind\\quad Max Roth$^\\ast$ \\quad Ida Berg$^\\dagger$\\\\ Nordic Institute of Technology}
\\begin{document}\\maketitle
\\footnotetext{$^\\ast$ 目前在另一家公司。}
\\footnotetext{$^\\dagger$ Currently with Acme Robotics Inc.}
\\end{document}`;
    expect(read(tex).map(([n, a]) => [n, a])).toEqual([
      ['Eva Lind', ['Nordic Institute of Technology']], ['Max Roth', ['Nordic Institute of Technology']], ['Ida Berg', ['Nordic Institute of Technology']],
    ]);
  });
});

describe('PDF cards: a centre, laboratory or group the registry lacks, on the line above an organisation, is a unit of it', () => {
  it('"Complex Systems Center" / "University of Vermont" is one affiliation; an institute the registry lacks stays an employer of its own', async () => {
    const { cellAffiliations } = await import('./pdf-front-matter.ts');
    expect(cellAffiliations(['Complex Systems Center', 'University of Vermont'])).toEqual(['Complex Systems Center, University of Vermont']);
    expect(cellAffiliations(['Harbor Research Institute', 'Massachusetts Institute of Technology'])).toEqual(['Harbor Research Institute', 'Massachusetts Institute of Technology']);
  });
});
