import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v209 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-209.jsonl …
// -212.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 902c300a (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v209 round', () => {
  it('names the workshop a host is joined to by a hyphen before the word "workshop"', () => {
    // set 210 part A 2505.11142 (before: ICRA workshop, name null)
    expect(read('2505.11142', '2 pages, 2 figures, ICRA-RAMI workshop long abstract')).toEqual([['ICRA', 2025, 'workshop', 'RAMI', 'accepted', null]]);
    // varied: another host, the capitalised word and a year after it
    expect(read('2505.00209', 'Accepted at the IROS-HRIPS Workshop 2025').map((e) => e.slice(0, 4))).toEqual([['IROS', 2025, 'workshop', 'HRIPS']]);
    // unchanged: a presentation word or a lone W after the hyphen names no workshop; no word "workshop", no change here
    expect(read('2505.00210', 'Accepted at ICRA-Oral workshop').map((e) => e[3])).toEqual([null]);
    expect(read('2505.00211', 'Accepted at ICRA-W workshop').map((e) => e[3])).toEqual([null]);
    expect(read('2505.00212', 'Accepted at ICRA 2025 workshop').map((e) => e.slice(0, 4))).toEqual([['ICRA', 2025, 'workshop', null]]);
  });

  it('reads the four-digit year after a tag whose glued digits are an edition number', () => {
    // set 211 part A 2509.02053 (before: NTA11, year null)
    expect(read('2509.02053', 'Written in German. To appear in Proceedings of NTA11 2025')).toEqual([['NTA11', 2025, 'main', null, 'accepted', null]]);
    // varied: another cue, another tag whose digits would be a year long past
    expect(read('2509.00209', 'Accepted at PQRT17 2025').map((e) => [e[0], e[1]])).toEqual([['PQRT17', 2025]]);
    // unchanged: no year after the glued digits (the edition number stays with the tag, no year); digits a plausible
    // year are the year, as before
    expect(read('2509.00210', 'Accepted at NTA11').map((e) => [e[0], e[1]])).toEqual([['NTA11', null]]);
    expect(read('0705.00209', 'To appear in the proceedings of MG11').map((e) => [e[0], e[1]])).toEqual([['MG11', null]]);
    expect(read('2509.00211', 'Accepted at NTA25').map((e) => [e[0], e[1]])).toEqual([['NTA', 2025]]);
  });
});
