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

describe('an acronym, a spaced dash or a minus sign, then a unit the registry lacks: the acronym\'s organisation', () => {
  it('INAF with an observatory of no record of its own, dashed as A&A prints it', () => {
    expect(ids('INAF − Osservatorio Astronomico di Alphaville, Via Alpha 1, Alphaville, Italy')).toEqual(['02gh4kt33']);
    expect(ids('INAF - Osservatorio Astrofisico di Betaville, Betaville, Italy')).toEqual(['02gh4kt33']);
    expect(ids('INAF-Osservatorio Astronomico di Gammaville, Gammaville, Italy')).toEqual(['02gh4kt33']);
  });
});

describe('a unit the registry lacks whose name ends with its university ("… de l\'Université de X", "… da Universidade de X", "… of the University of X")', () => {
  it('is that university, the rest kept as its unit', () => {
    expect(ids("Observatoire Alpha de l'Université de Lausanne, Chemin Beta 2, Lausanne, Switzerland")).toEqual(['019whta54']);
    expect(ids('Gamma Observatory of the University of Lausanne, Switzerland')).toEqual(['019whta54']);
    expect(ids('Faculdade de Ciências Beta da Universidade de Coimbra, Coimbra, Portugal')).toEqual(['04z8k9a98']);
  });
});

describe('an institute whose parent is a centre of the university written after it, the centre by its acronym', () => {
  it('keeps the institute with the university; the centre, the middle link, is no employer', () => {
    expect(ids('Instituto de Astrofísica e Ciências do Espaço, Universidade do Porto, CAUP, Porto, Portugal')).toEqual(['006bxqs05', '043pwc612']);
  });
});
