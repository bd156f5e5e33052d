import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Rules of the v271 round, from the misses of test/fixtures/venues/labeled-dev-271.jsonl and -272.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 87fa8087 (the branch's base), checked by running this file in an extraction of the base (git archive of src,
// data/venues and test/helpers); the "unchanged" ones pass there too.

describe('venue rules of the v271 round', () => {
  it('reads a journal series printed after a comma in a citation as part of the name', () => {
    // rule (set 272 part A's shape: nothing read); then, unchanged, the series without a comma and a citation with none
    const cited: [string, string, number][] = [
      ['Quokka Zebra Journal, Ser. B 11 (2008) 1-10', 'Quokka Zebra Journal Ser. B', 2008],
      ['Journal of Combinatorial Theory, Ser. A 90 (2008), 12--20', 'J. Combin. Theory Ser. A', 2008],
      ['Proc. Quokka Acad., Series A 11 (1999), 3--9', 'Proc. Quokka Acad. Series A', 1999],
      ['Journal of Combinatorial Theory Ser. A 90 (2008), 12--20', 'J. Combin. Theory Ser. A', 2008],
      ['Quokka Zebra Journal 11 (2008) 1-10', 'Quokka Zebra Journal', 2008],
    ];
    for (const [ref, venue, year] of cited) expect(read('0704.00271', null, ref)).toEqual([[venue, year, 'main', null, 'published', null]]);
    // the evidence quotes the citation as printed, comma and all
    expect(detectVenues({ id: '0704.00271', comments: null, journalRef: 'Quokka Zebra Journal, Ser. B 11 (2008) 1-10' }).map((m) => m.evidence))
      .toEqual(['Quokka Zebra Journal, Ser. B 11 (2008) 1-10']);
  });

  it('reads "plan(ned) for VENUE" as a venue to come: submitted', () => {
    // rule (set 271 part A's shape: a weak journal acronym read nothing; a strong one was read as a bare tag, accepted)
    const submitted: [string, string, number | null][] = [
      ['26 pages, planned for TIP', 'TIP', null], ['26 pages, plans for TPAMI', 'TPAMI', null],
      ['12 pages, plan for the CVPR 2026', 'CVPR', 2026], ['26 pages, intended for TIP', 'TIP', null],
    ];
    for (const [text, venue, year] of submitted) expect(read('2601.00271', text)).toEqual([[venue, year, 'main', null, 'submitted', null]]);
    // unchanged: "plan for" not right before the name is no cue; a name with no cue stays unread
    expect(read('2601.00271', 'Accepted to TIP; we plan for a longer version')).toEqual([['TIP', null, 'main', null, 'accepted', null]]);
    for (const text of ['26 pages. We plan for a journal version, TIP', '26 pages, TIP']) expect(read('2601.00271', text)).toEqual([]);
  });

  it('reads a title-cased list acronym followed by its year and the event word', () => {
    // rule (set 272 part A's shape: "GECCO 2025 Conference" was read, the title-cased form not)
    expect(read('2503.00271', '8 pages, Esann 2024 Conference')).toEqual([['ESANN', 2024, 'main', null, 'accepted', null]]);
    expect(read('2503.00271', '8 pages, 2 figures, Gecco 2024 Conference')).toEqual([['GECCO', 2024, 'main', null, 'accepted', null]]);
    // unchanged: without the year and the word the folded acronym stays unread
    expect(read('2503.00271', '8 pages, Esann 2024')).toEqual([]);
    expect(read('2503.00271', '8 pages, Gecco conference')).toEqual([]);
    expect(read('2503.00271', '8 pages, ESANN 2024 Conference')).toEqual([['ESANN', 2024, 'main', null, 'accepted', null]]);
  });

  it("keeps the period of an abbreviated event word closing a name read as written", () => {
    // rule (set 271 part A's shape: "IAU Symp" where the text and the labels write "IAU Symp.")
    expect(read('0801.00271', '6 pages, to appear in IAU Symp. 999, Quokka Stars, ed. A. Zebra'))
      .toEqual([['IAU Symp.', null, 'main', null, 'accepted', null]]);
    // unchanged: no period printed, none added
    expect(read('0801.00271', '6 pages, to appear in IAU Symp 999, Quokka Stars'))
      .toEqual([['IAU Symp', null, 'main', null, 'accepted', null]]);
  });

  it('dates a proceedings volume cited with its editors by the year printed with them', () => {
    // rule (set 271 part A's shape, and set 55's label: no year read); then, unchanged, no editors' names or no year
    const dated: [string, number | null, string][] = [
      ['Proceedings of IAU Symp. 999 on Quokka Stars, ed. A. Zebra et al. (2006). 4 pages', 2006, 'published'],
      ['6 pages, to appear in IAU Symp. 998, Zebra Stars, Foo (HI), 11/2006, ed. A. Zebra, B. Quokka, & C. Gnu', 2006, 'accepted'],
      ['to appear in IAU Symp. 997, Zebra Stars, eds. A. B. Zebra and C. Quokka, 2006', 2006, 'accepted'],
      ['to appear in IAU Symp. 997, Zebra Stars, ed. by the Zebra team (2006)', null, 'accepted'],
      ['to appear in IAU Symp. 997, Zebra Stars, ed. A. Zebra', null, 'accepted'],
    ];
    for (const [text, year, status] of dated) expect(read('0801.00271', text)).toEqual([['IAU Symp.', year, 'main', null, status, null]]);
  });

  it('stays linear on long runs of the new shapes', () => {
    const ref = (journalRef: string) => {
      const start = cpuNow();
      detectVenues({ id: '0704.00271', comments: null, journalRef });
      return cpuNow() - start;
    };
    ref('Warm Journal 1 (2008) 1-2');
    expect(ref(`Quokka Journal,${' '.repeat(4000)}Ser. B 11 (2008)`)).toBeLessThan(500);
    expect(ref(`${'Quokka, '.repeat(500)}Ser. B 11 (2008)`)).toBeLessThan(500);
    expect(timed(`planned for${' '.repeat(4000)}TIP`).ms).toBeLessThan(500);
    expect(timed(`plan for the${' the'.repeat(1000)} TIP`).ms).toBeLessThan(500);
    expect(timed(`Gecco${' '.repeat(4000)}2024 Conference`).ms).toBeLessThan(500);
    expect(timed(`Esann 2024${' '.repeat(4000)}Conference`).ms).toBeLessThan(500);
    expect(timed(`to appear in IAU ${'Symp. '.repeat(700)}999`).ms).toBeLessThan(500);
    expect(timed(`to appear in IAU Symp. 9, Zebra, ed. ${'A. Zebra, '.repeat(400)}(2006)`).ms).toBeLessThan(500);
    expect(timed(`to appear in IAU Symp. 9, Zebra, ed. A.${' '.repeat(4000)}Zebra (2006)`).ms).toBeLessThan(500);
  });
});
