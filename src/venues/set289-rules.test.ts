import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v289 round, from the misses of test/fixtures/venues/labeled-dev-289.jsonl and -290.jsonl (part A) read
// after their blind figures (docs/venues.md, round v289). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on 67700665 (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v289 round', () => {
  it('reads the Geometric Science of Information conference spelled out as GSI, its year from the ordinal', () => {
    // rule (set 290 part A: read under its long name, a false main by name; GSI is held every other year, the 7th in 2025)
    expect(read('2703.00289', 'Submitted to the 8th International Conference on Geometric Science of Information'))
      .toEqual([['GSI', 2027, 'main', null, 'submitted', null]]);
    expect(read('2606.00289', 'Accepted in Geometric Science of Information 2027 (oral)'))
      .toEqual([['GSI', 2027, 'main', null, 'accepted', 'oral']]);
    // unchanged: the capitals beside a year; a laboratory of that name with no year names no venue
    expect(read('2606.00289', 'Accepted at GSI 2027')).toEqual([['GSI', 2027, 'main', null, 'accepted', null]]);
    expect(read('2606.00289', 'Beam time at GSI Darmstadt, Germany')).toEqual([]);
    expect(read('2606.00289', 'Data taken with the GSI accelerator facility')).toEqual([]);
  });

  it('reads the SIGDIAL meeting spelled out as SIGDIAL, its year from the ordinal', () => {
    // rule (the long name was read as a venue of its own; the 27th meeting is in 2026)
    expect(read('2606.00289', 'Accepted at the 28th Annual Meeting of the Special Interest Group on Discourse and Dialogue'))
      .toEqual([['SIGDIAL', 2027, 'main', null, 'accepted', null]]);
    expect(read('2606.00289', 'In Proceedings of the 24th Meeting of the Special Interest Group on Discourse and Dialogue, pages 5-17'))
      .toEqual([['SIGDIAL', 2023, 'main', null, 'published', null]]);
    // unchanged: the acronym with its year, the long name in brackets after it
    expect(read('2606.00289', 'Accepted to SIGDIAL 2027 (28th Annual Meeting of the Special Interest Group on Discourse and Dialogue)'))
      .toEqual([['SIGDIAL', 2027, 'main', null, 'accepted', null]]);
  });

  it('reads the IEEE Open Journal of the Communications Society as IEEE OJ-COMS', () => {
    // rule (set 289 part A: read under its long name)
    expect(read('2606.00289', 'Revised version, submitted to the IEEE Open Journal of the Communications Society'))
      .toEqual([['IEEE OJ-COMS', null, 'main', null, 'submitted', null]]);
    expect(read('2606.00289', 'Accepted for publication in IEEE OJ-COMS'))
      .toEqual([['IEEE OJ-COMS', null, 'main', null, 'accepted', null]]);
    // unchanged: another IEEE open journal keeps its name as written
    expect(read('2606.00289', 'Submitted to the IEEE Open Journal of the Computer Society'))
      .toEqual([['IEEE Open Journal of the Computer Society', null, 'main', null, 'submitted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['Geometric Science of ', 'Meeting of the Special Interest Group on Discourse ', 'Open Journal of the Communications ',
      'GSI 20', 'OJ-COMS OJ-']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
