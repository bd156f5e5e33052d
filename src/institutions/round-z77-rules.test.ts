import { describe, expect, it } from 'vitest';
import { looksLikeNames, parseAuthorBlock, splitNames } from './author-block.ts';
import { countryCode } from './countries.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round z77: the rules here come from the round's design misses (docs/affiliations.md, round z77: a report whose one author's name
// is written "GIVEN, SURNAME" in capitals, over a street address ending in "Taiwan (R.O.C.)"). Each test fails without its rule
// (checked against the code before the round), or guards what must not change. Names, places and organisations are made up.

const pairs = (text: string) => parseAuthorBlock(text, [], false).map((a) => [a.name, a.affiliations]);
const found = (text: string) => matchAffiliation(text).map((r) => r.name_en);

describe('one name written with its two parts set apart by a comma: a hyphenated given name, one part in capitals', () => {
  it('"MEI-LING, TSAI" and "TSAI, Mei-Ling" are one name each, in the order printed (capitals set in title case later)', () => {
    expect(splitNames('MEI-LING, TSAI')).toEqual(['MEI-LING TSAI']);
    expect(splitNames('TSAI, Mei-Ling')).toEqual(['TSAI Mei-Ling']);
    expect(looksLikeNames('MEI-LING, TSAI')).toBe(true);
  });
  it('the name over its department and university: one author with one affiliation (the name in title case)', () => {
    expect(pairs('MEI-LING, TSAI\nDepartment of Quiet Lakes\nWestbrook University')).toEqual([
      ['Mei-Ling Tsai', ['Department of Quiet Lakes, Westbrook University']],
    ]);
  });
  it('the LaTeX block with the name in braces: one author', () => {
    const tex = '\\title{T}\\author{{MEI-LING, TSAI} \\\\\n Department of Quiet Lakes\\\\\n Westbrook University\\\\\n \\texttt{ml@westbrook.example}}\n\\begin{document}\\maketitle\\end{document}';
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Mei-Ling Tsai']);
  });
  it('guard: two names of two words, one-word names in lower case, and inverted initials read as before', () => {
    expect(splitNames('Lena Marsh, Tobias Renn')).toEqual(['Lena Marsh', 'Tobias Renn']);
    expect(splitNames('Lena, Tobias')).toEqual(['Lena', 'Tobias']);
    expect(splitNames('MARSH, RENN, VALE')).toEqual(['MARSH', 'RENN', 'VALE']);
    expect(splitNames('Marsh, L.')).toEqual(['L. Marsh']);
  });
  it('guard: two acronyms, an organisation and its legal form or an IEEE grade stay two pieces', () => {
    expect(splitNames('QRSTU, XYZ')).toEqual(['QRSTU', 'XYZ']);
    expect(splitNames('Quorvia, LLC')).toEqual(['Quorvia', 'LLC']);
    expect(splitNames('Fellow, IEEE')).toEqual(['Fellow', 'IEEE']);
  });
  it('guard: a city and its state or country, one of them in capitals, is a place, not a name', () => {
    expect(splitNames('Westford, MA')).toEqual(['Westford', 'MA']);
    expect(splitNames('Tainan, TAIWAN')).toEqual(['Tainan', 'TAIWAN']);
  });
});

describe('a country followed by another name of it in parentheses is that country, no organisation', () => {
  it('"Taiwan (R.O.C.)" and "China (PRC)"', () => {
    expect(countryCode('Taiwan (R.O.C.)')).toBe('TW');
    expect(countryCode('China (PRC)')).toBe('CN');
  });
  it('a street address line ending in "Taiwan (R.O.C.)" names no organisation', () => {
    expect(found('No. 7 Harbour Road, Keelung City 20224, Taiwan (R.O.C.)')).toEqual([]);
  });
  it('guard: two different countries, or an organisation before a country, are not one country', () => {
    expect(countryCode('Taiwan (Japan)')).toBe(null);
    expect(countryCode('Institute of Quiet Lakes (Taiwan)')).toBe(null);
    expect(countryCode('Taiwan')).toBe('TW');
  });
});

describe('timing', () => {
  it('a 4,000-character comma list and a 4,000-character parenthesised segment read in well under 500 ms', () => {
    // warm-ups on other inputs (the registry and the fuzzy index build once, on first use; the matcher memoises, so the timed inputs
    // are run once each)
    splitNames('ANNA, VIDAL');
    matchAffiliation(`No. 9 Lake Road, ${'Tainan '.repeat(30)}(R.O.C.)`);
    const names = 'ABC, DEF '.repeat(450).slice(0, 4000);
    const paren = `${'Taiwan '.repeat(570)}(R.O.C.)`.slice(-4000);
    const t = cpuNow();
    splitNames(names);
    countryCode(paren);
    countryCode(`${'(Taiwan '.repeat(500)})`.slice(0, 4000));
    matchAffiliation(`No. 1 Road, ${paren}`);
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
