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

describe('slips and a publisher', () => {
  it('a misspelt "conference" after "Main", "under view" for "under review"', () => {
    expect(read('24pages, 12 figures, Accepted by QELM Main Confrence')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
    expect(read('QELM 2026(under view)')).toEqual([['QELM', 2026, 'main', null, 'under_review', null]]);
  });

  it('a publisher before a tag with a glued two-digit year says an event ("ACM X25"), and "has accepted this paper"', () => {
    expect(read('ACM QELM25')).toEqual([['ACM QELM', 2025, 'main', null, 'accepted', null]]);
    expect(read('ACM QELM25 has accepted this paper')).toEqual([['ACM QELM', 2025, 'main', null, 'accepted', null]]);
    // a glued year alone is still a model's ("YOLO26", round fix3); a dataset's name after the publisher no event
    expect(read('QELM25')).toEqual([]);
    expect(read('ACM MNIST25')).toEqual([]);
  });
});

describe('proceedings, a month before the year, a paper\'s kind, the cue\'s "for"', () => {
  it('"Proceeding of X YEAR" (singular, or with a glued year and "Conference") is the printed paper', () => {
    expect(read('Proceeding of QELM 2026')).toEqual([['QELM', 2026, 'main', null, 'published', null]]);
    expect(read('Proceeding of QELM26 Conference')).toEqual([['QELM', 2026, 'main', null, 'published', null]]);
  });

  it('"Proc. X YEAR (PMLR)": the series in brackets; the cue says the decision', () => {
    expect(read('20 pages, 6 figures. To appear in Proc. QELM 2025 (PMLR)')).toEqual([['QELM', 2025, 'main', null, 'accepted', null]]);
  });

  it('a month before the year ("May, 2013")', () => {
    expect(read('Submitted to QELM May, 2013', '1302.01234')).toEqual([['QELM', 2013, 'main', null, 'submitted', null]]);
  });

  it('"Conference Papers" between the tag and its year', () => {
    expect(read("19 pages, 16 figures, QELM Conference Papers '26")).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
  });

  it('"accepted for publication a X", "accepted for the main track of X": the cue\'s "for" read with it', () => {
    expect(read('Accepted for publication a QELM 2026')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
    expect(read('accepted for the main track of QELM')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
  });
});

describe('the workshop-name pattern stays linear on long input', () => {
  it('reads long runs after the workshop word in well under the bound the other rounds allow', () => {
    for (const text of [`Accepted at QELM Workshop: ${'Ab '.repeat(3000)}!`, `QELM 2026 workshops (${'Ab '.repeat(3000)}`, `Accepted at QELM Workshop ${'aB'.repeat(3000)}`]) {
      expect(timed(text).ms).toBeLessThan(500);
    }
  });
});
