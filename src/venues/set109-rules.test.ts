import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v109 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-109.jsonl …
// -112.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v109 round', () => {
  it('reads a mixed-shape acronym set off by a comma before the host as a workshop held there ("CV4A11y, ICCV 2025")', () => {
    // set 112 part A 2508.07989 (before: ICCV 2025 main track, a false main)
    expect(read('2508.07989', '9 pages, 3 figures, 2 tables. Accepted at CV4A11y, ICCV 2025'))
      .toEqual([['ICCV', 2025, 'workshop', 'CV4A11y', 'accepted', null]]);
    // varied: lower case inside the acronym, another host
    expect(read('2510.00001', 'Accepted at BabyLM, EMNLP 2025')).toEqual([['EMNLP', 2025, 'workshop', 'BabyLM', 'accepted', null]]);
    // counter-cases: capitals alone before a comma are a list of venues; a track word stays a track
    expect(read('2605.00001', 'Accepted at AAAI, IJCAI 2026').map((e) => e[2])).toEqual(['main', 'main']);
    expect(read('2505.00001', 'Accepted at Findings, ACL 2025')).toEqual([['ACL', 2025, 'findings', null, 'accepted', null]]);
  });

  it('reads OSACT, cited by its acronym alone, as a workshop of its own', () => {
    // set 109 part A 2604.02209 (before: OSACT 2026 main track, a false main)
    expect(read('2604.02209', 'Accepted at OSACT 2026')).toEqual([['OSACT', 2026, 'workshop', 'OSACT', 'accepted', null]]);
    // varied: the spelled name, no host
    expect(read('2605.00001', 'Accepted at the 8th Workshop on Open-Source Arabic Corpora and Processing Tools'))
      .toEqual([['OSACT', 2026, 'workshop', 'OSACT', 'accepted', null]]);
    // counter-case: with its host stated it is the host's workshop (sets 71, 102), the edition number dropped
    expect(read('2603.00001', 'Published in Proceedings of OSACT7 (LREC 2026).'))
      .toEqual([['LREC', 2026, 'workshop', 'OSACT', 'published', null]]);
  });

  it('reads "under ACL Rolling Review" as under review', () => {
    // set 112 part A 2510.19423 (before: submitted)
    expect(read('2510.19423', 'under ACL Rolling Review 2025')).toEqual([['ACL', 2025, 'main', null, 'under_review', null]]);
    // counter-case: a submission to ARR stays a submission
    expect(read('2510.24139', 'submitted to ACL ARR Rolling Review')).toEqual([['ACL', 2025, 'main', null, 'submitted', null]]);
  });

  it('gives "and published" after a presentation still to come ("will be presented at … and published in …") its auxiliary', () => {
    // set 109 part A 2604.15607 (before: published)
    expect(read('2604.15607', 'Will be presented at ACL 2026 and published in the Findings of the Association for Computational Linguistics: ACL 2026'))
      .toEqual([['ACL', 2026, 'findings', null, 'accepted', null]]);
    // counter-cases: a presentation done, and a publication in a sentence of its own, are in print
    expect(read('2507.00001', 'Presented at ACL 2025 and published in the Findings of the Association for Computational Linguistics: ACL 2025'))
      .toEqual([['ACL', 2025, 'findings', null, 'published', null]]);
    expect(read('2604.00001', 'Will be presented at ACL 2026. Published in the Findings of the Association for Computational Linguistics: ACL 2026'))
      .toEqual([['ACL', 2026, 'findings', null, 'published', null]]);
  });

  it('reads "J. of" before a journal name written out as "Journal of" when that journal is known', () => {
    // set 109 part A 0704.0189 (before: venue "J. of Pure and Applied Algebra")
    expect(read('0704.0189', '31 pages', 'J. of Pure and Applied Algebra, 213(2) (Feb. 2009) 264-278'))
      .toEqual([['J. Pure Appl. Algebra', 2009, 'main', null, 'published', null]]);
    // varied: a letter after the name
    expect(read('0705.0001', null, 'J. of Physics A 40 (2007) 1-10')).toEqual([['J. Phys. A', 2007, 'main', null, 'published', null]]);
    // counter-cases: a name no list knows stays as printed; an abbreviated name is read as before
    expect(read('0705.0001', null, 'J. of Some Unknown Things, 3 (2007) 1-5')).toEqual([['J. of Some Unknown Things', 2007, 'main', null, 'published', null]]);
    expect(read('0705.0001', null, 'J. of Math. Phys. 48 (2007) 1')).toEqual([['J. Math. Phys.', 2007, 'main', null, 'published', null]]);
  });
});
