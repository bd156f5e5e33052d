import { describe, expect, it } from 'vitest';
import { readVenues as read } from '../../test/helpers/venue-rules.ts';

// Catalogue fact of the vpool3 round, from a design-half miss of set 319 (test/fixtures/venues/labeled-dev-319.jsonl,
// part A, drawn from pool-2; docs/venues.md, round vpool3): ICPR is held in August (2022, 2026), not December. Every
// string below is made up (none is a dev record); every expectation marked "fact" fails on 40c05d8a (the branch's base),
// checked by running this file in an extraction of the base (git archive); the "unchanged" ones pass there too.

describe('venue facts of the vpool3 round', () => {
  it('reads an ICPR acceptance posted in the summer of an ICPR year as that year', () => {
    // fact: read as 2024 (December edition, 2026 decisions not yet out)
    expect(read('2606.04321', 'Our method was accepted by ICPR')).toEqual([['ICPR', 2026, 'main', null, 'accepted', null]]);
    // fact: read as 2024
    expect(read('2606.04321', 'Short paper, ICPR workshop')).toEqual([['ICPR', 2026, 'workshop', null, 'accepted', null]]);
    // unchanged: a stated year wins; an acceptance posted before the 2026 decisions keeps 2024
    expect(read('2607.04321', 'Accepted by ICPR 2024')).toEqual([['ICPR', 2024, 'main', null, 'accepted', null]]);
    expect(read('2602.04321', 'Our method was accepted by ICPR')).toEqual([['ICPR', 2024, 'main', null, 'accepted', null]]);
    // unchanged: a submission posted in the autumn of an ICPR year awaits the next edition
    expect(read('2610.04321', 'Submitted to ICPR')).toEqual([['ICPR', 2028, 'main', null, 'submitted', null]]);
  });
});
