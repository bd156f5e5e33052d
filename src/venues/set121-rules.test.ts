import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v121 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-121.jsonl …
// -124.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case. Every real-string and varied expectation fails on 9312e7c1 (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v121 round', () => {
  it('reads "accepted as a <two words> paper at" an acronym no list knows as the cue "accepted at"', () => {
    // set 122 part A 2510.20457 (before: nothing read)
    expect(read('2510.20457', 'Accepted as a full research paper at K-CAP 2025'))
      .toEqual([['K-CAP', 2025, 'main', null, 'accepted', null]]);
    // varied: another pair of words, another unlisted acronym
    expect(read('2607.00001', 'Accepted as a short research paper at ABCD-X 2026'))
      .toEqual([['ABCD-X', 2026, 'main', null, 'accepted', null]]);
    // counter-case: no acronym after the cue, nothing read
    expect(read('2607.00002', 'Accepted as a full research paper at a conference')).toEqual([]);
  });

  it('spells out "Trans on" / "Trans. on" with no publisher or no dot before a Transactions\' name', () => {
    // set 121 part A 2601.08414 (before: the name as written, "Trans on Image Processing")
    expect(read('2601.08414', '10 pages, 1 figures, submitted to Trans on Image Processing'))
      .toEqual([['TIP', null, 'main', null, 'submitted', null]]);
    // varied: the publisher, still no dot
    expect(read('2607.00003', 'Accepted in IEEE Trans on Multimedia')).toEqual([['TMM', null, 'main', null, 'accepted', null]]);
    // counter-case: "Trans" with no capitalised name after "on" is left alone
    expect(read('2607.00004', 'Trans on the way')).toEqual([]);
  });

  it('keeps "and Exposition / Exhibition" after the event word in the name, so that its bracketed acronym names it', () => {
    // set 124 part A 2506.23304 (before: "IEEE Energy Conversion Congress", a false main by name)
    expect(read('2506.23304', 'Paper was accepted for IEEE Energy Conversion Congress and Exposition\n  (ECCE) 2025, Philadelphia, PA, USA'))
      .toEqual([['ECCE', 2025, 'main', null, 'accepted', null]]);
    // varied: Conference and Exhibition
    expect(read('2607.00005', 'Accepted at the Optical Fiber Communication Conference and Exhibition (OFC) 2026'))
      .toEqual([['OFC', 2026, 'main', null, 'accepted', null]]);
    // counter-case: "and" before another event is no exhibition
    expect(read('2607.00006', 'Accepted at the ACM Conference and the ICML 2025')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
  });
});

