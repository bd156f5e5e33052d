import { describe, expect, it } from 'vitest';
import { readComments as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';
import { unseenTag } from './unseen-tags.ts';

// Round vunseen2 (leave-venues-out round 17, issue 13 item 2): unseen-tags.ts's last reading of a comment that read
// nothing, widened. Made-up strings only (invented acronyms no list holds: QELM, ZASHIMI, ZebraDocs …, posted in June
// 2026); each positive expectation reads nothing at the round's base f4f6089e, each guard is one a draft broke or a
// reading the round's look-alike probes asked for (docs/venues.md, round "vunseen2").

describe('a workshop word after the tag: no year needed after a cue, its own name read', () => {
  it('a cue and "Workshop" say a workshop of the posting year\'s edition', () => {
    expect(read('Accepted to QELM Workshop')).toEqual([['QELM', 2026, 'workshop', null, 'accepted', null]]);
    expect(read('Submitted to the QELM Workshop')).toEqual([['QELM', 2026, 'workshop', null, 'submitted', null]]);
  });

  it('"HOST Workshop: NAME" and "HOST Workshop TAG": the workshop\'s name after the word', () => {
    expect(read('Accepted at QELM Workshop: Tiny Zebra Systems')).toEqual([['QELM', 2026, 'workshop', 'Tiny Zebra Systems', 'accepted', null]]);
    expect(read('Accepted at QELM Workshop ZebraDocs')).toEqual([['QELM', 2026, 'workshop', 'ZebraDocs', 'accepted', null]]);
  });

  it('a name in brackets after the word; "workshop proceedings" is the printed paper', () => {
    expect(read('12 pages, 3 figures, QELM workshops (ZASHIMI) 2026')).toEqual([['QELM', 2026, 'workshop', 'ZASHIMI', 'accepted', null]]);
    expect(read('QELM 2026 workshop proceedings (Tiny Zebras for Smarter Robots & Cars)'))
      .toEqual([['QELM', 2026, 'workshop', 'Tiny Zebras for Smarter Robots & Cars', 'published', null]]);
  });

  it('a presentation in brackets is no workshop\'s name', () => {
    // (read through unseenTag: the detector's other readers take this comment before the last reading is tried)
    expect(unseenTag('QELM 2026 Workshop (Oral)', { year: 2026, month: 6 })).toMatchObject({ venue: 'QELM', track: 'workshop', workshop: null, presentation: 'oral' });
  });
});

/** The one main-track entry [venue, year, 'main', null, status, null] the detector reads. */
const main = (venue: string, year: number, status: string) => [[venue, year, 'main', null, status, null]];

describe('slips, a publisher, proceedings, a month before the year, the cue\'s "for", the name spelled out', () => {
  // [what, comment, expected, posting id (June 2026 when none)]
  const cases: Array<[string, string, unknown[], string?]> = [
    ['a misspelt "conference" after "Main"', '24pages, 12 figures, Accepted by QELM Main Confrence', main('QELM', 2026, 'accepted')],
    ['"under view" for "under review"', 'QELM 2026(under view)', main('QELM', 2026, 'under_review')],
    ['a publisher before a tag with a glued two-digit year ("ACM X25")', 'ACM QELM25', main('ACM QELM', 2025, 'accepted')],
    ['… and "has accepted this paper"', 'ACM QELM25 has accepted this paper', main('ACM QELM', 2025, 'accepted')],
    ['a glued year alone is still a model\'s ("YOLO26", round fix3)', 'QELM25', []],
    ['a dataset\'s name after the publisher is no event (lookalikes.ts)', 'ACM MNIST25', []],
    ['"Proceeding of X YEAR" (singular) is the printed paper', 'Proceeding of QELM 2026', main('QELM', 2026, 'published')],
    ['… with a glued year and "Conference"', 'Proceeding of QELM26 Conference', main('QELM', 2026, 'published')],
    ['"Proc. X YEAR (PMLR)": the series in brackets, the cue says the decision', '20 pages, 6 figures. To appear in Proc. QELM 2025 (PMLR)', main('QELM', 2025, 'accepted')],
    ['a month before the year ("May, 2013")', 'Submitted to QELM May, 2013', main('QELM', 2013, 'submitted'), '1302.01234'],
    ['"Conference Papers" between the tag and its year', "19 pages, 16 figures, QELM Conference Papers '26", main('QELM', 2026, 'accepted')],
    ['"accepted for publication a X": the cue\'s "for" read with it', 'Accepted for publication a QELM 2026', main('QELM', 2026, 'accepted')],
    ['"accepted for the main track of X"', 'accepted for the main track of QELM', main('QELM', 2026, 'accepted')],
    ['the event\'s name spelled out after its tag, its initials the tag\'s', 'QELM 2026 Quite Easy Learning Meeting', main('QELM', 2026, 'accepted')],
    ['… in brackets, after "the paper has been submitted for consideration to"', 'The paper has been submitted for consideration to QELM 2026 (Quite Easy Learning Meeting)', main('QELM', 2026, 'submitted')],
    ['… with an ordinal, the small words skipped', "8 pages, QELM '25 (27th Quite Easy Learning of Meetings)", main('QELM', 2025, 'accepted')],
    ['a name whose initials do not spell the tag confirms nothing', 'QELM 2026 (Quite Hard Learning Meeting)', []],
    ['a spelled name with no event\'s word confirms nothing ("GPU 2026 (Graphics Processing Unit)")', 'QELM 2026 (Quite Easy Learning Machines)', []],
  ];
  for (const [what, comments, expected, id] of cases) {
    it(what, () => expect(read(comments, id)).toEqual(expected));
  }
});

describe('the workshop-name and spelled-name patterns stay linear on long input', () => {
  it('reads long runs after the workshop word in well under the bound the other rounds allow', () => {
    for (const text of [`Accepted at QELM Workshop: ${'Ab '.repeat(3000)}!`, `QELM 2026 workshops (${'Ab '.repeat(3000)}`, `Accepted at QELM Workshop ${'aB'.repeat(3000)}`, `QELM 2026 (${'Quite of '.repeat(1500)}`]) {
      expect(timed(text).ms).toBeLessThan(500);
    }
  });
});
