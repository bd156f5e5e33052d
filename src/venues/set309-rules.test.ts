import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v309 round, from the design-half misses of sets 309–310 (test/fixtures/venues/labeled-dev-309.jsonl and
// -310.jsonl, part A; docs/venues.md, round v309). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on b12e8438 (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v309 round', () => {
  it('reads a year in parentheses closing the place after an event name', () => {
    // rule: the posting year (2025) was read, not the year in brackets after the place
    expect(read('2506.00309', 'Presented at the Workshop on Quiet Lanterns, Lyon, France (2012)')).toEqual([['Workshop on Quiet Lanterns', 2012, 'workshop', 'Workshop on Quiet Lanterns', 'accepted', null]]);
    expect(read('2506.00309', 'Presented at the 4th Symposium on Dust and Rain, Norway (2011)')).toEqual([['Symposium on Dust and Rain', 2011, 'main', null, 'accepted', null]]);
    // unchanged: the year after a comma, and a bracket that is no year
    expect(read('2506.00309', 'Presented at the Workshop on Quiet Lanterns, Lyon, France, 2012')).toEqual([['Workshop on Quiet Lanterns', 2012, 'workshop', 'Workshop on Quiet Lanterns', 'accepted', null]]);
    expect(read('2506.00309', 'Presented at the Workshop on Quiet Lanterns, Lyon, France (2012a)')[0]?.[1]).not.toBe(2012);
  });

  it('reads a journal-ref that is a workshop\'s spelled name, its place and its year', () => {
    // rule: nothing was read (the bare reader takes a workshop's name only with its bracketed acronym)
    expect(read('1302.00309', null, '4th Workshop on Quiet Lanterns and Dust, Lyon, France (2012)')).toEqual([['Workshop on Quiet Lanterns and Dust', 2012, 'workshop', 'Workshop on Quiet Lanterns and Dust', 'accepted', null]]);
    expect(read('1302.00309', null, 'International Workshop on Quiet Lanterns, Norway (2012) 11-19')).toEqual([['International Workshop on Quiet Lanterns', 2012, 'workshop', 'International Workshop on Quiet Lanterns', 'published', null]]);
    // unchanged: a bare workshop name in the comments stays unread; a symposium in the journal-ref as before
    expect(read('1302.00309', '4th Workshop on Quiet Lanterns and Dust, Lyon (2012)')).toEqual([]);
    expect(read('1302.00309', null, 'Symposium on Quiet Lanterns, Dust and Rain (2004) 1-7')).toEqual([['Symposium on Quiet Lanterns, Dust and Rain', 2004, 'main', null, 'published', null]]);
  });

  it('reads a second event joined to the first by "and" and a cue of its own', () => {
    // rule: only the first event was read
    expect(read('2511.00309', 'Presented at the Quiet Lantern Conference 2025, and will be presented at the Dust Fall Meeting 2025')).toEqual([
      ['Quiet Lantern Conference', 2025, 'main', null, 'accepted', null], ['Dust Fall Meeting', 2025, 'main', null, 'accepted', null]]);
    expect(read('2511.00309', 'Presented at the Symposium on Quiet Lanterns 2025 and submitted to the Zebra Widget Journal')).toEqual([
      ['Symposium on Quiet Lanterns', 2025, 'main', null, 'accepted', null], ['Zebra Widget Journal', null, 'main', null, 'submitted', null]]);
    // unchanged: "and" inside one name; the same event twice
    expect(read('2511.00309', 'Accepted at the Symposium on Lanterns and Dust 2025')).toEqual([['Symposium on Lanterns and Dust', 2025, 'main', null, 'accepted', null]]);
    expect(read('2511.00309', 'Presented at the Quiet Lantern Conference 2025 and presented at the Quiet Lantern Conference 2025')).toEqual([['Quiet Lantern Conference', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads a second event listed after a comma, with the first one\'s status', () => {
    // rule: only the first event was read
    expect(read('2511.00309', 'Presented at the Quiet Lantern Conference 2025, Dust Rain Symposium 2025')).toEqual([
      ['Quiet Lantern Conference', 2025, 'main', null, 'accepted', null], ['Dust Rain Symposium', 2025, 'main', null, 'accepted', null]]);
    expect(read('2511.00309', 'Partially presented at ZebraML 2025 Symposium, Quiet Lantern Conference 2025. 12 pages')).toEqual([
      ['ZebraML', 2025, 'main', null, 'previous_version', null], ['Quiet Lantern Conference', 2025, 'main', null, 'previous_version', null]]);
    // unchanged: a place after the comma; a journal (no year) before it; a list joined by "and"
    expect(read('2511.00309', 'Presented at the Quiet Lantern Conference 2025, Lyon, France')).toEqual([['Quiet Lantern Conference', 2025, 'main', null, 'accepted', null]]);
    expect(read('2511.00309', 'Submitted to Zebra Widget Journal, Dust Rain Symposium 2025')).toEqual([['Zebra Widget Journal', null, 'main', null, 'submitted', null]]);
    expect(read('2511.00309', 'Accepted at the Quiet Lantern Conference 2025, Best Paper Award 2025')).toEqual([['Quiet Lantern Conference', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of [', and will be presented at ', 'Presented at the Quiet Conference 2025 and ', ', Lyon (', 'Workshop on Quiet, France (2012', ' and presented at A and ', 'Presented at Quiet Conference 2025, ', 'Dust Rain Symposium 2025, Quiet ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
