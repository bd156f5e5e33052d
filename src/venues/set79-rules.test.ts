import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v79 round (false "accepted, main track" first), from the misses of the design halves (part A) of
// test/fixtures/venues/labeled-dev-79.jsonl … -82.jsonl, read after their blind figures (PROVENANCE.md), each on the
// real string it was written from, a varied one and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v79 round', () => {
  it('reads the event named after "the Proceedings of the" and before "at HOST YEAR" as a workshop held there, never the main track', () => {
    // set 79 part A 2603.14007
    expect(read('2603.14007', 'Appeared in the Proceedings of the Empowering Women of Colour in AI-Driven Mental Health Research at IJCAI 2025'))
      .toEqual([['IJCAI', 2025, 'workshop', 'Empowering Women of Colour in AI-Driven Mental Health Research', 'published', null]]);
    // varied: "Published in the Proceedings of the …"
    expect(read('2509.00001', 'Published in the Proceedings of the Trustworthy Agents Symposium at AAAI 2026'))
      .toEqual([['AAAI', 2026, 'workshop', 'Trustworthy Agents Symposium', 'published', null]]);
    // the host's own proceedings, named by its edition or its main conference, stay the main track
    expect(read('2509.00001', 'In Proceedings of the Main Conference at ACL 2025')[0]).toEqual(['ACL', 2025, 'main', null, 'published', null]);
    expect(read('2509.00001', 'Published in the Proceedings of the Thirty-Ninth AAAI Conference')[0].slice(0, 3)).toEqual(['AAAI', 2025, 'main']);
  });

  it('reads the Workshop on Innovative Use of NLP for Building Educational Applications (BEA) and the Workshop on Asian Translation (WAT) as workshops, named by acronym alone', () => {
    // set 81 part A 2506.09367, 2511.03383, 2507.06910, 2506.06812
    expect(read('2506.09367', 'BEA 2025')).toEqual([['BEA', 2025, 'workshop', 'BEA', 'accepted', null]]);
    expect(read('2511.03383', 'Accepted at WAT 2025')).toEqual([['WAT', 2025, 'workshop', 'WAT', 'accepted', null]]);
    expect(read('2507.06910', 'Published in BEA 2025: 20th Workshop on Innovative Use of NLP for\n  Building Educational Applications'))
      .toEqual([['BEA', 2025, 'workshop', 'BEA', 'published', null]]);
    // with the host stated, the host's workshop
    expect(read('2506.06812', 'Preprint. Accepted to the BEA 2025 Workshop (ACL)')).toEqual([['ACL', 2025, 'workshop', 'BEA', 'accepted', null]]);
    expect(read('2510.00001', 'Accepted to WAT 2025 at AACL')).toEqual([['AACL', 2025, 'workshop', 'WAT', 'accepted', null]]);
    // spelled out, the acronym the catalogue gives
    expect(read('2506.00001', 'Accepted to the 20th Workshop on Innovative Use of NLP for Building Educational Applications')[0].slice(0, 4))
      .toEqual(['BEA', 2025, 'workshop', 'BEA']);
    // case-sensitive: the word "wat" is no venue
    expect(read('2510.00001', 'wat 2025 release notes')).toEqual([]);
  });

  it('never reads a programme qualifier in capitals with a plural "s" after the host\'s year as a workshop\'s acronym', () => {
    // set 79 part A 2506.15372
    expect(read('2506.15372', 'ACL 2025 MAINs')).toEqual([['ACL', 2025, 'main', null, 'accepted', null]]);
    // varied: "SHORTs"
    expect(read('2506.00001', 'EMNLP 2025 SHORTs')[0].slice(0, 4)).toEqual(['EMNLP', 2025, 'main', null]);
    // a workshop's acronym after the host's year is still one
    expect(read('2506.00001', 'SIGIR 2025 LiveRAG')[0].slice(0, 4)).toEqual(['SIGIR', 2025, 'workshop', 'LiveRAG']);
  });
});
