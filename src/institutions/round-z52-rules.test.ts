import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';

// Round z52: Springer's journal class svjour3, `\author{A \and B}` with `\institute{A \at address \\ Tel.: … \\ \email{…} \and B \at …}`.
// Each entry names its author before `\at` (in full or by initials, in any order); the address after it, without its contact lines,
// is that author's. Made-up inputs.

const paper = (author: string, institute: string) => String.raw`\documentclass{svjour3}\begin{document}\title{A made-up paper}
\author{${author}}
\institute{${institute}}
\date{Received: date / Accepted: date}
\maketitle\end{document}`;

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('svjour3 \\institute entries', () => {
  it('map to their authors by the name before \\at, dropping Tel., Fax and e-mail lines', () => {
    const tex = paper(String.raw`Ann Lee \and Bo~Wu \and Cy Dee`, String.raw`Ann Lee \at
      Department of Physics, University of Oxford \\ Oxford, UK \\
      Tel.: +44-1865-000000\\ Fax: +44-1865-000001\\
      \email{ann@example.org}
    \and Bo~Wu \at Faculty of Informatics, Masaryk University, Brno, Czech Republic \\ \email{bo@example.org} % a comment
    \and Cy Dee \at Department of Physics, University of Oxford \\ Oxford, UK`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Bo Wu', ['Faculty of Informatics, Masaryk University, Brno, Czech Republic']],
      ['Cy Dee', ['Department of Physics, University of Oxford, Oxford, UK']],
    ]);
  });
  it('written by initials and out of the author order, with \\newline lines, still find their authors', () => {
    const tex = paper(String.raw`Andrea Kessler \and Viktor Shaw \and Amelia Fogg`, String.raw`
      A. Fogg \at School of Computing \newline University of Utah \and
      A. Kessler \at Department of Mathematics \newline University of Utah \newline \email{ak@example.org}`);
    expect(read(tex)).toEqual([
      ['Andrea Kessler', ['Department of Mathematics, University of Utah']],
      ['Viktor Shaw', []],
      ['Amelia Fogg', ['School of Computing, University of Utah']],
    ]);
  });
  it('a "Present address:" line is a second address of the same author, its label dropped', () => {
    const tex = paper(String.raw`Ann Lee \and Bo Wu`, String.raw`Ann Lee \at Department of Physics, University of Oxford, UK \\
      \emph{Present address:} Max Planck Institute for Physics, Munich, Germany \and Bo Wu \at Masaryk University, Brno, Czech Republic`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, UK', 'Max Planck Institute for Physics, Munich, Germany']],
      ['Bo Wu', ['Masaryk University, Brno, Czech Republic']],
    ]);
  });
  it('two names before one \\at share the address', () => {
    const tex = paper(String.raw`Ann Lee \and Bo Wu`, String.raw`A. Lee, B. Wu \at Masaryk University, Brno, Czech Republic`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Masaryk University, Brno, Czech Republic']],
      ['Bo Wu', ['Masaryk University, Brno, Czech Republic']],
    ]);
  });
  it('entries holding only e-mail addresses leave the authors to their own \\thanks', () => {
    const tex = paper(String.raw`Ann Lee \thanks{Department of Physics, University of Oxford, Oxford, UK} \and Bo Wu \footnotemark[1]`,
      String.raw`Ann Lee \at \email{ann@example.org} \and Bo Wu \at \email{bo@example.org} \and`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Bo Wu', ['Department of Physics, University of Oxford, Oxford, UK']],
    ]);
  });
  it('lines that each name an organisation after a comma are two addresses; a name of no letters is no author', () => {
    const tex = paper(String.raw`\ldots \and Ann Lee`, String.raw`Ann Lee \at
      Key Laboratory of Made-up Science, Ministry of Education, Shandong University \\
      School of Made-up Technology, Shandong University \\ \email{ann@example.org}`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Key Laboratory of Made-up Science, Ministry of Education, Shandong University', 'School of Made-up Technology, Shandong University']],
    ]);
  });
});
