import { describe, expect, it } from 'vitest';
import { looksLikeNames } from './author-block.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z67: rules by kind from the misses of the round's blocks (PROVENANCE.md, round z67); each test fails without its rule
// (checked against the code before the round's rules). Names and lines are made up; National Chengchi
// University's Chinese name is a hand-written registry entry.

/** A made-up paper with `front` between \title and \begin{document}, read as [name, affiliations] pairs. */
const read = (front: string, cls = 'article') => latexFrontMatter(String.raw`\documentclass{${cls}}
\title{A made-up paper}
${front}
\begin{document}
\maketitle
\end{document}`).map((a) => [a.name, a.affiliations]);

describe('AIMS Press: \\author{A\\affil{1} B\\affil{2,}\\corrauth and C\\affil{1,3}} and \\address{\\addr{\\affilnum{k}}{…}}', () => {
  const ADDRESS = String.raw`\address{%
\addr{\affilnum{1}}{University of Oslo, Norway}
\addr{\affilnum{2}}{Aalto University, Finland}
\addr{\affilnum{3}}{University of Bergen, Norway}}
\corraddr{made.up@example.org}`;
  it('names on lines of their own, each ended by its mark, get the \\addr entries their marks key', () => {
    expect(read(String.raw`\author{Ada Ruud\affil{1}
Per Vik\affil{2,}\corrauth
and
Kari Lund\affil{1,3}}
` + ADDRESS, 'aims')).toEqual([
      ['Ada Ruud', ['University of Oslo, Norway']],
      ['Per Vik', ['Aalto University, Finland']],
      ['Kari Lund', ['University of Oslo, Norway', 'University of Bergen, Norway']],
    ]);
  });
  it('names separated by commas read the same', () => {
    expect(read(String.raw`\author{Ada Ruud\affil{1}, Per Vik\affil{2}\corrauth, and Kari Lund\affil{3}}
` + ADDRESS, 'aims')).toEqual([
      ['Ada Ruud', ['University of Oslo, Norway']],
      ['Per Vik', ['Aalto University, Finland']],
      ['Kari Lund', ['University of Bergen, Norway']],
    ]);
  });
});

describe('registry Chinese names', () => {
  it('National Chengchi University has a Chinese name (the registry\'s record has none)', () => {
    expect(matchAffiliation('Graduate Institute of Linguistics, National Chengchi University, Taipei, Taiwan')[0]?.name_zh).toBe('政治大学');
  });
});

describe('JHEP: the list\'s "and" written inside the last name\'s own \\author', () => {
  it('\\author[b]{and Per~Vik} is Per Vik', () => {
    expect(read(String.raw`\author[a]{Ada~Ruud,\note{Corresponding author.}}
\author[a,b]{Kari~Lund,}
\author[b]{and Per~Vik}
\affiliation[a]{University of Oslo, Norway}
\affiliation[b]{Aalto University, Finland}`)).toEqual([
      ['Ada Ruud', ['University of Oslo, Norway']],
      ['Kari Lund', ['University of Oslo, Norway', 'Aalto University, Finland']],
      ['Per Vik', ['Aalto University, Finland']],
    ]);
  });
});

describe('an elided particle glued to its surname is a word of a name', () => {
  it('a names line with "Luc d’Arcy" (a page\'s name line, marks stripped) reads as names', () => {
    expect(looksLikeNames('Ada Ruud, Luc d’Arcy, Per Vik')).toBe(true);
    expect(looksLikeNames("Ada Ruud, Luc dell'Orto")).toBe(true);
  });
  it('an organisation with an elided article stays no names line', () => {
    expect(looksLikeNames('Banca d’Italia, Roma')).toBe(false);
  });
});

describe('Academia Sinica: a hand-written entry whose name names it only at home', () => {
  it('in a Taiwanese address it is Academia Sinica, with its Chinese name (the registry has no record of it)', () => {
    const r = matchAffiliation('Institute of Linguistics, Academia Sinica, Nangang, Taipei, Taiwan');
    expect(r.map((i) => [i.name_en, i.country, i.name_zh])).toEqual([['Academia Sinica', 'TW', '中央研究院']]);
  });
  it('in a Beijing address (the Chinese Academy of Sciences\' English name before 1985) it is not Taiwan\'s academy', () => {
    expect(matchAffiliation('Institute of Mechanics, Academia Sinica, Beijing, China').filter((i) => i.country === 'TW')).toEqual([]);
  });
  it('nor beside an organisation of the same line in another country', () => {
    expect(matchAffiliation('Shanghai Institute of Organic Chemistry, Academia Sinica, Shanghai').filter((i) => i.country === 'TW')).toEqual([]);
  });
});
