import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v117 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-117.jsonl …
// -120.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case. Every real-string and varied expectation fails on b300fbda (the detector of main b5426660).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v117 round', () => {
  it('reads a title of capitalised words opening the comment, then "at" a host, as a workshop held there', () => {
    // set 118 part A 2601.03265 (before: NeurIPS main track, a false main)
    expect(read('2601.03265', 'Socially Responsible and Trustworthy Foundation Models at NeurIPS 2025'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Socially Responsible and Trustworthy Foundation Models', 'accepted', null]]);
    // varied: after page counts, another host
    expect(read('2607.00001', '9 pages. Efficient Reasoning for Large Models at ICML 2025'))
      .toEqual([['ICML', 2025, 'workshop', 'Efficient Reasoning for Large Models', 'accepted', null]]);
    // counter-cases: words that qualify the paper or its showing stay the host's own programme
    expect(read('2607.00002', 'Oral Presentation at NeurIPS 2025')).toEqual([['NeurIPS', 2025, 'main', null, 'accepted', 'oral']]);
    expect(read('2607.00003', 'Main Conference Track at NeurIPS 2025')).toEqual([['NeurIPS', 2025, 'main', null, 'accepted', null]]);
    expect(read('2607.00004', 'Work presented at NeurIPS 2025')).toEqual([['NeurIPS', 2025, 'main', null, 'accepted', null]]);
  });

  it('names a workshop by the acronym its bracket gives with the edition\'s year or the workshop\'s web address', () => {
    // set 118 part A 2510.06999 (before: the spelled name)
    expect(read('2510.06999', 'Accepted for the 7th Natural Legal Language Processing Workshop (NLLP\n  2025), co-located with EMNLP 2025'))
      .toEqual([['EMNLP', 2025, 'workshop', 'NLLP', 'accepted', null]]);
    // set 120 part A 2606.20236 (before: the spelled name)
    expect(read('2606.20236', 'Presented at the 17th Workshop on Optimization and Learning in Multiagent Systems (OptLearnMAS, https://optlearnmas.github.io), co-located with the 25th International Conference on Autonomous Agents and Multiagent Systems (AAMAS 2026)'))
      .toEqual([['AAMAS', 2026, 'workshop', 'OptLearnMAS', 'accepted', null]]);
    // varied: a short acronym and its link before another host
    expect(read('2607.00005', 'Accepted at the Workshop on Graph Learning (GL, https://gl.github.io), ICML 2026'))
      .toEqual([['ICML', 2026, 'workshop', 'GL', 'accepted', null]]);
    // counter-case: a presentation in the bracket is no acronym
    expect(read('2607.00006', 'Accepted at the Workshop on Graph Learning (Oral, https://gl.github.io), ICML 2026'))
      .toEqual([['ICML', 2026, 'workshop', 'Workshop on Graph Learning', 'accepted', 'oral']]);
  });

  it('drops Springer\'s LNEE and LNNS beside the conference they print, which is then in print', () => {
    // set 118 part A 2507.03040 (before: COMITCON accepted, and LNEE a venue of its own)
    expect(read('2507.03040', 'Accepted at COMITCON 2023; Published in Lecture Notes in Electrical\n  Engineering, Vol. 1191, Springer'))
      .toEqual([['COMITCON', 2023, 'main', null, 'published', null]]);
    // varied: LNCS, already dropped before, now also makes the conference published
    expect(read('2607.00007', 'Accepted at ICAART 2025; published in Lecture Notes in Computer Science, Springer'))
      .toEqual([['ICAART', 2025, 'main', null, 'published', null]]);
    // counter-cases: a series still to print leaves the acceptance; a series alone is named by its acronym
    expect(read('2607.00008', 'Accepted at CIARP 2025. To appear in Lecture Notes in Computer Science'))
      .toEqual([['CIARP', 2025, 'main', null, 'accepted', null]]);
    expect(read('2607.00009', 'Published in Lecture Notes in Networks and Systems')).toEqual([['LNNS', null, 'main', null, 'published', null]]);
  });

  it('knows Humanoids with an ordinal between its sponsor and its name', () => {
    // set 119 part A 2509.20579 (before: nothing read)
    expect(read('2509.20579', 'Accepted to 2025 IEEE-RAS 24th International Conference on Humanoid\n  Robots'))
      .toEqual([['Humanoids', 2025, 'main', null, 'accepted', null]]);
    // varied: the name without the sponsor, its acronym in brackets
    expect(read('2607.00010', 'Accepted at the International Conference on Humanoid Robots (Humanoids 2025)'))
      .toEqual([['Humanoids', 2025, 'main', null, 'accepted', null]]);
  });
});
