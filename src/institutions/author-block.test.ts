import { describe, expect, it } from 'vitest';
import { isNoteLine, looksLikeNames, pairSeparated, parseAuthorBlock, PLACEHOLDER } from './author-block.ts';

describe('looksLikeNames', () => {
  const cases: [string, boolean][] = [
    ['Saeed Najafi, Alona Fyshe', true], ['Artico Giovanni, Giacomin Marco', true], ['Joan Alabort-i-Medina', true],
    ['CIS, LMU Munich', false], ['Google Research', false], ['Department of Computing, Imperial College London', false],
  ];
  for (const [text, want] of cases) it(text, () => expect(looksLikeNames(text)).toBe(want));
});

describe('isNoteLine', () => {
  const cases: [string, boolean][] = [
    ['*Corresponding authors', true], ['∗ Indicates equal contribution', true], ['†Equal supervision', true], ['∗Equal contribution', true],
    ['Email: a@b.c', true], ['Tel Aviv University', false], ['Correspondence to: A', true],
  ];
  for (const [text, want] of cases) it(text, () => expect(isNoteLine(text)).toBe(want));
});

describe('parseAuthorBlock / pairSeparated', () => {
  it('joins a unit line to the organisation line after it ("Department of X \\\\ University of Y")', () => {
    expect(parseAuthorBlock('Ann Lee, Bo Wu\nDepartment of Statistics\nUniversity of Oxford\nOxford, UK')).toEqual([
      { name: 'Ann Lee', affiliations: ['Department of Statistics, University of Oxford, Oxford, UK'] },
      { name: 'Bo Wu', affiliations: ['Department of Statistics, University of Oxford, Oxford, UK'] },
    ]);
  });
  it('reads marker groups separated by commas ("Jack Dongarra⟦1⟧,⟦5⟧")', () => {
    expect(pairSeparated('Yves Robert⟦2⟧⟦1⟧, Jack Dongarra⟦1⟧,⟦5⟧', '⟦1⟧University of Tennessee\n⟦2⟧ENS Lyon\n⟦5⟧University of Manchester').map((a) => a.affiliations))
      .toEqual([['University of Tennessee', 'ENS Lyon'], ['University of Tennessee', 'University of Manchester']]);
  });
  it('continues a marked affiliation on an unmarked wrapped line', () => {
    expect(pairSeparated('A Bc⟦1⟧', '⟦1⟧School of Information Science and Engineering,\nYanshan University')[0].affiliations)
      .toEqual(['School of Information Science and Engineering, Yanshan University']);
  });
});

describe('shared marker resolver (round d)', () => {
  it('markers set side by side share the text after the last of them (IEEE refmarks on one affiliation line)', () => {
    const got = pairSeparated('A One⟦1⟧, B Two⟦2⟧, C Three⟦3⟧ and D Four⟦4⟧',
      '⟦1⟧⟦2⟧⟦4⟧Computer Science and Information Engineering, National Taiwan University\n⟦3⟧Computer Science and Information Engineering, National Central University');
    expect(got.map((a) => a.affiliations[0].replace(/.*, /, ''))).toEqual(['National Taiwan University', 'National Taiwan University', 'National Central University', 'National Taiwan University']);
  });
  it('a run of symbols read as one marker from a PDF is one marker per symbol; "12" stays one', () => {
    const got = pairSeparated('A One⟦∗⟧, B Two⟦†⟧, C Three⟦‡⟧', '⟦∗†⟧National Taiwan University\n⟦‡⟧National Central University');
    expect(got.map((a) => a.affiliations)).toEqual([['National Taiwan University'], ['National Taiwan University'], ['National Central University']]);
    const twelve = pairSeparated('A One⟦12⟧, B Two⟦1⟧', '⟦1⟧University of Oslo\n⟦12⟧University of Bergen');
    expect(twelve.map((a) => a.affiliations)).toEqual([['University of Bergen'], ['University of Oslo']]);
  });
  it('an e-mail group wrapped over lines is contact text, not marked affiliations', () => {
    const got = pairSeparated('A One⟦1⟧, B Two⟦2⟧', '⟦1⟧⟦2⟧National Taiwan University\nEmail: {⟦1⟧r02922017,\n⟦2⟧d01944003}@csie.ntu.edu.tw');
    expect(got.map((a) => a.affiliations)).toEqual([['National Taiwan University'], ['National Taiwan University']]);
  });
});

describe('numbers cited by authors and unnumbered affiliations (round d)', () => {
  it('authors citing 1..n with n unmarked affiliations in order take the k-th for k (llncs PDF of one \\institute written as lines)', () => {
    const got = parseAuthorBlock('Jingjing Zhang⟦1⟧, Qiang Wang⟦2,⋆⟧, Lin Yang⟦2⟧\nArmy Engineering University of PLA, Nanjing, China\nChinese Academy of Military Science, Beijing, China');
    expect(got.map((a) => a.affiliations)).toEqual([['Army Engineering University of PLA, Nanjing, China'], ['Chinese Academy of Military Science, Beijing, China'], ['Chinese Academy of Military Science, Beijing, China']]);
  });
  it('a count that does not fit leaves every author all the unmarked affiliations', () => {
    const got = parseAuthorBlock('A One⟦1⟧, B Two⟦1⟧\nUniversity of Oslo, Norway\nSimula Research Laboratory, Norway');
    expect(got.map((a) => a.affiliations.length)).toEqual([2, 2]);
  });
});

describe('kit placeholders and wrapped suffixes (round z42 design)', () => {
  it('an ordinal name with initials before "Author" is a kit placeholder ("Second B. Author", "Third C. Author")', () => {
    for (const name of ['Second B. Author', 'Third C. Author Jr', 'Fourth Author', 'First A. B. Author']) expect(PLACEHOLDER.test(name)).toBe(true);
    for (const name of ['Hao Li', 'Secondo Autore', 'Tatsuya Akutsu']) expect(PLACEHOLDER.test(name)).toBe(false);
  });
  it('an affiliation made of the kit\'s field names only is a placeholder (sn-jnl "Department, Organization, Street, City, 10587, State, Country")', () => {
    expect(PLACEHOLDER.test('Department, Organization, Street, City, 10587, State, Country')).toBe(true);
    expect(PLACEHOLDER.test('Department of Physics, Organization for Science, Street 5, City of London, UK')).toBe(false);
  });
  it('a generational suffix wrapped onto its own line ends the name above, with its marker', () => {
    const got = pairSeparated('Hao Li⟦1⟧, Third C. Author,\nJr⟦3⟧', '⟦1⟧Beijing University of Chemical Technology\n⟦3⟧University of Colorado');
    expect(got.map((a) => [a.name, a.affiliations])).toEqual([['Hao Li', ['Beijing University of Chemical Technology']], ['Third C. Author Jr', ['University of Colorado']]]);
  });
});
