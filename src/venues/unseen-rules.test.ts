import { describe, expect, it } from 'vitest';
import { readComments as read, withoutVenues } from '../../test/helpers/venue-rules.ts';
import { unseenTag } from './unseen-tags.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vunseen (leave-venues-out round 16, issue 13 item 2): unseen-tags.ts, the last reading of a comment that read
// nothing, of an event no list knows by its tag. Made-up strings only (invented acronyms no list holds: QELM, ZORBA,
// WQCI …, posted in June 2026 unless an id is given); each positive expectation reads nothing at the round's base,
// 013e2bbf, and each negative one is a guard that a first draft broke (the round's write-up in docs/venues.md).

describe('an unlisted tag with qualifiers after it (qualifiedTag)', () => {
  it('a track, presentation or status word, or "paper", after the tag and its year', () => {
    expect(read('QELM Findings 2026 paper')).toEqual([['QELM', 2026, 'findings', null, 'accepted', null]]);
    expect(read('QELM 2025 MAINs')).toEqual([['QELM', 2025, 'main', null, 'accepted', null]]);
    expect(read('ZORBA 2026 Industry Track paper')).toEqual([['ZORBA', 2026, 'industry', null, 'accepted', null]]);
    expect(read('QELM2026 main conference, long paper')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
    expect(read('ZORBA-Findings 2026')).toEqual([['ZORBA', 2026, 'findings', null, 'accepted', null]]);
    expect(read('Accepted by QELM SRW 2026: Long Paper (Oral)')).toEqual([['QELM', 2026, 'workshop', 'SRW', 'accepted', 'oral']]);
  });

  it('a status after the tag: a submission, "proceeding" the printed paper (a "(Target)" bracket reads nothing: round 12)', () => {
    expect(read('Preprint for ZORBA 2026 submission')).toEqual([['ZORBA', 2026, 'main', null, 'submitted', null]]);
    expect(read('QELM2025 Proceeding')).toEqual([['QELM', 2025, 'main', null, 'published', null]]);
    expect(read('20 pages, 14 figures. Committed to QELM 2026')).toEqual([['QELM', 2026, 'main', null, 'under_review', null]]);
  });

  it('a qualifier before the tag: "Main X", "Findings at X", "main conference for X"', () => {
    expect(read('Accepted at Main QELM 2026')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
    expect(read('Findings at ZORBA 2026')).toEqual([['ZORBA', 2026, 'findings', null, 'accepted', null]]);
    expect(read('Accepted at main conference for QELM 2026. 19 pages')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
  });

  it('the year as two digits after a space, glued, or before the tag', () => {
    expect(read('Under Review QELM 26')).toEqual([['QELM', 2026, 'main', null, 'under_review', null]]);
    expect(read('2026ZORBA Findings')).toEqual([['ZORBA', 2026, 'findings', null, 'accepted', null]]);
    expect(read('18 pages, 17 figures, QELM26 poster')).toEqual([['QELM', 2026, 'main', null, 'accepted', 'poster']]);
    // a two-digit number far from the posting year is no year; a glued one alone is a model's ("YOLO26": fix3)
    expect(read('18 pages, 17 figures, QELM12 poster')).toEqual([]);
    expect(read('18 pages, 17 figures, QELM26')).toEqual([]);
    // a year before the tag only with a qualifier after it ("Accepted by 2025 NSFC": review2)
    expect(read('Accepted by 2026 NSFC')).toEqual([]);
  });

  it('a misspelt cue within two letters of "accepted" or "received"', () => {
    expect(read('Accepected by QELM 2026')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
    expect(read('8 pages,recived by ZORBA2026')).toEqual([['ZORBA', 2026, 'main', null, 'accepted', null]]);
  });

  it('no year: only after a cue and a track word (the posting year\'s edition)', () => {
    expect(read('Accepted as QELM findings paper')).toEqual([['QELM', 2026, 'findings', null, 'accepted', null]]);
    expect(read('Accepted in ZORBA main proceedings', '2510.01234')).toEqual([['ZORBA', 2025, 'main', null, 'accepted', null]]);
    expect(read('QELM oral accept')).toEqual([]);
  });

  it('counts in brackets closing the clause', () => {
    expect(read('Accepet by QELM 2026 Findings (11 pages, 1 figures)')).toEqual([['QELM', 2026, 'findings', null, 'accepted', null]]);
    expect(read('Accepted at ZORBA Findings 2026 (16 pages: 5 pages main content + 3 pages references)')).toEqual([['ZORBA', 2026, 'findings', null, 'accepted', null]]);
  });

  it('no year and no track word: a pending status says nothing ("JSON submitted" has the same shape)', () => {
    expect(read('4 Pages, 2 tables, QELM submitted')).toEqual([]);
    expect(read('18 pages, 6 figures, JSON under review')).toEqual([]);
  });

  it('a glued sentence end: "2026.10 pages"', () => {
    expect(read('Accepted to QELM 2026.10 pages, 5 figures')).toEqual([['QELM', 2026, 'main', null, 'accepted', null]]);
  });

  it('never two tags joined by "/", nor a publisher or society as the tag', () => {
    // Round vleft4: after a cue, two acronyms no list knows joined by "/" then the year are one joint event, named as
    // written (the labels write "BNAIC/BeNeLearn" so); as a bare tag with qualifiers they still read nothing.
    expect(read('Accepted paper in WQCI/QEC 2026')).toEqual([['WQCI/QEC', 2026, 'main', null, 'accepted', null]]);
    expect(read('WQCI/QEC 2026 accepted paper')).toEqual([]);
    expect(read('QELM 2026 MAINs')).not.toEqual([]);
    expect(read('SIAM 2026 MAINs')).toEqual([]);
    expect(read('USENIX 2026 (Target)')).toEqual([]);
  });
});

describe('a workshop\'s tag at a host\'s (workshopAtHost)', () => {
  it('"@" joins them, spaced or not, the year on either side', () => {
    expect(read('ZENTO 2026 @ QELMC')).toEqual([['QELMC', 2026, 'workshop', 'ZENTO', 'accepted', null]]);
    expect(read('BinQo360@QELM26')).toEqual([['QELM', 2026, 'workshop', 'BinQo360', 'accepted', null]]);
  });

  it('a status closing the clause', () => {
    expect(read('9 pages, 2 figures. UncertaiZLP 2026 Workshop @ QELM Camera Ready')).toEqual([['QELM', 2026, 'workshop', 'UncertaiZLP', 'accepted', null]]);
  });

  it('"at" after a cue, or after the word "workshop"', () => {
    expect(read('Accepted by iQIMIC at QELM 2026')).toEqual([['QELM', 2026, 'workshop', 'iQIMIC', 'accepted', null]]);
    expect(read('ZOSS workshop at QELM 2026')).toEqual([['QELM', 2026, 'workshop', 'ZOSS', 'accepted', null]]);
    // a speaker's initials after "presented by" are no workshop
    expect(read('8 pages, 1 figure; presented by BFLW at QHEP 2012', '1211.01234')).toEqual([]);
  });

  it('a host, a spaced dash, a tag and "Workshop": the host\'s workshop (the posting year\'s when accepted)', () => {
    expect(read('Accepted by QELM - Drive2Q Workshop')).toEqual([['QELM', 2026, 'workshop', 'Drive2Q', 'accepted', null]]);
  });
});

describe('a sentence of a comment read on its own (unseenTag)', () => {
  it('a venue sentence after a sentence of counts', () => {
    expect(read('4 pages, 3 figures. ArtZetrics @ ICZV 2026 (non-archival). Paper page at https://example.org/p/'))
      .toEqual([['ICZV', 2026, 'workshop', 'ArtZetrics', 'accepted', null]]);
  });

  it('not after an abbreviation\'s period ("Proc. SPIE …")', () => {
    expect(read('Published in: Proc. SPIE Quux Imaging 2026, Vol. 13408, 1340826')).toEqual([]);
  });

  it('a main track read alone is dropped when another sentence names a workshop', () => {
    expect(read('Presented at the workshop for tiny zebra things (tZEBRA). 2025 International Joint Conference on Quux Networks (IJCQN)', '2508.01234')).toEqual([]);
  });
});

describe('a society left out of the catalogue stays unread (the generic readers refuse it too)', () => {
  withoutVenues(['AAAI']);
  it('"Accepted by AAAI 2025 (Oral)" names no event no list knows', () => {
    expect(read('9 pages, 6 figures, AAAI 2025 Oral')).toEqual([]);
  });
});

describe('the last reading stays fast on long runs of letters (its runs are bounded)', () => {
  it('reads a 5,000-letter run in well under the 500 ms the other rounds\' guards allow', () => {
    const posted = { year: 2026, month: 6 };
    for (const text of ['A'.repeat(5000), `${'Ab'.repeat(3000)}C @ QELM 2026`, `QE${'Lm'.repeat(3000)}_QE${'Lm'.repeat(3000)}25x`]) {
      const start = cpuNow();
      unseenTag(text, posted);
      expect(cpuNow() - start).toBeLessThan(150);
    }
  });
});
