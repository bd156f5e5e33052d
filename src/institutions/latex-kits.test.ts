import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';

// Round z63: journal kits whose author commands the readers did not know (latex-kits.ts), each with made-up names, numbers of
// authors and organisations; each test fails without its kit's rewrite.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('Copernicus \\Author[k]{Given}{Surname} with \\affil[k]{…}', () => {
  it('names in two arguments, shared and lettered keys, an equal-contribution note that is no affiliation', () => {
    const tex = String.raw`\documentclass[acp, manuscript]{copernicus}
\begin{document}
\title{A made-up paper}
\Author[1,*]{Ona M.}{Vidal}
\Author[2,b*]{Per}{Holm}
\Author[1,2]{Rui}{Sato-Lind}
\affil[1]{Department of Physics, Alpha University, Alphaville, Norway}
\affil[2]{Beta Institute of Technology, Betatown, Chile}
\affil[b]{now at: Gamma University, Gammaville, Peru}
\affil[*]{These authors contributed equally to this work.}
\correspondence{Per Holm (per@beta.example)}
\runningtitle{Made up}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([
      ['Ona M. Vidal', ['Department of Physics, Alpha University, Alphaville, Norway']],
      ['Per Holm', ['Beta Institute of Technology, Betatown, Chile', 'now at: Gamma University, Gammaville, Peru']],
      ['Rui Sato-Lind', ['Department of Physics, Alpha University, Alphaville, Norway', 'Beta Institute of Technology, Betatown, Chile']],
    ]);
  });
});

describe('AGU \\authors{A\\affil{1}, …, and C\\affil{2,3}} with \\affiliation{k}{text}', () => {
  it('a list with spaces before markers, a spaced key list, a name with no marker and a final "and"', () => {
    const tex = String.raw`\documentclass[draft]{agujournal2019}
\begin{document}
\title{A made-up paper}
\authors{Ona Vidal \affil{1}, Per Holm\affil{2, 3}\thanks{Now retired, Alphaville}, Lia Moss, and Rui Sato\affil{3}}
\affiliation{1}{Alpha University, Alphaville, Norway}
\affiliation{2}{Beta Observatory, Betatown, Chile}
\affiliation{3}{Gamma Institute of Technology}
\correspondingauthor{Ona Vidal}{ona@alpha.example}
\begin{keypoints}
\item A point.
\end{keypoints}
\begin{abstract}
Text.
\end{abstract}
\end{document}`;
    expect(read(tex)).toEqual([
      ['Ona Vidal', ['Alpha University, Alphaville, Norway']],
      ['Per Holm', ['Beta Observatory, Betatown, Chile', 'Gamma Institute of Technology']],
      ['Lia Moss', []],
      ['Rui Sato', ['Gamma Institute of Technology']],
    ]);
  });
  it("acmart's one-argument \\affiliation{\\institution{…}} is not AGU's and reads as before", () => {
    const tex = String.raw`\documentclass{acmart}
\begin{document}
\title{A made-up paper}
\author{Ona Vidal}
\affiliation{\institution{Alpha University}\city{Alphaville}\country{Norway}}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([['Ona Vidal', ['Alpha University, Alphaville, Norway']]]);
  });
});

// Round z64: Taylor & Francis Interact writes every name in one \name and every affiliation in \affil, both inside \author.
describe('Interact \\author{\\name{…} \\affil{…}}', () => {
  it('marked names and one \\affil cut at its marks, a \\thanks with a comma and an "and" that separate nothing', () => {
    const tex = String.raw`\documentclass[]{interact}
\begin{document}
\articletype{ARTICLE}
\title{A made-up paper}
\author{
\name{Ona Vidal\textsuperscript{a}\thanks{CONTACT Ona Vidal. Email: ona@alpha.example, and per@beta.example}, Per Holm\textsuperscript{a,b} and Lia Moss\textsuperscript{b}}
\affil{\textsuperscript{a}Department of Physics, Alpha University, Alphaville, Norway; \textsuperscript{b}Beta Institute of Technology, Betatown, Chile}
}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([
      ['Ona Vidal', ['Department of Physics, Alpha University, Alphaville, Norway']],
      ['Per Holm', ['Department of Physics, Alpha University, Alphaville, Norway', 'Beta Institute of Technology, Betatown, Chile']],
      ['Lia Moss', ['Beta Institute of Technology, Betatown, Chile']],
    ]);
  });
  it('no marks: the one \\affil belongs to every name', () => {
    const tex = String.raw`\documentclass[]{interact}
\begin{document}
\title{A made-up paper}
\author{\name{Rui Sato\thanks{CONTACT Rui Sato. Email: rui@gamma.example}, Ivo Lind and
Mia van Berg}
\affil{Lab of Maps, Faculty of Design,
Gamma University of Technology, Gammaville, Peru}}
\maketitle
\end{document}`;
    const gamma = 'Lab of Maps, Faculty of Design, Gamma University of Technology, Gammaville, Peru';
    expect(read(tex)).toEqual([['Rui Sato', [gamma]], ['Ivo Lind', [gamma]], ['Mia van Berg', [gamma]]]);
  });
});
