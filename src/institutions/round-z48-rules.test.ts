import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { cellAffiliations } from './pdf-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { suffixJoined } from './author-block.ts';

// Round z48's rules (branch z48), from the design half's misses, each on made-up input and failing without its rule: the ICASSP /
// ICIP kit's second name line (`\secondlinename{…}` after `\name{…}`, or both lines at once in `\nametwo{…}{…}`) lists authors as the
// first line does; a colour command inside a name (`\color{purple}`, an authors' `\revision{}` macro around the name) prints no words;
// on a page, a centre / institute / laboratory named for its field ("Center for Signal and Image Processing (CSIP)", "Institut för
// Tillämpad Informationsteknik") over its university's line in one author block is that university's unit, not a second employer.

const pairs = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('spconf: names over two lines', () => {
  it('\\secondlinename goes on with the names of \\name, markers and all', () => {
    const tex = String.raw`\documentclass{article}\usepackage{spconf}\title{A made-up paper}
\name{Ann Lee$^{1}$, Bo Wu$^{2}$}
\secondlinename{Cy Dee$^{2}$, and Di Fox$^{1}$}
\address{$^{1}$ Department of Physics, University of Oxford, UK\\ $^{2}$ School of Computing, National University of Singapore, Singapore}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, UK']],
      ['Bo Wu', ['School of Computing, National University of Singapore, Singapore']],
      ['Cy Dee', ['School of Computing, National University of Singapore, Singapore']],
      ['Di Fox', ['Department of Physics, University of Oxford, UK']]]);
  });
  it('\\nametwo{first line}{second line} holds both lines; symbol marks key the address lines', () => {
    const tex = String.raw`\documentclass{article}\usepackage{spconf}\title{A made-up paper}
\nametwo{Ann Lee$^\ast$\thanks{Funded by a made-up grant.},Bo Wu$^\dag$}{Cy Dee$^\ddag$ and Di Fox$^\ast$}
\address{$\ast$Department of Physics, University of Oxford, UK\\
$\dag$ School of Computing, National University of Singapore, Singapore\\
$\ddag$ Google Inc, Mountain View, California, USA}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, UK']],
      ['Bo Wu', ['School of Computing, National University of Singapore, Singapore']],
      ['Cy Dee', ['Google Inc, Mountain View, California, USA']],
      ['Di Fox', ['Department of Physics, University of Oxford, UK']]]);
  });
  it('a single \\name is read as before', () => {
    const tex = String.raw`\documentclass{article}\usepackage{spconf}\title{A made-up paper}
\name{Ann Lee, Bo Wu}\address{Department of Physics, University of Oxford, UK}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual([['Ann Lee', ['Department of Physics, University of Oxford, UK']], ['Bo Wu', ['Department of Physics, University of Oxford, UK']]]);
  });
});

describe('a colour command inside a name prints no words', () => {
  it('an authors\' macro wrapping the name in \\color{…} (sn-jnl \\author{\\revision{\\fnm{}\\sur{}}})', () => {
    const tex = String.raw`\documentclass{sn-jnl}
\newcommand{\revision}[1]{{\color{purple}#1}}
\begin{document}\title{A made-up paper}
\author*[1]{\revision{\fnm{Ann} \sur{Lee}}}\email{ann@example.org}
\author[1]{\textcolor{blue}{\fnm{Bo} \sur{Wu}}}
\affil*[1]{\orgdiv{Department of Physics}, \orgname{University of Oxford}, \orgaddress{\city{Oxford}, \country{UK}}}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Ann Lee', 'Bo Wu']);
  });
});

describe('PDF: a unit named for its field over its university in one author block', () => {
  it('"Center for … (ACR)" / "Institut för …" over the university line: one affiliation, the unit with its host', () => {
    expect(cellAffiliations(['Center for Signal and Image Processing (CSIP)', 'Georgia Institute of Technology', 'Atlanta, GA']))
      .toEqual(['Center for Signal and Image Processing (CSIP), Georgia Institute of Technology, Atlanta, GA']);
    expect(cellAffiliations(['Institut för Tillämpad Informationsteknik', 'Kungliga Tekniska Högskolan', 'Stockholm, Sweden']))
      .toEqual(['Institut för Tillämpad Informationsteknik, Kungliga Tekniska Högskolan, Stockholm, Sweden']);
  });
  it('an organisation of its own named by proper name and kind still opens a second affiliation ("Vector Institute" / "University of Toronto")', () => {
    expect(cellAffiliations(['Vector Institute', 'University of Toronto', 'Toronto, Canada']).length).toBe(2);
  });
});

// Known gaps of round z47 (its held-out cases, read in that round, so no longer blind), worked on after this round's design rules.
describe('authblk keys written in math with symbols (FITEE: \\author[$\\dagger$$\\ddagger$1], \\author[$$2])', () => {
  it('the dollar signs and the symbols around a key are no part of it', () => {
    const tex = String.raw`\documentclass{article}\usepackage{authblk}\title{A made-up paper}
\author[$\dagger$$\ddagger$1]{Ann LEE}
\author[$$2]{Bo WU}
\author[$$1]{Cy DEE}
\affil[1]{Department of Physics, University of Oxford, Oxford, UK}
\affil[2]{School of Computing, National University of Singapore, Singapore}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual([
      ['Ann LEE', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Bo WU', ['School of Computing, National University of Singapore, Singapore']],
      ['Cy DEE', ['Department of Physics, University of Oxford, Oxford, UK']]]);
  });
});

describe('a school of a field written "of" its university ("School of … of Zhejiang University")', () => {
  const names = (s: string) => matchAffiliation(s).map((r) => r.name_en);
  it('the unit opens with its kind and its field, the university comes after the last "of"', () => {
    expect(names('School of Computer Science and Technology of Zhejiang University, Hangzhou 310027, China')).toEqual(['Zhejiang University']);
    expect(names('School of Science of Harbin Institute of Technology, Harbin, China')).toEqual(['Harbin Institute of Technology']);
  });
  it('a name whose words after "of" are a field, not an organisation, is not cut ("Department of Physics of Complex Systems")', () => {
    expect(names('Department of Physics of Complex Systems, University of Oxford, UK')).toEqual(['University of Oxford']);
  });
});

describe('PDF: an inverted name "Surname, I." broken after its surname at a line end', () => {
  it('a line ending in a lone surname and its comma goes on with the initials opening the next line', () => {
    expect(suffixJoined(['Lee, B.⟦a⟧, Wu, C.⟦b⟧, Caccavari-Garza,', 'A. L.⟦c⟧ and Dee, M. A.⟦b⟧']))
      .toEqual(['Lee, B.⟦a⟧, Wu, C.⟦b⟧, Caccavari-Garza, A. L.⟦c⟧ and Dee, M. A.⟦b⟧']);
  });
  it('a line of whole names ending in a comma, the next opening with a name, stays apart', () => {
    expect(suffixJoined(['Ann Lee⟦1⟧, Bo Wu⟦2⟧,', 'Cy Dee⟦1⟧'])).toEqual(['Ann Lee⟦1⟧, Bo Wu⟦2⟧,', 'Cy Dee⟦1⟧']);
  });
});

describe('a research institute filed under a council, written with a university and that council (a joint unit)', () => {
  const names = (s: string) => matchAffiliation(s).map((r) => r.name_en);
  it('"Instituto de Astronomía y Física del Espacio, Universidad de Buenos Aires – CONICET": the institute is its hosts\' unit', () => {
    expect(names('Instituto de Astronomía y Física del Espacio, Universidad de Buenos Aires – Consejo Nacional de Investigaciones Científicas y Técnicas, Buenos Aires, Argentina'))
      .toEqual(['Universidad de Buenos Aires', 'Consejo Nacional de Investigaciones Científicas y Técnicas']);
  });
  it('an academy\'s institute written with the academy and no university keeps its record', () => {
    // (and the academy beside it, from branch unitconv)
    expect(names('Dalian Institute of Chemical Physics, Chinese Academy of Sciences, Dalian, China')).toEqual(['Dalian Institute of Chemical Physics', 'Chinese Academy of Sciences']);
  });
});

describe('a NeurIPS \\And card with one e-mail is one person', () => {
  it('the card\'s first line is the name, the lines under it (no organisation word: "Apart Research") its affiliation', () => {
    const tex = String.raw`\documentclass{article}\usepackage{neurips_2025}\title{A made-up paper}
\author{Ann Lee \\ School of Computing \\ National University of Singapore \\ \texttt{ann@example.org} \\
  \And
  Bo Wu \\ Redwood Research \\ \texttt{bo@example.org} \\}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual([['Ann Lee', ['School of Computing, National University of Singapore']], ['Bo Wu', ['Redwood Research']]]);
  });
  it('a card of two names over one organisation and two e-mails is read as before', () => {
    const tex = String.raw`\documentclass{article}\usepackage{neurips_2025}\title{A made-up paper}
\author{Ann Lee \\ National University of Singapore \\ \texttt{ann@example.org} \\
  \And
  Bo Wu \quad Cy Dee \\ University of Oxford \\ \texttt{bo@example.org}, \texttt{cy@example.org}}
\begin{document}\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Ann Lee', 'Bo Wu', 'Cy Dee']);
  });
});

// The second batch's design miss (read after its blind figures).
describe('acmart: several \\author and no \\affiliation', () => {
  it('each \\author of acmart is an author of its own (the class adds them up), none with an affiliation', () => {
    const tex = String.raw`\documentclass[acmsmall]{acmart}
\begin{document}\title{A made-up paper}
\author{Ann Lee}
\email{ann@example.org}
\author{Bo Wu}
\email{bo@example.org}
\maketitle\end{document}`;
    expect(pairs(tex)).toEqual([['Ann Lee', []], ['Bo Wu', []]]);
  });
  it('in the article class a second \\author replaces the first, as LaTeX does', () => {
    const tex = String.raw`\documentclass{article}
\begin{document}\title{A made-up paper}
\author{Ann Lee}
\author{Bo Wu \\ University of Oxford}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Bo Wu']);
  });
});

describe('an academy\'s institute written with the academy\'s acronym ("Institute of Automation, CAS")', () => {
  it('is the registry\'s record of that institute under the academy, as when the academy is written out', () => {
    const ids = (s: string) => matchAffiliation(s).map((r) => r.id);
    expect(ids('Institute of Automation, CAS')).toEqual(ids('Institute of Automation, Chinese Academy of Sciences'));
    expect(ids('Institute of Automation, CAS')).toEqual(['022c3hy66']);
  });
});
