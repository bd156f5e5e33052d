import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { frontMatterSource } from './latex-preprocess.ts';
import { matchAffiliation } from './match.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round z78: the rules here come from the round's design misses (docs/affiliations.md, round z78: an MLSys-kit paper whose author
// block is the ICML kit's renamed, and an Elsevier address naming an alliance abroad that opens with a university's short name).
// Each test fails without its rule (checked against the code before the round), or guards what must not change. Names, places and
// organisations are made up (the short name "Stanford" is the registry's own key, used to open made-up names).

const found = (text: string) => matchAffiliation(text).map((r) => [r.name_en, r.country, r.unit_en]);
const authors = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

const mlsys = (names: string) => `\\documentclass{article}\\usepackage{mlsys2025}
\\begin{document}
\\twocolumn[
\\mlsystitle{A Made-Up Title}
\\begin{mlsysauthorlist}
${names}
\\end{mlsysauthorlist}
\\mlsysaffiliation{fen}{Department of Quiet Lakes, Westbrook University, Elmford, Norway}
\\mlsysaffiliation{orc}{Orchard Compute Labs, Dunmere, Canada}
\\mlsyscorrespondingauthor{Lena Marsh}{lena@westbrook.example}
\\mlsyskeywords{Made-up words}
\\vskip 0.3in
\\begin{abstract}Text.\\end{abstract}
]
\\printAffiliationsAndNotice{}
\\section{Introduction}Text.
\\end{document}`;

describe('the MLSys kit: the ICML kit with its front-matter commands renamed \\mlsys…', () => {
  it('\\mlsysauthor{Name}{keys} and \\mlsysaffiliation{key}{text} pair each name with its keyed affiliations', () => {
    expect(authors(mlsys('\\mlsysauthor{Lena Marsh}{fen}\n\\mlsysauthor{Tobias Renn}{fen,orc}'))).toEqual([
      ['Lena Marsh', ['Department of Quiet Lakes, Westbrook University, Elmford, Norway']],
      ['Tobias Renn', ['Department of Quiet Lakes, Westbrook University, Elmford, Norway', 'Orchard Compute Labs, Dunmere, Canada']],
    ]);
  });
  it('one author with one key', () => {
    expect(authors(mlsys('\\mlsysauthor{Tobias Renn}{orc}'))).toEqual([['Tobias Renn', ['Orchard Compute Labs, Dunmere, Canada']]]);
  });
  it('guard: the ICML kit itself reads as before', () => {
    const icml = mlsys('\\mlsysauthor{Lena Marsh}{fen}').replace(/mlsys/g, 'icml');
    expect(authors(icml)).toEqual([['Lena Marsh', ['Department of Quiet Lakes, Westbrook University, Elmford, Norway']]]);
  });
  it('guard: a source that only names mlsys in its text or a macro of its own keeps its \\author block', () => {
    const tex = '\\title{Notes on mlsys tuning}\\newcommand{\\mlsysname}{X}\\author{Lena Marsh\\\\ Westbrook University}\n\\begin{document}\\maketitle\\end{document}';
    expect(authors(tex)).toEqual([['Lena Marsh', ['Westbrook University']]]);
    expect(frontMatterSource(tex).full).toContain('\\mlsysname');
  });
});

describe('a name that opens with a record\'s short name and ends "in <country>", another country than the record\'s', () => {
  it('"Stanford Marine Alliance for Research in Kenya" is an organisation of its own in Kenya, not Stanford\'s unit', () => {
    expect(found('Stanford Marine Alliance for Research in Kenya')).toEqual([['Stanford Marine Alliance for Research in Kenya', 'KE', null]]);
  });
  it('after a programme and before a city, a post code and the country: the programme is its unit', () => {
    expect(found('Tidewater Program, Stanford Coastal Alliance for Research in Singapore, Singapore, 119999, Singapore')).toEqual([
      ['Stanford Coastal Alliance for Research in Singapore', 'SG', 'Tidewater Program'],
    ]);
  });
  it('guard: the same words without "in <country>", or ending in the record\'s own country, stay the record\'s unit', () => {
    expect(found('Stanford Marine Alliance for Research')).toEqual([['Stanford University', 'US', 'Marine Alliance for Research']]);
    expect(found('Stanford Marine Alliance for Research in the United States')[0][0]).toBe('Stanford University');
  });
  it('guard: "in" before a city or a word that names no country changes nothing', () => {
    expect(found('Stanford Marine Alliance for Research in Dunmere')[0][0]).toBe('Stanford University');
  });
});

describe('timing', () => {
  it('a 4,000-character name ending "in <words>" and a 4,000-character MLSys source read in well under 500 ms', () => {
    // warm-ups on other inputs (the registry and the fuzzy index build once, on first use; the matcher memoises, so the timed inputs
    // are run once each)
    matchAffiliation('Stanford Quiet Alliance for Research in Norway');
    latexFrontMatter(mlsys('\\mlsysauthor{Lena Marsh}{fen}'));
    const long = `Stanford ${'Alliance '.repeat(500)}in ${'Kenya '.repeat(3)}`.slice(-4000);
    const longIn = `Oxford Coastal ${'in Quiet '.repeat(450)}in Kenya`.slice(-4000);
    const src = mlsys(Array.from({ length: 150 }, (_, i) => `\\mlsysauthor{Lena Marsh${i}}{fen}`).join('\n'));
    expect(src.length).toBeGreaterThan(4000);
    const t = cpuNow();
    matchAffiliation(long);
    matchAffiliation(longIn);
    frontMatterSource(`${'\\mlsys'.repeat(700)}`);
    latexFrontMatter(src);
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
