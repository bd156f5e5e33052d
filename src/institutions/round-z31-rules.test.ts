import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';

// Round z31 (branch z31): template handlers for the conventions round z30's read held-out misses showed (docs/affiliations.md, round
// z31). Each is written for the class's documented syntax and tested here on a made-up front matter of that shape — no fixture's text.
const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('IEEE Access (ieeeaccess.cls): `\\authorrefmark{n}` names and `\\address[n]{…}` legends', () => {
  const addresses = `\\address[1]{Department of Computer Science, University of Porto, 4169-007 Porto, Portugal (e-mail: ana@up.pt)}
\\address[2]{Institute of Telecommunications, University of Aveiro, 3810-193 Aveiro, Portugal}`;
  const expected = [
    ['Ana Sousa', ['Department of Computer Science, University of Porto, 4169-007 Porto, Portugal']],
    ['Rui Costa', ['Institute of Telecommunications, University of Aveiro, 3810-193 Aveiro, Portugal']],
    ['Jo Lima', ['Department of Computer Science, University of Porto, 4169-007 Porto, Portugal', 'Institute of Telecommunications, University of Aveiro, 3810-193 Aveiro, Portugal']],
  ];
  it('the class template\'s form: marks inside and after `\\uppercase{…}`, membership grades, addresses after `\\author`', () => {
    const tex = `\\documentclass{ieeeaccess}
\\begin{document}
\\title{T}
\\author{\\uppercase{Ana Sousa}\\authorrefmark{1}, \\IEEEmembership{Member, IEEE},
\\uppercase{Rui Costa\\authorrefmark{2}, and Jo Lima}.\\authorrefmark{1,2}, \\IEEEmembership{Fellow, IEEE}}
${addresses}
\\maketitle
\\end{document}`;
    expect(read(tex)).toEqual(expected);
  });
  it('the addresses written inside the braces of `\\author` are legends, never names', () => {
    const tex = `\\documentclass{ieeeaccess}
\\begin{document}
\\title{T}
\\author{\\uppercase{Ana Sousa}\\authorrefmark{1}, \\uppercase{Rui Costa}\\authorrefmark{2}, \\uppercase{Jo Lima}\\authorrefmark{1,2}
${addresses}}
\\maketitle
\\end{document}`;
    expect(read(tex)).toEqual(expected);
  });
});

describe('Econometric Society (ectaart) / IMS (imsart): `\\address[id=…]` reached by `\\author[addressref={…}]`', () => {
  it('key-value ids, two addresses for one author, an `\\ead` e-mail and a `\\printead` in the address left out', () => {
    const tex = `\\documentclass{ectaart}
\\begin{document}
\\begin{frontmatter}
\\title{T}
\\begin{aug}
\\author[id=au1,addressref={ad1,ad2}]{\\fnms{Maria}~\\snm{Ortega}\\ead[label=e1]{m@x.edu}}
\\author[id=au2,addressref={ad2}]{\\fnms{Jonas}~\\snm{Berg}}
\\address[id=ad1]{Department of Economics, University of Bonn\\printead[presep={,\\ }]{e1}}
\\address[id=ad2]{Department of Economics, Stockholm University}
\\end{aug}
\\end{frontmatter}
\\end{document}`;
    expect(read(tex)).toEqual([
      ['Maria Ortega', ['Department of Economics, University of Bonn', 'Department of Economics, Stockholm University']],
      ['Jonas Berg', ['Department of Economics, Stockholm University']],
    ]);
  });
});

describe('A title block set by hand: names with raised marks as the cells of a `tabular`, marked footnotes their legend', () => {
  const tex = (cells: string) => `\\documentclass{imsart}
\\begin{document}
\\def\\mk#1{\${}^{#1}\$}
\\begin{frontmatter}
{\\bf\\Large A Title}
\\begin{aug}
\\address{
\\begin{tabular}{cc}
${cells}
\\end{tabular}
\\footnotetext{\\mk{a}Department of Mathematics, University of Leeds; p.ng@leeds.ac.uk. \\mk{b}Department of Statistics, University of Warwick.}
}
\\end{aug}
\\end{frontmatter}
\\end{document}`;
  it('imsart `aug`: `{\\bfseries Name}\\mk{a} & …` cells over a `\\footnotetext` legend (the e-mail after `;` left out)', () => {
    expect(read(tex('{\\normalsize\\bfseries Priya Ng}\\mk{a} & {\\normalsize\\bfseries Tomas Vik}\\mk{b}\\\\[4pt]'))).toEqual([
      ['Priya Ng', ['Department of Mathematics, University of Leeds']],
      ['Tomas Vik', ['Department of Statistics, University of Warwick']],
    ]);
  });
  it('a table whose cells are not all marked names is no author list', () => {
    expect(read(tex('Priya Ng\\mk{a} & 0.5 \\\\ Tomas Vik & 0.7'))).toEqual([]);
  });
});
