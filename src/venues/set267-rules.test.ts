import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v267 round, from the misses of test/fixtures/venues/labeled-dev-267.jsonl and -268.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 8a05a594 (the branch's base), checked by running this file in an extraction of the base (git archive of src,
// data/venues and test/helpers); the "unchanged" ones pass there too.

describe('venue rules of the v267 round', () => {
  it('names an IEEE / ACM Transactions whose name is one acronym by all its letters', () => {
    // rule (set 268 part A's shape: the name as written before, a false main by the eval's other_name)
    expect(read('2604.00267', 'To appear in IEEE Transactions on AI, special issue on agents')).toEqual([['TAI', null, 'main', null, 'accepted', null]]);
    expect(read('2604.00267', 'Under review at ACM Transactions on HRI')).toEqual([['ACM THRI', null, 'main', null, 'under_review', null]]);
    // unchanged: spelled names by their initials, one-word names by the catalogue's name
    expect(read('2604.00267', 'To appear in IEEE Transactions on Artificial Intelligence')).toEqual([['TAI', null, 'main', null, 'accepted', null]]);
    expect(read('2604.00267', 'Accepted by IEEE Transactions on Multimedia')).toEqual([['TMM', null, 'main', null, 'accepted', null]]);
    expect(read('2604.00267', 'Accepted by IEEE Transactions on Quantum Foo Systems')).toEqual([['TQFS', null, 'main', null, 'accepted', null]]);
  });

  it('knows IVA by its spelled name, with its ordinal', () => {
    // rule (set 268 part A's shape: a journal-ref citing the spelled name, read as written before)
    expect(read('1302.00267', null, 'In Proceedings of the 12th International Conference on Intelligent Virtual Agents, Santa Cruz, 2012, pp. 1-10'))
      .toEqual([['IVA', 2012, 'main', null, 'published', null]]);
    expect(read('2607.00267', 'Accepted at the 26th ACM International Conference on Intelligent Virtual Agents')).toEqual([['IVA', 2026, 'main', null, 'accepted', null]]);
    // unchanged: the acronym with a year; "IVA" as a word of another language is no venue
    expect(read('2607.00267', 'Accepted at IVA 2026')).toEqual([['IVA', 2026, 'main', null, 'accepted', null]]);
    expect(read('2607.00267', 'Modelo de cálculo del IVA para pymes')).toEqual([]);
  });

  it("takes an edited book's year from the author-year citation before it when none follows the title", () => {
    // rule (set 268 part A's shape: the book read without a year)
    expect(read('2601.00267', 'Published in: Doe, J., Roe, K. (2021). A Study of Foo Bars. In: Smith, A., Lee, B. (eds) Advances in Foo Computing. Lecture Notes in Networks and Systems, vol 123. Springer'))
      .toEqual([['Advances in Foo Computing', 2021, 'main', null, 'published', null]]);
    expect(read('2601.00267', 'Doe, J. (2019). Foo Bars Revisited. In: Smith, A. (eds) Handbook of Foo Methods. Springer, Cham'))
      .toEqual([['Handbook of Foo Methods', 2019, 'main', null, 'published', null]]);
    // unchanged: a year after the title wins
    expect(read('2601.00267', 'Doe, J. (2019). Foo Bars Revisited. In: Smith, A. (eds) Handbook of Foo Methods. Springer, 2020'))
      .toEqual([['Handbook of Foo Methods', 2020, 'main', null, 'published', null]]);
  });

  it('stays linear on long runs of the new shapes', () => {
    expect(timed(`In: Smith, A. (eds) Handbook of Foo Methods. ${'A. (2019) '.repeat(400)}`).ms).toBeLessThan(500);
    expect(timed(`${'Doe, J., '.repeat(450)}(2019). Foo. In: Smith, A. (eds) Handbook of Foo Methods. Springer`).ms).toBeLessThan(500);
    expect(timed(`IEEE Transactions on ${'AI '.repeat(1300)}`).ms).toBeLessThan(500);
    expect(timed(`IEEE Transactions on AI${' '.repeat(4000)}2026`).ms).toBeLessThan(500);
    expect(timed(`International Conference on Intelligent Virtual Agents${' IVA'.repeat(1000)}`).ms).toBeLessThan(500);
  });
});
