import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v297 round, from the design-half misses of sets 297–298 (test/fixtures/venues/labeled-dev-297.jsonl and
// -298.jsonl, part A; docs/venues.md, round v297). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on 5b552884 (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v297 round', () => {
  it('reads "Proceedings of Science" spelled out as the PoS series, the meeting the comments quote being the venue', () => {
    // rule: the spelled series was the venue ("Proceedings of Science", the citation's year), the talk dropped
    expect(read('1302.00297', '8 pages. Talk given at "Zebra Gait and the Lepton Spectrum X", Lyon, France, Oct. 1-5, 2012',
      'Proceedings of Science (Zebra X) 079 (2013)')).toEqual([['Zebra Gait and the Lepton Spectrum', 2012, 'main', null, 'published', 'oral']]);
    // rule: the same with the short series name keeps the talk and drops the edition the code repeats
    expect(read('1302.00297', 'Talk given at "Zebra Gait and the Lepton Spectrum X", Lyon, 2012', 'PoS (Zebra X) 079 (2013)'))
      .toEqual([['Zebra Gait and the Lepton Spectrum', 2012, 'main', null, 'published', 'oral']]);
    // unchanged: a numeral the series' code does not repeat stays in the name; "presented at" is no talk
    expect(read('1302.00297', 'Presented at "Zebra Gait III", Lyon, 2012', 'PoS (Zebra2012) 079 (2013)'))
      .toEqual([['Zebra Gait III', 2012, 'main', null, 'published', null]]);
    // unchanged: the comments alone
    expect(read('1302.00297', 'Talk given at "Zebra Gait and the Lepton Spectrum X", Lyon, 2012'))
      .toEqual([['Zebra Gait and the Lepton Spectrum X', 2012, 'main', null, 'accepted', 'oral']]);
  });

  it('reads a track named in lower case before "track of" an unlisted event as that event\'s track', () => {
    // rule: "the non-archival (content) track of ZQML 2025" read nothing (capitalised, or a listed host, it was read)
    expect(read('2605.00297', 'Accepted as a short paper at the non-archival content track of ZQML\n  2025'))
      .toEqual([['ZQML', 2025, 'other', null, 'accepted', null]]);
    expect(read('2605.00297', 'Accepted at the position track of ZQML 2025')).toEqual([['ZQML', 2025, 'other', null, 'accepted', null]]);
    // unchanged: capitalised, a listed host, the main track
    expect(read('2605.00297', 'Accepted at the Non-Archival Track of ZQML 2025')).toEqual([['ZQML', 2025, 'other', null, 'accepted', null]]);
    expect(read('2605.00297', 'Accepted at the non-archival track of ICML 2025')).toEqual([['ICML', 2025, 'other', null, 'accepted', null]]);
    expect(read('2605.00297', 'Accepted at the main track of ZQML 2025')).toEqual([['ZQML', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['track ', 'non-archival track of ', 'a b c track of ', 'Talk given at "Z X" ', '(Z X) ', ' X']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
    expect(timed(`Talk given at "${'Z '.repeat(1990)}X"`).ms).toBeLessThan(500);
  });
});
