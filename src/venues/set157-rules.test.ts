import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v157 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-157.jsonl …
// -160.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 1c887437 (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v157 round', () => {
  it('drops an Elsevier Procedia series beside the conference it prints, and names it as printed when alone', () => {
    // set 157 part A 2507.12039 (before: KES and "Procedia Computer Science", two entries)
    expect(read('2507.12039', 'Accepted for presentation at KES 2025. To appear in Procedia Computer\n  Science (Elsevier)'))
      .toEqual([['KES', 2025, 'main', null, 'accepted', null]]);
    // varied: another conference, another Procedia
    expect(read('2604.00031', 'Accepted at CIRP CMS 2026. To appear in Procedia Manufacturing').map((e) => e[0])).toEqual(['CIRP CMS']);
    // counter-cases: a Procedia alone stays the venue, as printed; a journal beside a conference is no series
    expect(read('2604.00032', 'Accepted for publication in Procedia CIRP').map((e) => e[0])).toEqual(['Procedia CIRP']);
    expect(read('2604.00033', 'Published in Procedia Computer Science 246 (2024) 1200-1210').map((e) => [e[0], e[4]])).toEqual([['Procedia Computer Science', 'published']]);
    expect(read('2604.00034', 'Accepted at KES 2025. An extended version is submitted to Pattern Recognition').map((e) => e[0])).toEqual(['KES', 'Pattern Recognition']);
  });

  it('reads the workshop acronym after the host and its year inside the bracket closing the name', () => {
    // set 160 part A 2606.07992 (before: the spelled name "Workshop on Agents in the Wild: …")
    expect(read('2606.07992', 'Published at Second Workshop on Agents in the Wild: Safety, Security, and Beyond (ICML 2026 AIWILD)'))
      .toEqual([['ICML', 2026, 'workshop', 'AIWILD', 'published', null]]);
    // varied: another host, a two-digit year
    expect(read('2604.00035', 'Accepted at the Workshop on Reliable Machine Learning (NeurIPS 25 RML)').map((e) => [e[0], e[3]])).toEqual([['NeurIPS', 'RML']]);
    // counter-cases: the word Workshop, a presentation, or nothing after the host's year names no acronym
    expect(read('2604.00036', 'Accepted at the Workshop on Reliable Machine Learning (NeurIPS 2025 Workshop)').map((e) => e[3])).toEqual(['Workshop on Reliable Machine Learning']);
    expect(read('2604.00037', 'Accepted at the Workshop on Reliable Machine Learning (NeurIPS 2025 Oral)').map((e) => [e[3], e[5]])).toEqual([['Workshop on Reliable Machine Learning', 'oral']]);
    expect(read('2604.00038', 'Accepted at the Workshop on Reliable Machine Learning (NeurIPS 2025)').map((e) => e[3])).toEqual(['Workshop on Reliable Machine Learning']);
  });

  it('counts an ordinal before a host spelled out as a conference in the host\'s editions, a workshop following', () => {
    // set 158 part A 2503.17876 (before: ECIR 2025, inferred from the month; ECIR's ordinal base now kept)
    expect(read('2503.17876', 'The 46th European Conference on Information Retrieval Workshop'))
      .toEqual([['ECIR', 2024, 'workshop', null, 'accepted', null]]);
    // varied: the README's own host, a workshop named after it (posted 2507: the inferred edition would be 2025)
    expect(read('2507.00039', 'Accepted at the 43rd International Conference on Machine Learning Workshop on AI for Math').map((e) => [e[0], e[1], e[2]]))
      .toEqual([['ICML', 2026, 'workshop']]);
    // counter-cases: an ordinal before an acronym and "Workshop" counts the workshop (the edition inferred as before)
    expect(read('2507.00040', 'Accepted at the 16th MICCAI Workshop on Data Engineering').map((e) => e[1])).toEqual([2025]);
    expect(read('2507.00041', 'The 2nd ICML Workshop on AI for Math').map((e) => e[1])).toEqual([2025]);
  });

  it('reads an unlisted event\'s tag and year before "(conference) proceedings" as published there', () => {
    // set 159 part A 1302.0958 (before: nothing)
    expect(read('1302.0958', '4 page, 2 figures, ENSFN2012 conference proceedings'))
      .toEqual([['ENSFN', 2012, 'main', null, 'published', null]]);
    // varied: the snapshot's "HCP2012 proceedings", a spaced year
    expect(read('1302.0959', '5 pages, 4 figures, HCP2012 proceedings').map((e) => [e[0], e[1], e[4]])).toEqual([['HCP', 2012, 'published']]);
    expect(read('1302.0960', '8 pages, WCCM 2012 proceedings').map((e) => [e[0], e[4]])).toEqual([['WCCM', 'published']]);
    // counter-cases: a publisher, a clause going on after the word, and a proceedings still to come stay as they were
    expect(read('1302.0961', '4 pages, IEEE 2012 proceedings')).toEqual([]);
    expect(read('1302.0962', 'See the CERN2012 conference proceedings for details')).toEqual([]);
    expect(read('1302.0963', 'To appear in the ENSFN 2012 proceedings').map((e) => e[4])).toEqual(['accepted']);
  });
});
