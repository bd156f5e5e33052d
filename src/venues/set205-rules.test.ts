import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v205 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-205.jsonl …
// -208.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 2dcdb173 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v205 round', () => {
  it('reads "InProceedings of" (the cue typed as one word, as BibTeX writes it) as "In Proceedings of": published', () => {
    // set 208 part A 2602.18720 (before: accepted, a bare tag)
    expect(read('2602.18720', 'InProceedings of the Winter Conference on Applications of Computer Vision 2026'))
      .toEqual([['WACV', 2026, 'main', null, 'published', null]]);
    // varied: an acronym after it, after another cue
    expect(read('2602.00205', 'Accepted. InProceedings of ICML 2025').map((e) => e[4])).toEqual(['published']);
    // unchanged: the word not before "of" is no cue; the spaced cue as before
    expect(read('2602.00206', 'Accepted to ICML 2025 inproceedings').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2602.00207', 'In Proceedings of ICML 2025').map((e) => e[4])).toEqual(['published']);
  });

  it('takes a submission posted in the month of an edition\'s notification as still awaiting that edition', () => {
    // set 205 part A 2505.21137 (before: Interspeech 2026; notification in May, the paper still "submitted")
    expect(read('2505.21137', 'submitted to Interspeech')).toEqual([['Interspeech', 2025, 'main', null, 'submitted', null]]);
    // varied: under review, another venue whose notification falls in the posting month (ICML: May)
    expect(read('2505.00205', 'Under review at ICML').map((e) => e[1])).toEqual([2025]);
    // unchanged: a month later the next edition; a decided status in that month takes that edition, as before
    expect(read('2506.00205', 'submitted to Interspeech').map((e) => e[1])).toEqual([2026]);
    expect(read('2504.00205', 'submitted to Interspeech').map((e) => e[1])).toEqual([2025]);
    expect(read('2505.00206', 'Accepted to Interspeech').map((e) => e[1])).toEqual([2025]);
  });

  it('names a venue read as written by the catalogue venue it spells up to case, spaces and hyphens', () => {
    // set 205 part A 2511.14595 (before: "IEEE Big Data")
    expect(read('2511.14595', 'Accepted in the 5th Workshop on Knowledge Graphs and Big Data in Conjunction with IEEE Big Data 2025'))
      .toEqual([['IEEE BigData', 2025, 'workshop', 'Workshop on Knowledge Graphs and Big Data', 'accepted', null]]);
    // varied: the main track
    expect(read('2511.00205', 'Accepted in IEEE Big Data 2025').map((e) => e[0])).toEqual(['IEEE BigData']);
    // unchanged: another name that only begins like it, a shorter one (no catalogue name folds to it)
    expect(read('2511.00206', 'Accepted at IEEE Big Data Service 2025').map((e) => e[0])).toEqual(['IEEE Big Data Service']);
    expect(read('2511.00207', 'Accepted at Big Data 2025').map((e) => e[0])).toEqual(['Big Data']);
  });

  it('names a list journal by the lists\' acronym even when its hyphened form is printed after the full name', () => {
    // set 208 part A 2509.13133 (before: "T-ITS"; the labels of sets 105, 195 and 7 write TITS, of set 88 JBHI)
    expect(read('2509.13133', 'IEEE Transactions on Intelligent Transportation Systems (T-ITS)')).toEqual([['TITS', null, 'main', null, 'accepted', null]]);
    // varied: another journal, its hyphen after the first letter
    expect(read('2507.00205', 'This work has been accepted for publication in IEEE Journal of Biomedical and Health Informatics (J-BHI)').map((e) => e[0]))
      .toEqual(['JBHI']);
    // unchanged: the full name alone, the hand-kept TIP
    expect(read('2507.00206', 'submitted to IEEE Transactions on Intelligent Transportation Systems').map((e) => e[0])).toEqual(['TITS']);
    expect(read('2512.16494', 'IEEE Transactions on Image Processing (T-IP)').map((e) => e[0])).toEqual(['TIP']);
  });

  it('reads a possessive word inside a journal\'s spelled name', () => {
    // set 208 part A 2605.00665 (before: no venue)
    expect(read('2605.00665', 'Accepted to the "Journal of Alzheimer\'s Disease" for publication'))
      .toEqual([["Journal of Alzheimer's Disease", null, 'main', null, 'accepted', null]]);
    // varied: other journals JabRef lists with a possessive, the typographic apostrophe
    expect(read('2605.00205', 'Accepted by Journal of Huntington’s Disease').map((e) => e[0])).toEqual(['Journal of Huntington’s Disease']);
    expect(read('2605.00206', "Accepted by the Journal of Women's Health").map((e) => e[0])).toEqual(["Journal of Women's Health"]);
    // unchanged: a possessive after a conference acronym is not part of a journal's name
    expect(read('2605.00207', "Accepted at ICML's workshop on Theory 2025").map((e) => [e[0], e[2]])).toEqual([['ICML', 'workshop']]);
  });
});
