import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z65: rules by kind from the misses of the round's kits (PROVENANCE.md, round z65); each test fails without its rule (checked
// against a copy of the code before the round's rules). Names, places and units are made up; the organisations they resolve to are
// registry records (INAF, the universities of Lausanne and Coimbra; the last test reads the registry's own chain of records of the
// Porto institute, its centre and its university, in a line of another shape than the round's).

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);
const ids = (text: string) => matchAffiliation(text).map((r) => r.id);

describe('A&A \\inst{\\ref{label}} marks keyed to \\label{…} entries of \\institute (aa.cls)', () => {
  it('each label is the number of the entry it stands in; a commented-out entry is no entry', () => {
    const tex = String.raw`\documentclass{aa}
\begin{document}
\title{A made-up letter}
\author{
   \mbox{O. Vidal\inst{\ref{beta},\ref{alpha}}}
   \and
   \mbox{P. Holm\inst{\ref{gamma}}\thanks{A made-up fellowship}}
   \and
   \mbox{L. Moss\inst{\ref{alpha}}}
   }
\institute{
   Alpha Institute of Astronomy, Alphaville, Norway \label{alpha}
   \and
   Beta Observatory, Betaville, Norway \label{beta}
   % \and
   % Delta Observatory, Deltaville, Norway \label{delta}
   \and
   Gamma University, Gammaville, Sweden \label{gamma}
   }
\abstract{Text.}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([
      ['O. Vidal', ['Alpha Institute of Astronomy, Alphaville, Norway', 'Beta Observatory, Betaville, Norway']],
      ['P. Holm', ['Gamma University, Gammaville, Sweden']],
      ['L. Moss', ['Alpha Institute of Astronomy, Alphaville, Norway']],
    ]);
  });
});

describe('amsart \\author{A \\and B \\and C}: \\and sets the names apart, each \\address after it goes to its name in turn', () => {
  it('three names, three addresses that open with their authors\' names', () => {
    const tex = String.raw`\documentclass{amsart}
\begin{document}
\title{A made-up note}
\author{Ona Vidal \and Per Holm \and Lia Moss}
\address{Ona Vidal, Department of Mathematics, Alpha University, Norway}
\email{ona@alpha.example}
\address{Per Holm, Department of Statistics, Beta University, Sweden}
\email{per@beta.example}
\address{Lia Moss, Department of Mathematics, Alpha University, Norway}
\begin{abstract}
Text.
\end{abstract}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([
      ['Ona Vidal', ['Department of Mathematics, Alpha University, Norway']],
      ['Per Holm', ['Department of Statistics, Beta University, Sweden']],
      ['Lia Moss', ['Department of Mathematics, Alpha University, Norway']],
    ]);
  });
});

describe('BioMed Central \\inits{…} before a name (initials for the running citation, not printed)', () => {
  it('is no part of the name', () => {
    const tex = String.raw`\documentclass{bmcart}
\begin{document}
\begin{frontmatter}
\title{A made-up article}
\author[
   addressref={aff1},   % the address id
   corref={aff1},
   email={ona@alpha.example}
]{\inits{OV}\fnm{Ona} \snm{Vidal}}
\author[
   addressref={aff1,aff2}
]{\inits{PKH}\fnm{Per K.} \snm{Holm}}
\address[id=aff1]{%
  \orgname{Alpha University},
  \city{Alphaville},
  \cny{Norway}
}
\address[id=aff2]{%
  \orgname{Beta Institute},
  \city{Betaville},
  \cny{Sweden}
}
\end{frontmatter}
\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Ona Vidal', 'Per K. Holm']);
  });
});

// Resolution rules, one line each: [rule, affiliation, the registry ids it resolves to].
const RESOLVED: [string, string, string[]][] = [
  ['acronym + minus sign + observatory of no record: INAF', 'INAF − Osservatorio Astronomico di Alphaville, Via Alpha 1, Alphaville, Italy', ['02gh4kt33']],
  ['acronym + spaced hyphen + observatory of no record: INAF', 'INAF - Osservatorio Astrofisico di Betaville, Betaville, Italy', ['02gh4kt33']],
  ['acronym + hyphen + observatory of no record: INAF', 'INAF-Osservatorio Astronomico di Gammaville, Gammaville, Italy', ['02gh4kt33']],
  ["unit ending \"de l'Université de X\": the university", "Observatoire Alpha de l'Université de Lausanne, Chemin Beta 2, Lausanne, Switzerland", ['019whta54']],
  ['unit ending "of the University of X": the university', 'Gamma Observatory of the University of Lausanne, Switzerland', ['019whta54']],
  ['faculty ending "da Universidade de X": the university', 'Faculdade de Ciências Beta da Universidade de Coimbra, Coimbra, Portugal', ['04z8k9a98']],
  ["institute under the university's centre, the centre by acronym: the institute and the university, the centre no employer", 'Instituto de Astrofísica e Ciências do Espaço, Universidade do Porto, CAUP, Porto, Portugal', ['006bxqs05', '043pwc612']],
];
describe('round z65 resolution rules', () => {
  it.each(RESOLVED)('%s', (_rule, text, want) => expect(ids(text)).toEqual(want));
});
