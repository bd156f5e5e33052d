import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v311 round, from the design-half misses of sets 311–312 (test/fixtures/venues/labeled-dev-311.jsonl and
// -312.jsonl, part A; docs/venues.md, round v311). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on ded5a030 (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v311 round', () => {
  it('reads the year closing a place that opens with "in" after an event name', () => {
    // rule: no year (or the posting year) was read — the place-and-date run had to open with a comma
    expect(read('2506.00311', 'Version submitted to the Zebra Widget Society Annual Conference in Lyon 2012')).toEqual([['Zebra Widget Society Annual Conference', 2012, 'main', null, 'submitted', null]]);
    expect(read('2506.00311', 'Presented at the Quiet Lantern Conference in Lyon, France, 2012')).toEqual([['Quiet Lantern Conference', 2012, 'main', null, 'accepted', null]]);
    // unchanged: the place after a comma; "in" and a lower-case word is no place
    expect(read('2506.00311', 'Presented at the Quiet Lantern Conference, Lyon 2012')).toEqual([['Quiet Lantern Conference', 2012, 'main', null, 'accepted', null]]);
    expect(read('2506.00311', 'Presented at the Quiet Lantern Conference in person 2012')[0]?.[1]).not.toBe(2012);
  });

  it('names an AAAI symposium by its subject after "on" or a dash', () => {
    // rule: the symposium was read with no name
    expect(read('2603.00311', 'Accepted at AAAI 2026 Spring Symposium - Quiet Widgets: Theory and Practice')).toEqual([['AAAI Spring Symposium', 2026, 'workshop', 'Quiet Widgets: Theory and Practice', 'accepted', null]]);
    expect(read('2510.00311', 'Accepted at the AAAI 2025 Fall Symposium on Zebra Lanterns. 8 pages')).toEqual([['AAAI Fall Symposium', 2025, 'workshop', 'Zebra Lanterns', 'accepted', null]]);
    // unchanged: the series alone; an acronym before the series in brackets; a lower-case subject
    expect(read('2603.00311', 'Accepted to AAAI 2026 Spring Symposium Series')).toEqual([['AAAI Spring Symposium', 2026, 'workshop', null, 'accepted', null]]);
    expect(read('2603.00311', 'ZQW 2026 (AAAI Spring Symposium Series)')).toEqual([['AAAI Spring Symposium', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    expect(read('2510.00311', 'Accepted at the AAAI 2025 Fall Symposium on the widgets')).toEqual([['AAAI Fall Symposium', 2025, 'workshop', null, 'accepted', null]]);
  });

  it('reads a challenge report "at" an unlisted event, a colon after its year, lower-case words in the challenge name', () => {
    // rule: nothing was read ("at", the colon and "in the" each kept the challenge reader off)
    expect(read('2604.00311', '2nd place solution at the ZQW 2026: Quiet Widget Detection in the Wild Challenge')).toEqual([['ZQW', 2026, 'other', null, 'unclear', null]]);
    expect(read('2604.00311', 'Technical report at the ZQW 2026 Lantern Challenge')).toEqual([['ZQW', 2026, 'other', null, 'unclear', null]]);
    expect(read('2604.00311', 'Report for the ZQW 2026: Lantern Challenge')).toEqual([['ZQW', 2026, 'other', null, 'unclear', null]]);
    // unchanged: "for" and capitalised words; no challenge name; a lower-case challenge name
    expect(read('2604.00311', 'Technical report for the ZQW 2026 Lantern Challenge')).toEqual([['ZQW', 2026, 'other', null, 'unclear', null]]);
    expect(read('2604.00311', 'Our solution at the ZQW 2026 challenge')).toEqual([]);
    expect(read('2604.00311', 'Technical report at the ZQW 2026: the zebra challenge')).toEqual([]);
  });

  it('reads an "Open Journal of …" as its own journal, not the listed "Journal of …" it ends with', () => {
    // rule: the listed ISPRS journal was read
    expect(read('2605.00311', 'Submitted to ZQWS Open Journal of Photogrammetry and Remote Sensing')).toEqual([['ZQWS Open Journal of Photogrammetry and Remote Sensing', null, 'main', null, 'submitted', null]]);
    expect(read('2605.00311', 'Accepted by the Open Journal of Photogrammetry and Remote Sensing')).toEqual([['Open Journal of Photogrammetry and Remote Sensing', null, 'main', null, 'accepted', null]]);
    // unchanged: the listed journal with its society's name, or alone
    expect(read('2605.00311', 'Submitted to ISPRS Journal of Photogrammetry and Remote Sensing')).toEqual([['ISPRS JPRS', null, 'main', null, 'submitted', null]]);
    expect(read('2605.00311', 'Submitted to Journal of Photogrammetry and Remote Sensing')).toEqual([['ISPRS JPRS', null, 'main', null, 'submitted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of [' in Lyon', ' in Lyon, France', 'Conference in Lyon 20', 'AAAI 2026 Spring Symposium - Quiet', ' Symposium on Quiet Widgets,', 'Symposium - A', 'Report at the ZQW 2026: ', 'Quiet in the ', 'Quiet Widget in of ', 'Open Journal of ', 'Open - Open  ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
