import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z66: rules by kind from the misses of the round's ML-kit blocks (PROVENANCE.md, round z66); each test fails without its rule
// (checked against the code before the round's rules). Names, lines and URLs are made up; the organisations they resolve to are
// registry records (Oslo, Aalto) or a hand-written alias (Zhongguancun Laboratory).

/** A made-up paper whose \author is `author` (after `preamble`), read as [name, affiliations] pairs. */
const read = (author: string, preamble = '') => latexFrontMatter(String.raw`\documentclass{article}
\usepackage{graphicx}
${preamble}
\title{A made-up paper}
\author{${author}}
\begin{document}
\maketitle
\end{document}`).map((a) => [a.name, a.affiliations]);

const BOTH_OSLO = [['Ada Ruud', ['University of Oslo']], ['Per Vik', ['University of Oslo']]];
const OSLO_AALTO = [['Ada Ruud', ['University of Oslo']], ['Per Vik', ['Aalto University']]];
const TWO = String.raw`Ada Ruud$^{1}$ \quad Per Vik$^{2}$ \\ [1.2em] $^{1}$University of Oslo \quad $^{2}$Aalto University \\ [0.5em] `;

describe('an icon before a name', () => {
  it('graphicx\'s \\raisebox / \\scalebox arguments (a shift, a factor) do not stick to the name', () => {
    const icon = String.raw`\newcommand{\lead}{{\raisebox{0.3ex}{\scalebox{0.6}{$\dagger$}}}}`;
    expect(read(String.raw`\lead Ada Ruud$^{1}$ \quad Per Vik$^{1}$ \\ $^{1}$University of Oslo`, icon)).toEqual(BOTH_OSLO);
  });
  it('a star drawn before a name ($\\star$, an equal-contribution icon) is no part of it', () => {
    expect(read(String.raw`$\star$ Ada Ruud$^{1}$ \quad $\star$ Per Vik$^{1}$ \\ $^{1}$University of Oslo`)).toEqual(BOTH_OSLO);
  });
});

describe('`\\\\ [0.5em]`: the line break\'s length written after a space is the break\'s', () => {
  it('no "[0.5em]" glued to the affiliation before it', () => {
    expect(read(TWO + String.raw`Code: \url{https://example.org/made-up}`)).toEqual(OSLO_AALTO);
  });
  it('a legend of marks on the line after it leaves the last affiliation its authors', () => {
    expect(read(TWO + String.raw`\textcolor{red}{$\star$} Equal first author \quad \textcolor{red}{$\dagger$} Equal senior author`)).toEqual(OSLO_AALTO);
  });
});

describe('a hand-written alias', () => {
  it('Zhongguancun Laboratory has its Chinese name', () => {
    expect(matchAffiliation('Zhongguancun Laboratory, Beijing, China').map((r) => [r.name_en, r.name_zh])).toEqual([['Zhongguancun Laboratory', '中关村实验室']]);
  });
});
