import { describe, expect, it } from 'vitest';
import { isNoteLine, looksLikeNames, pairSeparated, parseAuthorBlock } from './author-block.ts';

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
