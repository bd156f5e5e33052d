import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v125 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-125.jsonl …
// -128.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case. Every real-string and varied expectation fails on a7cb8ce0 (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v125 round', () => {
  it('mends a typing slip of "Findings" beside a venue', () => {
    // set 126 part A 2604.17252 (before: ACL main, a false main)
    expect(read('2604.17252', 'Accepted by ACL2026 Fingdings')).toEqual([['ACL', 2026, 'findings', null, 'accepted', null]]);
    // varied: another slip, another host
    expect(read('2510.00001', 'Accepted to EMNLP 2025 Findigns')).toEqual([['EMNLP', 2025, 'findings', null, 'accepted', null]]);
    // counter-case: the word written right stays findings, a main paper stays main
    expect(read('2510.00002', 'Accepted to EMNLP 2025 main')).toEqual([['EMNLP', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads "VENUE <earlier year> Extended Paper" as a later work on that paper', () => {
    // set 125 part A 2508.10840 (before: WACV 2024 accepted, a false main)
    expect(read('2508.10840', 'WACV 2024 Extended Paper')).toEqual([['WACV', 2024, 'main', null, 'previous_version', null]]);
    // varied: extended version, another venue
    expect(read('2601.00003', 'CVPR 2025 extended version, 20 pages')).toEqual([['CVPR', 2025, 'main', null, 'previous_version', null]]);
    // counter-case: the current edition's extended version keeps that paper's acceptance
    expect(read('2603.00004', 'CVPR 2026 extended version')).toEqual([['CVPR', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads "an extended work of <Name> (VENUE YEAR)" as a later work whatever the edition', () => {
    // set 127 part A 2508.15774 (before: ICCV 2025 accepted, a false main)
    expect(read('2508.15774', 'CineScale is an extended work of FreeScale (ICCV 2025). Project Page:\n  https://eyeline-labs.github.io/CineScale/'))
      .toEqual([['ICCV', 2025, 'main', null, 'previous_version', null]]);
    // varied: another name and venue
    expect(read('2605.00005', 'Extended work of FooNet (CVPR 2026)')).toEqual([['CVPR', 2026, 'main', null, 'previous_version', null]]);
    // counter-case: an extended version of the current edition's paper stays accepted
    expect(read('2605.00006', 'Extended version of FooNet (CVPR 2026)')).toEqual([['CVPR', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads "our publication at" as the venue\'s published paper', () => {
    // set 128 part A 2506.16444 (before: accepted)
    expect(read('2506.16444', 'Extended version of our publication at the 52nd International\n  Symposium on Computer Architecture (ISCA-52), 2025'))
      .toEqual([['ISCA', 2025, 'main', null, 'published', null]]);
    // varied: "in", another venue
    expect(read('2506.00007', 'Full version of our publication in ICDE 2025')).toEqual([['ICDE', 2025, 'main', null, 'published', null]]);
    // counter-case: "accepted for publication in" stays accepted
    expect(read('2506.00008', 'Accepted for publication in ICDE 2025')).toEqual([['ICDE', 2025, 'main', null, 'accepted', null]]);
  });
});
