import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of round vleft3 (docs/venues.md): grammar for design-half causes that rounds v303–vpool4 left (sets 314–319,
// part A). Every string below is made up (none is a dev record); every expectation marked "rule" fails on 0a1811ae (the
// branch's base), checked by running these strings against an extraction of the base (git archive); the "unchanged"
// ones read the same there.

describe('venue rules of the vleft3 round', () => {
  it('names no workshop by an ordinal in words alone', () => {
    // rule: read workshop "Third Workshop"
    expect(read('2607.04321', 'Accepted at ZQW 2026 (Third Workshop on Quiet Widgets), ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    // rule: read workshop "Second Workshop"
    expect(read('2607.04321', 'Presented at the Second Workshop, ICML 2026')).toEqual([['ICML', 2026, 'workshop', null, 'accepted', null]]);
    // unchanged: an ordinal word inside a name, and the digit ordinal
    expect(read('2607.04321', 'Accepted at the Safety First Workshop, ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Safety First Workshop', 'accepted', null]]);
    expect(read('2607.04321', 'Accepted at ZQW 2026 (3rd Workshop on Quiet Widgets), ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'ZQW', 'accepted', null]]);
  });

  it('joins the words of a publisher\'s event name by "+" or "&" after a cue', () => {
    // rule: read nothing
    expect(read('2607.04321', 'Submitted to SPIE Quiet Sensors + Lanterns 2026')).toEqual([['SPIE Quiet Sensors + Lanterns', 2026, 'main', null, 'submitted', null]]);
    // rule: read nothing
    expect(read('2607.04321', 'Accepted at IEEE Quiet & Lanterns 2026')).toEqual([['IEEE Quiet & Lanterns', 2026, 'main', null, 'accepted', null]]);
    // unchanged: a "+" with no word after it; a month before the year
    expect(read('2607.04321', 'Accepted at SPIE Widgets + 2026')).toEqual([]);
    expect(read('2607.04321', 'Submitted to SPIE Quiet Lanterns 2026')).toEqual([['SPIE Quiet Lanterns', 2026, 'main', null, 'submitted', null]]);
  });

  it('reads a workshop named before its listed host with an apostrophe year or a colon title', () => {
    // rule: read as the host's main track
    expect(read('2607.04321', "Accepted at ZQW '26 (ICML 2026)")).toEqual([['ICML', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    // rule: read as the host's main track
    expect(read('2607.04321', "Accepted at Quiet Widgets '26 (ICML 2026) and the KDD 2026 Workshop on Lanterns")).toEqual([
      ['ICML', 2026, 'workshop', 'Quiet Widgets', 'accepted', null], ['KDD', 2026, 'workshop', 'Workshop on Lanterns', 'accepted', null]]);
    // rule: read as the host's main track
    expect(read('2607.04321', 'Accepted at ZQW: Quiet Widgets for Lanterns, ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    // rule: read as the host's main track
    expect(read('2607.04321', 'Submitted to the ZQW 2026: Quiet Widgets and Lanterns, ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'ZQW', 'submitted', null]]);
    // unchanged: no venue expected before the name; a lower-case title; a paper's kind as the title; a listed venue
    expect(read('2607.04321', "Extended version of Quiet Widgets '26 (ICML 2026)")).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', 'Code for ZQW: Quiet Widgets, ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', 'Accepted at ZQW: quiet widgets, ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', 'Accepted at ZQW: Oral Presentation, ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('2607.04321', "Accepted at Main Track '26 (ICML 2026)")).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads "ACR YEAR - Nth Workshop on …" standing alone as the bracket form', () => {
    // rule: read nothing
    expect(read('2607.04321', 'QLZ 2026 - 14th Workshop on Quiet Widgets, Lanterns and Zebras')).toEqual([['QLZ', 2026, 'workshop', 'QLZ', 'accepted', null]]);
    // rule: read nothing
    expect(read('2607.04321', 'QWL 2026 - 3rd Workshop on Quiet Widgets and Lanterns. Code at github')).toEqual([['QWL', 2026, 'workshop', 'QWL', 'accepted', null]]);
    // unchanged: a publisher as the tag; no tag
    expect(read('2607.04321', 'IEEE 2026 - 3rd Workshop on Quiet Widgets')).toEqual([]);
    expect(read('2607.04321', 'Our code 2026 - 3rd Workshop on Quiet Widgets')).toEqual([]);
  });

  it('reads a title spelling its bracketed acronym after the host as a workshop there', () => {
    // rule: read as the host's main track
    expect(read('2607.04321', 'Accepted at ICML 2026, Quiet Widget Techniques and Lanterns (QWTL)')).toEqual([['ICML', 2026, 'workshop', 'QWTL', 'accepted', null]]);
    // rule: read as the host's track other (the title's plural "Challenges")
    expect(read('2607.04321', 'Accepted by ICML(The International Conference on Machine Learning), Quiet Widget Techniques, Applications and Challenges (QWTAC 2026)'))
      .toEqual([['ICML', 2026, 'workshop', 'QWTAC', 'accepted', null]]);
    // unchanged: an acronym the title does not spell; a challenge or a track of the host's
    expect(read('2607.04321', 'Accepted at ICML 2026, Quiet Widget Techniques and Lanterns (ZZZ)')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', 'Accepted by ICML, Grand Challenge on Quiet Widgets (GCQW 2026)')).toEqual([['ICML', 2026, 'other', null, 'accepted', null]]);
    expect(read('2607.04321', 'Accepted by ICML 2026, Quiet Widgets Challenge (QWC 2026)')).toEqual([['ICML', 2026, 'other', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ["Accepted at Quiet Widgets '26 (", 'at ZQW: Quiet Widgets Lanterns ', 'ZQW: Quiet, ', 'SPIE Quiet + ', 'QWL 2026 - 3rd Workshop on Quiet, ', '(Third Workshop ', 'at A: B C D E F G ', 'ICML 2026, Quiet Widget, And ', 'ICML (A), B C (']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(`${s.slice(0, 4000)}, ICML 2026`).ms).toBeLessThan(500);
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
