import { describe, expect, it } from 'vitest';
import { looksLikeNames, parseAuthorBlock } from './author-block.ts';
import { matchAffiliation } from './match.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round z76: the rules here come from the round's design misses (docs/affiliations.md, round z76: a NeurIPS page stacking each
// author's job title and organisation under the name, and a NeurIPS page whose numbered line names a Chinese engineering research
// centre with its ministry's designation). Each test fails without its rule (checked against the code before the round), or guards
// what must not change. Names, organisations' proper names and e-mails are made up.

const pairs = (text: string) => parseAuthorBlock(text, [], false).map((a) => [a.name, a.affiliations]);
const found = (text: string) => matchAffiliation(text).map((r) => r.name_en);

describe('a job title before a comma opens an affiliation line, not a list of names', () => {
  it('names stacked with their titles and organisations: each author gets the lines under the name', () => {
    expect(pairs('Lena Marsh⟦∗⟧\nFounder, Quorvia\nTobias Renn⟦∗⟧\nAssociate Professor, School of Arts\nWestbrook University')).toEqual([
      ['Lena Marsh', ['Founder, Quorvia']],
      ['Tobias Renn', ['Associate Professor, School of Arts, Westbrook University']],
    ]);
  });
  it('a title and an organisation read as no names', () => {
    expect(looksLikeNames('Founder, Quorvia')).toBe(false);
    expect(looksLikeNames('Co-founder, Quorvia Labs')).toBe(false);
    expect(looksLikeNames('Chief Science Officer, Brightwell')).toBe(false);
    expect(looksLikeNames('Distinguished Professor, Westbrook University')).toBe(false);
  });
  it('guard: names are still names, also one whose surname is a title\'s word', () => {
    expect(looksLikeNames('Lena Marsh, Tobias Renn')).toBe(true);
    expect(looksLikeNames('Lena Founder, Tobias Renn')).toBe(true);
  });
});

describe('units opened by their university\'s acronym go on to the university line under them', () => {
  it('"QMU Law School & QMU Data Institute" over "Queen Mary University": one affiliation', () => {
    expect(pairs('Nora Vale\nQMU Law School & QMU Data Institute\nQueen Mary University')).toEqual([
      ['Nora Vale', ['QMU Law School & QMU Data Institute, Queen Mary University']],
    ]);
  });
  it('guard: an acronym that does not spell the university under it keeps the two lines apart', () => {
    expect(pairs('Nora Vale\nXYZ Law School & XYZ Data Institute\nQueen Mary University')).toEqual([
      ['Nora Vale', ['XYZ Law School & XYZ Data Institute', 'Queen Mary University']],
    ]);
  });
});

describe('a key laboratory\'s or engineering research centre\'s ministry acronym (MOE) is no affiliation', () => {
  it('"Key Laboratory of …, MOE, <university>": the university only, not the Ministry of Education', () => {
    expect(found('Key Laboratory of Quiet Lakes, MOE, Zhejiang University')).toEqual(['Zhejiang University']);
  });
  it('"Engineering Research Center of …, MOE" alone: a unit with no host written, no organisation', () => {
    expect(found('Engineering Research Center of Quiet Lakes, MOE')).toEqual([]);
  });
  it('guard: the ministry written on its own, or after a piece that is no such lab, is still the ministry', () => {
    expect(found('Ministry of Education')).toEqual(['Ministry of Education']);
    expect(found('Department of Quiet Lakes, MOE')).toEqual(['Ministry of Education']);
  });
});

describe('timing', () => {
  it('a 4,000-character line of titles, acronyms and designated labs reads in well under 500 ms', () => {
    // warm-ups on other inputs (the registry loads once; the matcher memoises, so the timed inputs are run once each)
    parseAuthorBlock('Anna Vidal\nFounder, Quorvia', [], false);
    matchAffiliation('Key Laboratory of Deep Ponds, MOE, Zhejiang University');
    const line = 'Founder, Abc Def, '.repeat(250).slice(0, 4000);
    const labs = 'Key Laboratory of Abc Def, MOE, '.repeat(130).slice(0, 4000);
    const units = 'ABC Law School & '.repeat(250).slice(0, 4000);
    const t = cpuNow();
    looksLikeNames(line);
    parseAuthorBlock(`Lena Marsh\n${units}\nAbc Bcd Cde University`, [], false);
    matchAffiliation(labs);
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
