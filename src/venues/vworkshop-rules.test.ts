import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of round vworkshop (workshop names that generalise, docs/venues.md), from the design halves' workshop-name misses
// of every labelled dev file (scripts/eval-workshop-names.ts). Every workshop name below is made up (none is a dev
// record's); every expectation marked "rule" fails on 413e8f99 (the branch's base), checked by running this file in an
// extraction of the base (git archive of src, data/venues and test/helpers); the "unchanged" ones pass there too.

describe('workshop-name rules of round vworkshop', () => {
  it('takes a bracketed acronym that draws letters from the word "Workshop" too', () => {
    // rule: "Title Workshop (TitShop)" at the host
    expect(read('2506.00001', 'submitted to Quantization Workshop (QuaShop) at ICML 2025')).toEqual([['ICML', 2025, 'workshop', 'QuaShop', 'submitted', null]]);
    // unchanged: with a comma before the host (read by another reader before), and a bracketed tag whose letters the name
    // does not hold (no acronym of it)
    expect(read('2506.00001', 'Accepted at the Lattice Sieving Workshop (LatShop), NeurIPS 2025')).toEqual([['NeurIPS', 2025, 'workshop', 'LatShop', 'accepted', null]]);
    expect(read('2506.00001', 'Accepted at the Lattice Sieving Workshop (ZQX), NeurIPS 2025')[0][3]).not.toBe('ZQX');
  });

  it('reads an acronym opening with digits after a host tag', () => {
    // rule: after the host's W tag and year
    expect(read('2604.00001', 'Accepted to CVPRW 2026 (4DPQ)')).toEqual([['CVPR', 2026, 'workshop', '4DPQ', 'accepted', null]]);
    // rule: after the host and its year, alone in its bracket: a workshop, not the main track
    expect(read('2604.00001', 'Accepted to CVPR 2026 (4DPQ)')).toEqual([['CVPR', 2026, 'workshop', '4DPQ', 'accepted', null]]);
    // unchanged: bare after the year (may name a method), and a year or an ordinal in the bracket
    expect(read('2604.00001', 'CVPR 2026 3DQZ')).toEqual([['CVPR', 2026, 'main', null, 'accepted', null]]);
    expect(read('2604.00001', 'Accepted to CVPRW 2026 (2026)')).toEqual([['CVPR', 2026, 'workshop', null, 'accepted', null]]);
    expect(read('2604.00001', 'Accepted to ICCV 2025 Workshop (3rd place)')).toEqual([['ICCV', 2025, 'workshop', null, 'accepted', null]]);
  });

  it('reads "(ACR@HOSTYY)" when the host is written with its year glued on', () => {
    // rule
    expect(read('2604.00001', 'Accepted at Fourth Workshop on Ocean Robotics for Climate at ACL2026 (ORCLI@ACL26)')).toEqual([['ACL', 2026, 'workshop', 'ORCLI', 'accepted', null]]);
    // unchanged: the host spaced from its year
    expect(read('2604.00001', 'Accepted at Fourth Workshop on Ocean Robotics for Climate at ACL 2026 (ORCLI@ACL26)')).toEqual([['ACL', 2026, 'workshop', 'ORCLI', 'accepted', null]]);
  });

  it('drops an edition number between a one-word name and "workshop"', () => {
    // rule
    expect(read('2401.00001', 'Glimmer 3 workshop at AAAI 2024')).toEqual([['AAAI', 2024, 'workshop', 'Glimmer Workshop', 'accepted', null]]);
    // unchanged: a number that counts parts of something
    expect(read('2401.00001', 'Task 3 workshop at AAAI 2024')).toEqual([['AAAI', 2024, 'workshop', null, 'accepted', null]]);
  });

  it('reads a title before "(workshop HOST YEAR)", "from" joining its words', () => {
    // rule
    expect(read('2510.00001', 'published at Lessons from Failed Proofs in Logic (workshop EMNLP 2025)')).toEqual([['EMNLP', 2025, 'workshop', 'Lessons from Failed Proofs in Logic', 'published', null]]);
    expect(read('2510.00001', 'Accepted at Tidal Graph Models (workshop at NeurIPS 2025)')).toEqual([['NeurIPS', 2025, 'workshop', 'Tidal Graph Models', 'accepted', null]]);
    // unchanged: the older order, "(in HOST Workshops)"
    expect(read('2510.00001', 'Accepted at Tidal Graph Models (in WACV 2025 Workshops)')).toEqual([['WACV', 2025, 'workshop', 'Tidal Graph Models', 'accepted', null]]);
  });

  it('reads one lower-case word between the host and "workshop" as the name', () => {
    // rule
    expect(read('2406.00001', 'accepted at CVPR tidal workshop 2024, submitted to IJCV')).toEqual([['CVPR', 2024, 'workshop', 'tidal workshop', 'accepted', null], ['IJCV', null, 'main', null, 'submitted', null]]);
    expect(read('2506.00001', 'Accepted at ICML 2025 tidal workshop')).toEqual([['ICML', 2025, 'workshop', 'tidal workshop', 'accepted', null]]);
    // unchanged: a word that says what kind of workshop it is, or an ordinal, names none
    expect(read('2406.00001', 'accepted at the CVPR satellite workshop 2024')).toEqual([['CVPR', 2024, 'workshop', null, 'accepted', null]]);
    expect(read('2506.00001', 'Accepted at ICML 2025 first workshop')).toEqual([['ICML', 2025, 'workshop', null, 'accepted', null]]);
  });

  it('reads the year after a host\'s W tag before the word, so a title after "HOSTW YEAR," is read', () => {
    // rule
    expect(read('2506.00001', 'CVPRW 2025, Tidal Graph Models Beyond Rivers')).toEqual([['CVPR', 2025, 'workshop', 'Tidal Graph Models Beyond Rivers', 'accepted', null]]);
    expect(read('2604.00001', 'Accepted to CVPRW 2026: Tidal Graph Models')).toEqual([['CVPR', 2026, 'workshop', 'Tidal Graph Models', 'accepted', null]]);
    // unchanged: places, a code note, the host's year glued by an apostrophe
    expect(read('2506.00001', 'ICCVW 2025, Seattle, USA')).toEqual([['ICCV', 2025, 'workshop', null, 'accepted', null]]);
    expect(read('2506.00001', 'CVPRW 2025, Code available at https://x.y')).toEqual([['CVPR', 2025, 'workshop', null, 'accepted', null]]);
    expect(read('2506.00001', "Accepted at ICCVW'25 (KLMN)")).toEqual([['ICCV', 2025, 'workshop', 'KLMN', 'accepted', null]]);
  });

  it('keeps a colon between a title and its subtitle when a cue\'s preposition opens the title', () => {
    // rule
    expect(read('2508.00001', "To be published in Robust Perception: Where Next? workshop at ICCV'25")).toEqual([['ICCV', 2025, 'workshop', 'Robust Perception: Where Next? Workshop', 'accepted', null]]);
    expect(read('2508.00001', 'Accepted in the Tidal: Graph Models workshop at ICCV 2025')).toEqual([['ICCV', 2025, 'workshop', 'Tidal: Graph Models Workshop', 'accepted', null]]);
    // unchanged: at the clause's start the colon ends a label
    expect(read('2508.00001', 'Target Venue: Efficient Tidal Models Workshop at ICCV 2025').map((e) => e[3])).toEqual(['Efficient Tidal Models Workshop']);
  });

  it('stays linear on long runs of the new shapes', () => {
    expect(timed(`To be published in${' Tidal'.repeat(800)}: Where Next? workshop at ICCV 2025`).ms).toBeLessThan(500);
    expect(timed(`Accepted in${' Tidal:'.repeat(800)} workshop at ICCV 2025`).ms).toBeLessThan(500);
    expect(timed(`CVPRW 2025,${' Tidal'.repeat(800)}`).ms).toBeLessThan(500);
    expect(timed(`accepted at CVPR${' tidal'.repeat(800)} workshop 2024`).ms).toBeLessThan(500);
    expect(timed(`Accepted to CVPRW 2026${' '.repeat(4000)}(4DPQ`).ms).toBeLessThan(500);
    expect(timed(`Glimmer${' 3'.repeat(2000)} workshop at AAAI 2024`).ms).toBeLessThan(500);
    expect(timed(`published at Lessons${' from Failed'.repeat(400)} (workshop EMNLP 2025`).ms).toBeLessThan(500);
    expect(timed(`submitted to Quantization${' Shop'.repeat(800)} Workshop (QuaShop) at ICML 2025`).ms).toBeLessThan(500);
  });
});
