import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v275 round, from the misses of test/fixtures/venues/labeled-dev-275.jsonl and -276.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 21adbd37 (the branch's base), checked by running this file in an extraction of the base (git archive of main);
// the "unchanged" ones pass there too.

describe('venue rules of the v275 round', () => {
  it('names a host workshop by its bracketed title when "or" joins the title words', () => {
    // rule (set 276 part A's shape: the workshop read without its name)
    expect(read('2511.00275', 'Accepted to AAAI Workshop (Zebra Learning with Noisy or Missing Labels)'))
      .toEqual([['AAAI', 2026, 'workshop', 'Zebra Learning with Noisy or Missing Labels', 'accepted', null]]);
    expect(read('2604.00275', 'CVPR 2026 Workshops (Quiet or Loud Zebra Vision)'))
      .toEqual([['CVPR', 2026, 'workshop', 'Quiet or Loud Zebra Vision', 'accepted', null]]);
    // unchanged: a title without "or", and a presentation in the bracket, which names no workshop
    expect(read('2511.00275', 'Accepted to AAAI Workshop (Zebra Learning with Quiet Data)'))
      .toEqual([['AAAI', 2026, 'workshop', 'Zebra Learning with Quiet Data', 'accepted', null]]);
    expect(read('2604.00275', 'CVPR 2026 Workshop (Oral or Poster)'))
      .toEqual([['CVPR', 2026, 'workshop', null, 'accepted', 'oral']]);
  });

  it('takes the later decision of an acronym the comment names again after a cue of its own', () => {
    // rule (set 276 part A's shape: submitted, the later acceptance lost)
    expect(read('2505.00275', 'This paper was submitted to the First International Conference on Quokka Methods (QUOKKA 2025), and it has been accepted for presentation at QUOKKA on 3 July 2025'))
      .toEqual([['QUOKKA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2505.00275', 'Submitted to ZEBRAX 2025 and accepted at ZEBRAX 2025'))
      .toEqual([['ZEBRAX', 2025, 'main', null, 'accepted', null]]);
    // unchanged: another edition's or a negated decision, an earlier version, a restatement with no cue before it
    expect(read('2505.00275', 'Submitted to ZEBRAX 2026. An earlier version was accepted at ZEBRAX 2025'))
      .toEqual([['ZEBRAX', 2026, 'main', null, 'submitted', null], ['ZEBRAX', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2505.00275', 'Submitted to ZEBRAX 2026; not accepted at ZEBRAX')[0]?.[4]).not.toBe('accepted');
    expect(read('2505.00275', 'Under review at ZEBRAX 2026. Code for ZEBRAX is published at github'))
      .toEqual([['ZEBRAX', 2026, 'main', null, 'under_review', null]]);
    expect(read('2505.00275', 'Submitted to ZEBRAX 2025. ZEBRAX reviews are double blind'))
      .toEqual([['ZEBRAX', 2025, 'main', null, 'submitted', null]]);
  });

  it('reads long made-up runs in linear time', () => {
    const runs = [
      `Submitted to ZEBRAX 2025 and ${'accepted at ZEBRAX '.repeat(210)}`,
      `Accepted to AAAI Workshop (${'Quiet or '.repeat(440)}Data)`,
      `Submitted to QZ 2025. ${'QZ '.repeat(1320)}`,
    ];
    for (const s of runs) {
      expect(s.length).toBeGreaterThanOrEqual(3900);
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
