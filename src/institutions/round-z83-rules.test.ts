import { describe, expect, it } from 'vitest';
import { splitAlsoWith } from './with-sentences.ts';

// Round z83: the rule here comes from what the round's design half showed (docs/affiliations.md, round z83: the one Springer page's
// address "…, Kingston, 02881, RI, U.S.A." was put out as "… RI, U.S.A", in both formats). The blind figures had no scored miss; the
// affiliation text is no scored field, but the house labels keep an abbreviation's full stop (U.S.A. 16 to 2, Ltd. 59 to 3). The
// first two tests fail without the rule (checked against the code before the round); the others guard what must not change. Names,
// places and organisations are made up.

describe('round z83: an abbreviation keeps its full stop at the end of an affiliation', () => {
  it('keeps the last dot of dotted capitals ("U.S.A.", "U.K.")', () => {
    expect(splitAlsoWith('Department of Tides, Westbrook University, Harlow, MA, U.S.A.')).toEqual(['Department of Tides, Westbrook University, Harlow, MA, U.S.A.']);
    expect(splitAlsoWith('School of Weather, Elmford College, Elmford, U.K., and also with Brightfen Labs, Leeds, U.K.')).toEqual([
      'School of Weather, Elmford College, Elmford, U.K.',
      'Brightfen Labs, Leeds, U.K.',
    ]);
  });
  it('keeps the dot of a company\'s legal form ("Co., Ltd.", "Inc.")', () => {
    expect(splitAlsoWith('Brightfen Robotics Co., Ltd.')).toEqual(['Brightfen Robotics Co., Ltd.']);
    expect(splitAlsoWith('Westbrook Signal Systems Inc.;')).toEqual(['Westbrook Signal Systems Inc.']);
  });
  it('unchanged: a full stop after a word ends the text as a sentence would, and goes', () => {
    expect(splitAlsoWith('School of Tides, Westbrook University, Harlow 310000, China.')).toEqual(['School of Tides, Westbrook University, Harlow 310000, China']);
    expect(splitAlsoWith('Elmford Institute of Weather, Elmford, P. R. China.')).toEqual(['Elmford Institute of Weather, Elmford, P. R. China']);
    expect(splitAlsoWith('Elmford Institute of Weather, Elmford, U.S.A')).toEqual(['Elmford Institute of Weather, Elmford, U.S.A']);
    expect(splitAlsoWith(' , Elmford College, Elmford ., ')).toEqual(['Elmford College, Elmford']);
  });
  it('stays fast on a 4,000-character run of dots, spaces and capitals', () => {
    const inputs = [' .'.repeat(2000) + 'x', 'A.'.repeat(2000) + 'x.', '.'.repeat(3999) + 'U', 'Co.'.repeat(1333) + ' .'];
    const t0 = performance.now();
    for (const s of inputs) splitAlsoWith(s);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
