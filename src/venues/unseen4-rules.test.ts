import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Round vunseen3 (leave-venues-out round 18, issue 13: venues never heard of, third round; unseen-tags.ts), on made-up
// strings only — every venue, workshop and journal name below is invented, so no list knows it and the full catalogue
// reads them as the leave-venues-out folds do. Every positive expectation fails at the round's base (bf47e8c3); the
// negative ones guard against reading too much, and the long inputs against super-linear regexes.
const read = (comments: string) => detectVenues({ id: '2606.01234', comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venues no list knows, round vunseen3', () => {
  it('a date and a place closing the clause are dropped before the tag is read', () => {
    expect(read("9 pages, 4 figures, ICQL '25 (27th International Conference on Quiet Lattices), October 13-17, 2025, Canberra, ACT, Australia"))
      .toEqual([['ICQL', 2025, 'main', null, 'accepted', null]]);
    expect(read("VKQC '26 (3rd Velvet Kite Quarterly Conference), 3-4 September 2026 in Amsterdam"))
      .toEqual([['VKQC', 2026, 'main', null, 'accepted', null]]);
    // the spelled name must still spell the tag
    expect(read("QLNS '25 (27th International Conference on Quiet Lattices), October 13-17, 2025, Canberra, Australia")).toEqual([]);
  });

  it('"accepted as a (main) conference paper / submission in" is the cue it opens', () => {
    expect(read('Accepted as a main conference submission in the European Conference on Velvet Kites (ECVK 2025)'))
      .toEqual([['ECVK', 2025, 'main', null, 'accepted', null]]);
    expect(read('Accepted As a Conference Paper QLNS-VKX 2025'))
      .toEqual([['QLNS-VKX', 2025, 'main', null, 'accepted', null]]);
  });

  it('"ACR journal" after a cue is a journal: main track, no edition year unless one is written', () => {
    expect(read('submitted to QKJT journal')).toEqual([['QKJT', null, 'main', null, 'submitted', null]]);
    expect(read('submitting to QKJT journal 2025.')).toEqual([['QKJT', 2025, 'main', null, 'submitted', null]]);
    // no cue: a tag and "journal" alone say nothing of the paper
    expect(read('QKJT journal')).toEqual([]);
  });

  it('"HOST TAG Workshop" after a cue names the host\'s workshop, with no year written', () => {
    expect(read('Accepted at QLNS VKW Workshop')).toEqual([['QLNS', 2026, 'workshop', 'VKW', 'accepted', null]]);
    // a sentence ends after the event's word ("Workshop. Work in progress")
    expect(read('Accepted at QLNS VKW Workshop. Work in Progress')).toEqual([['QLNS', 2026, 'workshop', 'VKW', 'accepted', null]]);
    // no cue: two acronyms and the word say nothing of which is the host (unseen-venue-9.test.ts's guard)
    expect(read('QLNS VKW Workshop 2026')).toEqual([]);
  });

  it('a sentence glued to the counts ("3 tables.Submitted to …") is read as a sentence of its own', () => {
    expect(read('12 pages, 3 tables.Submitted to QKJT journal')).toEqual([['QKJT', null, 'main', null, 'submitted', null]]);
    // "Name Words @ HOST YEAR" with no workshop word stays unread: no shape tells it from "Results Table @ JSON 2026"
    // (a draft of this round read both; scripts/probe-venue-readings.ts's "words @ X YEAR" frame)
    expect(read('Velvet Kites @ QLNS 2026')).toEqual([]);
    expect(read('10 pages, 5 figures, 10 tables.Velvet Kites for Robots @ QLNS 2026')).toEqual([]);
  });

  it('an unknown acronym\'s name drops its glued year and a closing "Main Conference" / "IEEE Conference" (detect.ts)', () => {
    expect(read('Accepted to the QLNS2025 workshop on Velvet Kites')).toEqual([['QLNS', 2025, 'workshop', 'workshop on Velvet Kites', 'accepted', null]]);
    expect(read('14 Pages, 5 Figures, QLNS Main Conference 2026')).toEqual([['QLNS', 2026, 'main', null, 'accepted', null]]);
    expect(read('This work has been accepted for publication in QLNS IEEE Conference (04/2026)')).toEqual([['QLNS', 2026, 'main', null, 'accepted', null]]);
    // a glued number that is not the entry's year stays ("the 24th VKW workshop (QLNS2025)" is read with the posting year)
    expect(read('Accepted at the 24th VKW workshop (QLNS2025), 15 pages').map((e) => e[0])).toEqual(['QLNS2025']);
  });

  it('stays fast on long made-up inputs', () => {
    const long = [
      `Accepted at ${'Velvet Kites '.repeat(800)}@ QLNS 2026`,
      `QLNS 2026, ${'October 13-17, 2025, Canberra, '.repeat(400)}Australia`,
      `Accepted as a ${'main conference submission '.repeat(400)}in QLNS 2026`,
      `${'10 tables.'.repeat(1000)}Submitted to QKJT journal`,
      `Accepted at QLNS ${'VKW '.repeat(2000)}Workshop`,
    ];
    for (const s of long) expect(timed(s).ms).toBeLessThan(500);
  });
});
