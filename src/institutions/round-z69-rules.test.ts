import { describe, expect, it } from 'vitest';
import { isNoteLine, parseAuthorBlock } from './author-block.ts';
import { latexFrontMatter } from './latex-front-matter.ts';

// Round z69: rules from the design misses of the round's whole first pages (PROVENANCE.md, round z69); each test fails without
// its rule (checked against the code before the round's rules). Names, organisations and lines are made up.

/** A page's author block read as [name, affiliations] pairs. */
const pairs = (block: string) => parseAuthorBlock(block).map((a) => [a.name, a.affiliations]);

describe('a correspondence line opened by a verb ("Address correspondence to: …") is no affiliation', () => {
  it('address / send / direct correspondence to', () => {
    expect(isNoteLine('Address correspondence to: ada.ruud@example.org')).toBe(true);
    expect(isNoteLine('⟦*⟧Send correspondence to Ada Ruud, ada@example.org')).toBe(true);
    expect(isNoteLine('Please direct all correspondence to the first author.')).toBe(true);
  });
  it('an address line is still an affiliation', () => {
    expect(isNoteLine('Address: Storgata 1, 0155 Oslo, Norway')).toBe(false);
    expect(isNoteLine('Department of Physics, University of Oslo, Norway')).toBe(false);
  });
  it('in an authblk block read from a page, the correspondence legend names no organisation', () => {
    expect(pairs('Ada Ruud⟦1⟧ and Per Vik⟦1,*⟧\n⟦1⟧Department of Physics, University of Oslo, Norway.\n⟦*⟧Address correspondence to: per.vik@example.org')).toEqual([
      ['Ada Ruud', ['Department of Physics, University of Oslo, Norway.']],
      ['Per Vik', ['Department of Physics, University of Oslo, Norway.']],
    ]);
  });
});

describe('a two-name line wrapped after the last given name ("… and Per" / "Vik⟦…⟧")', () => {
  it('the surname on the next line, set against its mark, completes the name', () => {
    const authors = parseAuthorBlock('Ada Ruud ⟦[0000,−,0002,−,1111,−,2222]⟧ and Per\nVik⟦[0000,−,0003,−,3333,−,4444]⟧\nUniversity of Oslo, 0316 Oslo, Norway');
    expect(authors.map((a) => a.name)).toEqual(['Ada Ruud', 'Per Vik']);
  });
  it('a line that goes on with a whole name is not joined', () => {
    const authors = parseAuthorBlock('Ada Ruud⟦1⟧ and Per Vik⟦2⟧\nKari Lund⟦1⟧\n⟦1⟧University of Oslo, Norway\n⟦2⟧Aalto University, Finland');
    expect(authors.map((a) => a.name)).toEqual(['Ada Ruud', 'Per Vik', 'Kari Lund']);
  });
});

describe('\\author{tabular} whose column spec holds a group inside a group', () => {
  it('names in one row, organisations in the row below, paired by column', () => {
    const doc = String.raw`\documentclass{article}\title{A made-up paper}\author{%
  \begin{tabular}{@{}c@{\hspace{3em}}c@{}}
    Ada Ruud & Per Vik \\
    Fjord Labs & University of Oslo
  \end{tabular}%
}\begin{document}\maketitle\end{document}`;
    expect(latexFrontMatter(doc).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ada Ruud', ['Fjord Labs']],
      ['Per Vik', ['University of Oslo']],
    ]);
  });
});

describe('IEEEtran journal mode: names, a mark and the address run on one line', () => {
  it('the address opened by a unit\'s head after the names\' mark is the affiliation, commas and all', () => {
    expect(pairs('Ada Ruud and Per Vik⟦∗⟧ School of Physics and Astronomy, University of Oslo, Blindern and\nSolli, 0316 Oslo, Norway\n⟦∗⟧Corresponding author: per.vik@example.org')).toEqual([
      ['Ada Ruud', ['School of Physics and Astronomy, University of Oslo, Blindern and Solli, 0316 Oslo, Norway']],
      ['Per Vik', ['School of Physics and Astronomy, University of Oslo, Blindern and Solli, 0316 Oslo, Norway']],
    ]);
  });
  it('names after the mark that are no unit stay names', () => {
    const authors = parseAuthorBlock('Ada Ruud⟦1⟧ and Per Vik⟦2⟧ Kari Lund, Ola Berg\n⟦1⟧University of Oslo, Norway\n⟦2⟧Aalto University, Finland');
    expect(authors.map((a) => a.name)).toContain('Kari Lund');
  });
});
