import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vleft5 round, from design-half misses the latest rounds left (docs/venues.md, round vleft5). Every string
// below is made up (none is a dev record); every expectation marked "rule" fails on 14d72ab4 (the branch's base), checked
// by running this file in an extraction of the base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the vleft5 round', () => {
  it('reads a journal after its publisher joined by a colon', () => {
    // rule: nothing was read (the colon ended the publisher's word and the journal's name was never reached)
    expect(read('2609.00005', 'Submission to Wiley:Journal of Quiet Lanterns')).toEqual([['Journal of Quiet Lanterns', null, 'main', null, 'submitted', null]]);
    expect(read('2609.00005', 'Submitted to Elsevier: Journal of Zebra Widgets, 12 pages')).toEqual([['Journal of Zebra Widgets', null, 'main', null, 'submitted', null]]);
    // unchanged: the publisher before the name with a space; a colon after a word that names no publisher
    expect(read('2609.00005', 'Submission to Wiley Journal of Quiet Lanterns')).toEqual([['Journal of Quiet Lanterns', null, 'main', null, 'submitted', null]]);
    expect(read('2609.00005', 'Note on Springerfield: Journal entries')).toEqual([]);
  });

  it('ends a journal name read by its shape at a bracketed review note in capitals', () => {
    // rule: nothing was read (a bracket opening with a capital was taken for more of the name)
    expect(read('2609.00005', 'Submitted to Journal of Quiet Lanterns (Peer Review)')).toEqual([['Journal of Quiet Lanterns', null, 'main', null, 'submitted', null]]);
    expect(read('2609.00005', 'Submitted to Wiley: Journal of Zebra Widgets (Peer-Review)')).toEqual([['Journal of Zebra Widgets', null, 'main', null, 'submitted', null]]);
    // unchanged: the bracket in lower case; an acronym in the bracket is the journal's
    expect(read('2609.00005', 'Submitted to Journal of Quiet Lanterns (peer review)')).toEqual([['Journal of Quiet Lanterns', null, 'main', null, 'submitted', null]]);
    expect(read('2609.00005', 'Submitted to Journal of Quiet Lanterns (JQL)')).toEqual([['JQL', null, 'main', null, 'submitted', null]]);
  });

  it('reads a one-letter lower-case prefix hyphened to a capitalised word as one event tag', () => {
    // rule: nothing was read (one lower-case letter before the hyphen opened no tag)
    expect(read('2604.00005', 'Accepted by ACM q-Lantern 2026')).toEqual([['q-Lantern', 2026, 'main', null, 'accepted', null]]);
    expect(read('2604.00005', 'Accepted at the z-Widgets 2025 conference, 6 pages')).toEqual([['z-Widgets', 2025, 'main', null, 'accepted', null]]);
    // unchanged: a mixed-case word hyphened to capitals; two lower-case letters before capitals; no year
    expect(read('2604.00005', 'Accepted at Zeb-QL 2025')).toEqual([['Zeb-QL', 2025, 'main', null, 'accepted', null]]);
    expect(read('2604.00005', 'Accepted at q-Lantern')).toEqual([]);
  });

  it('reads a workshop tag with its year before the word when only its place follows', () => {
    // rule: nothing was read (the lone workshop tag took its year only after the word, and no place after it)
    expect(read('2606.00005', 'ZebraEval 2026 Workshop, Lyon, France')).toEqual([['ZebraEval', 2026, 'workshop', 'ZebraEval', 'accepted', null]]);
    expect(read('2606.00005', 'QuietBench 2025 Workshop, Lyon, FR')).toEqual([['QuietBench', 2025, 'workshop', 'QuietBench', 'accepted', null]]);
    // unchanged: no place after the comma; a publisher's name for a tag; the word before the year, alone
    expect(read('2606.00005', 'ZebraEval 2026 Workshop, 8 pages')).toEqual([]);
    expect(read('2606.00005', 'IEEE 2026 Workshop, Lyon, France')).toEqual([]);
    expect(read('2606.00005', 'ZebraEval Workshop 2026')).toEqual([['ZebraEval', 2026, 'workshop', 'ZebraEval', 'accepted', null]]);
  });

  it('stays linear on long texts', () => {
    timed(`ZebraEval 2026 Workshop${', Lyon'.repeat(700)}`);
    timed(`ZebraEval 2026 Workshop, ${'Lyon '.repeat(800)}`);
    timed(`Accepted at ${'q-Lantern-'.repeat(400)}x 2026`);
    timed(`Submitted to ${'Elsevier: '.repeat(500)}Journal of Quiet Lanterns (Peer ${'Review '.repeat(500)}`);
    timed(`${'Springer:'.repeat(600)}x`);
  });
});
