import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v279 round, from the misses of test/fixtures/venues/labeled-dev-279.jsonl and -280.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 40f1ee07 (the branch's base), checked by running this file in an extraction of the base (git archive of main);
// the "unchanged" ones pass there too.

describe('venue rules of the v279 round', () => {
  it('reads an unnamed conference by the tag in brackets after the word', () => {
    // rule (set 280 part A's shape: nothing read)
    expect(read('2605.00279', 'Extended version of a conference (ZQAM 2026) paper, 12 pages'))
      .toEqual([['ZQAM', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00279', 'Accepted at the conference (ZQAM 2026)'))
      .toEqual([['ZQAM', 2026, 'main', null, 'accepted', null]]);
    // rule: from an earlier year than the posting, a separate later work
    expect(read('1302.00279', 'Long version of a conference (ZQAM 2012) paper, 16 pages, 10\n  figures'))
      .toEqual([['ZQAM', 2012, 'main', null, 'previous_version', null]]);
    // unchanged: a listed venue in the same brackets was read before; a tag without a year reads nothing
    expect(read('1302.00279', 'Long version of a conference (ICML 2012) paper'))
      .toEqual([['ICML', 2012, 'main', null, 'previous_version', null]]);
    expect(read('2605.00279', 'Extended version of a conference (ZQAM) paper')).toEqual([]);
  });

  it('reads "version of a / the XYZ YEAR paper" from an earlier year as a later work', () => {
    // rule (the status the bracketed tag above needs: only "of our" was so before)
    expect(read('1302.00279', 'Long version of a ZQAM 2012 paper'))
      .toEqual([['ZQAM', 2012, 'main', null, 'previous_version', null]]);
    expect(read('1302.00279', 'Extended version of the ZQAM 2012 paper'))
      .toEqual([['ZQAM', 2012, 'main', null, 'previous_version', null]]);
    // unchanged: the current edition keeps the paper's status; "of our" was so before
    expect(read('2605.00279', 'Extended version of the ZQAM 2026 paper'))
      .toEqual([['ZQAM', 2026, 'main', null, 'accepted', null]]);
    expect(read('1302.00279', 'Extended version of our ZQAM 2012 paper'))
      .toEqual([['ZQAM', 2012, 'main', null, 'previous_version', null]]);
  });

  it('reads long made-up runs in linear time', () => {
    const runs = [
      `Long version of a conference (${'ZQAM-'.repeat(790)} 2012) paper`,
      `Long version of a conference (ZQAM ${' '.repeat(3950)}2012) paper`,
      `Long version of a ${'a '.repeat(1980)}conference (ZQAM 2012) paper`,
      `Long version of ${'a conference ('.repeat(280)}ZQAM 2012) paper`,
    ];
    for (const s of runs) {
      expect(s.length).toBeGreaterThanOrEqual(3900);
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
