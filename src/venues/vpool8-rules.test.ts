import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vpool8 round, from design-half misses of sets 328 and 329 (test/fixtures/venues/labeled-dev-328.jsonl and
// -329.jsonl, part A, drawn from pool-3; docs/venues.md, round vpool8), read after the blind figures were committed. Every
// string below is made up (none is a dev record); every expectation marked "rule" fails on 56edb400 (the branch's base),
// checked by running the strings against the base's detector extracted with git archive; the ones marked "unchanged"
// read the same there.

describe('venue rules of the vpool8 round', () => {
  it('reads an acceptance on condition of minor revisions as an acceptance', () => {
    // rule: read as under review (the "minor revision(s) in / at" cue after the acceptance)
    expect(read('2608.04321', 'This manuscript is accepted with minor revision in Pattern Recognition Letters')).toEqual([['Pattern Recognition Letters', null, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted with minor revisions at TPAMI')).toEqual([['TPAMI', null, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted subject to minor revisions at TPAMI')).toEqual([['TPAMI', null, 'main', null, 'accepted', null]]);
    // unchanged: a minor revision alone or under way, a major revision, an acceptance with the revisions after the name,
    // one with nothing after the revisions
    expect(read('2608.04321', 'Submitted to TPAMI, accepted pending minor revisions')).toEqual([['TPAMI', null, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Minor revision at TPAMI')).toEqual([['TPAMI', null, 'main', null, 'under_review', null]]);
    expect(read('2608.04321', 'Under minor revision in TPAMI')).toEqual([['TPAMI', null, 'main', null, 'under_review', null]]);
    expect(read('2608.04321', 'accepted with major revision in TPAMI')).toEqual([['TPAMI', null, 'main', null, 'under_review', null]]);
    expect(read('2608.04321', 'Accepted at TPAMI with minor revisions')).toEqual([['TPAMI', null, 'main', null, 'accepted', null]]);
  });

  it('keeps the head of a colon-titled event before "@" its host', () => {
    // rule: the name cut at the colon (the subtitle alone read as the workshop)
    expect(read('2608.04321', 'Scaling Laws Revisited: Data Matters @ ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Scaling Laws Revisited: Data Matters', 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at Robust Agents: Learning Safely and Fast @ NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'workshop', 'Robust Agents: Learning Safely and Fast', 'accepted', null]]);
    expect(read('2608.04321', '12 pages. Robust Agents: Learning Safely @ NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'workshop', 'Robust Agents: Learning Safely', 'accepted', null]]);
    // unchanged: no colon; a head that is a note (one word), a showing or the paper's own words is no part of the name
    expect(read('2608.04321', 'Data Matters @ ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Data Matters', 'accepted', null]]);
    expect(read('2608.04321', 'Note: Data Matters @ ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Data Matters', 'accepted', null]]);
    expect(read('2608.04321', 'Oral Presentation: Data Matters @ ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Data Matters', 'accepted', 'oral']]);
    expect(read('2608.04321', 'Our method: Data Matters @ ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Data Matters', 'accepted', null]]);
    expect(read('2608.04321', 'Best Paper Award: Data Matters @ ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Data Matters', 'accepted', null]]);
    // unchanged: a head with a connector; a comma, not "@", before the host
    expect(read('2608.04321', 'Code for ZQW: Quiet Widgets @ ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Quiet Widgets', 'accepted', null]]);
    expect(read('2608.04321', 'Scaling Laws Revisited: Data Matters, ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `Accepted with ${'minor '.repeat(660)}revision at TPAMI`,
      `accepted with minor revision ${'accepted with minor '.repeat(200)}in TPAMI`,
      `${'Robust Agents '.repeat(280)}: Data Matters @ ICML 2026`,
      `${'Robust Agents: '.repeat(260)}Data Matters @ ICML 2026`,
      `Scaling Laws Revisited:${' '.repeat(3900)}Data Matters @ ICML 2026`,
    ]) {
      const { ms } = timed(s);
      expect(ms, s.slice(0, 40)).toBeLessThan(1000);
    }
  });
});
