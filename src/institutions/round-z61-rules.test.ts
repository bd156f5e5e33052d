import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { withSentences } from './with-sentences.ts';

// Round z61 part 1: rules for kinds earlier rounds left (docs/affiliations.md, rounds z56, z59, z60), read from cases already read
// (not blind). Made-up inputs with other names, numbers of authors and organisations; each test fails without its rule.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);
const kit = (author: string, cls = 'article') => String.raw`\documentclass{${cls}}\usepackage{iclr2026_conference}
\title{A made-up paper}
\author{${author}}
\begin{document}\maketitle\end{document}`;
const block = (text: string) => parseAuthorBlock(text).map((a) => [a.name, a.affiliations]);

describe('a short organisation line under a one-line list of names, spelled by the block\'s e-mail domain, is the list\'s organisation', () => {
  it('one word under three names, a grouped e-mail line (LaTeX)', () => {
    expect(read(kit(String.raw`Ana Ruiz, \ Tomas Berg, \ Lena Vogt \\ Kestrel \\ \texttt{\{ana,tomas,lena\}@kestrel.ai}`))).toEqual(
      ['Ana Ruiz', 'Tomas Berg', 'Lena Vogt'].map((n) => [n, ['Kestrel']]),
    );
  });
  it('two words under two names on a page, the domain written as one word', () => {
    expect(block('Mira Chen, Paul Okafor\nBlue Finch\nmira@bluefinch.io, paul@bluefinch.io')).toEqual(
      ['Mira Chen', 'Paul Okafor'].map((n) => [n, ['Blue Finch']]),
    );
  });
  it('a surname wrapped to its own line that spells no domain still ends the name above', () => {
    expect(block('Ana Ruiz, Juan Carlos\nGarcia\nUniversity of Oslo\nana@uio.no')).toEqual(
      ['Ana Ruiz', 'Juan Carlos Garcia'].map((n) => [n, ['University of Oslo']]),
    );
  });
});

describe('round z61 design (neurips-biotender-scgpt): a company card whose name line is one word', () => {
  it('"Ivo" over "Quillsoft" over ivo@quillsoft.io: the company spelled by the address is no second author (LaTeX)', () => {
    expect(read(kit(String.raw`Ivo \\ Quillsoft \\ \texttt{ivo@quillsoft.io}`))).toEqual([['Ivo', ['Quillsoft']]]);
  });
  it('the same on a page, the company in two words', () => {
    expect(block('Ana\nNorth Ridge\nana@northridge.dev')).toEqual([['Ana', ['North Ridge']]]);
  });
});

describe('what authors write for no institution is no author', () => {
  it('a lone author over \\texttt{Unaffiliated}', () => {
    expect(read(kit(String.raw`Kofi Mensah Asante\\ \texttt{Unaffiliated}`))).toEqual([['Kofi Mensah Asante', ['Unaffiliated']]]);
  });
  it('a lone author over "Independent Scholar" on a page', () => {
    expect(block('Priya Raman\nIndependent Scholar')).toEqual([['Priya Raman', ['Independent Scholar']]]);
  });
});

describe('IEEE membership grades set in parentheses after the names, and "are with" notes', () => {
  it('LaTeX: (\\IEEEmembership{…}) after each name, the addresses in \\thanks "X and Y are with …" notes', () => {
    const tex = kit(String.raw`Ann~Lee~(\IEEEmembership{Member,~IEEE}), Bo~Wu~(\IEEEmembership{Senior~Member~IEEE})
      and~Cy~Ode~(\IEEEmembership{Fellow,~IEEE})%
      \thanks{Ann~Lee and Cy~Ode are with the School of Physics, Alpha University, Oslo, Norway.}%
      \thanks{Bo~Wu is with the Beta Institute, Bergen, Norway.}`, 'IEEEtran');
    expect(read(tex)).toEqual([
      ['Ann Lee', ['School of Physics, Alpha University, Oslo, Norway']],
      ['Bo Wu', ['Beta Institute, Bergen, Norway']],
      ['Cy Ode', ['School of Physics, Alpha University, Oslo, Norway']],
    ]);
  });
  it('on a page: the grades in parentheses go with their parentheses, the names stay', () => {
    expect(parseAuthorBlock('Ann Lee (Student Member IEEE), Bo Wu (Senior Member, IEEE),\nCy Ode (Life Fellow, IEEE)\nAlpha University').map((a) => a.name))
      .toEqual(['Ann Lee', 'Bo Wu', 'Cy Ode']);
  });
  it('notes set one under another without a full stop: the next subject starts after the country that closes an address', () => {
    const by = withSentences('Ann Lee is with the School of Physics, Alpha University, Oslo, 0316, Norway Bo Wu and Cy Ode are with the Beta Institute, Bergen, Norway.');
    expect([by.get('lee'), by.get('wu'), by.get('ode')]).toEqual([
      ['School of Physics, Alpha University, Oslo, 0316, Norway'], ['Beta Institute, Bergen, Norway'], ['Beta Institute, Bergen, Norway'],
    ]);
  });
});
