import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v145 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-145.jsonl …
// -148.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 9169ef6d (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v145 round', () => {
  it('names a workshop by the whole title when an acronym after "Workshop:" opens capitalised words to the clause end', () => {
    // set 147 part A 2510.01238 (before: workshop "LLM")
    expect(read('2510.01238', 'NeurIPS 2025 Workshop: LLM Evaluation'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'LLM Evaluation', 'accepted', null]]);
    // varied: another host, a longer title, a sentence after it
    expect(read('2604.00001', 'ICLR 2026 Workshop: GEM Generative Models Today. 9 pages').map((e) => e[3]))
      .toEqual(['GEM Generative Models Today']);
    // counter-cases: a year after the acronym ("LAW 2025: …") and an acronym alone keep the acronym
    expect(read('2510.00001', 'NeurIPS 2025. Workshop: LAW 2025: Bridging Language and Worlds').map((e) => e[3])).toEqual(['LAW']);
    expect(read('2506.00001', 'ICML 2025 Workshop: LLM').map((e) => e[3])).toEqual(['LLM']);
  });

  it('reads a publisher before an acronym, then "conference" and a year, after a decision cue as the bare form is', () => {
    // set 145 part A 2606.24727 (before: nothing)
    expect(read('2606.24727', 'Accepted to the IEEE SPAWC conference 2026')).toEqual([['SPAWC', 2026, 'main', null, 'accepted', null]]);
    // varied: ACM, another acronym, another connector
    expect(read('2601.00001', 'Accepted at the ACM CHIIR conference 2026').map((e) => [e[0], e[1], e[2]])).toEqual([['CHIIR', 2026, 'main']]);
    // counter-cases: capitalised words that are no acronym stay unread
    expect(read('2606.00001', 'Accepted to the IEEE Camera Ready conference 2026')).toEqual([]);
    expect(read('2606.00002', 'Submitted to the IEEE Transactions conference 2026')).toEqual([]);
  });
});
