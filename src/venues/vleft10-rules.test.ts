import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vleft10 (docs/venues.md): shapes recorded by earlier rounds from design halves and made-up probes. Every string
// here is made up (invented names and acronyms); each test of new behaviour fails on the base 33776c51, the "kept"
// tests and the timing test pass there.
const read = (comments: string, id = '2612.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('an unlisted spelled name, its bracketed acronym and an apostrophe year', () => {
  it('reads the apostrophe digits as the edition year, not the posting year', () => {
    expect(read("Accepted at the Quux Symposium (QWS) '27")).toEqual([['QWS', 2027, 'main', null, 'accepted', null]]);
    expect(read("Accepted at the Quux Widget Symposium (QWS) '25, Berlin")).toEqual([['QWS', 2025, 'main', null, 'accepted', null]]);
    expect(read('Published at the Zorb Meeting on Grommets (ZMG) ’24')).toEqual([['ZMG', 2024, 'main', null, 'published', null]]);
  });
  it('keeps bare digits and ordinals after the bracket as no year', () => {
    expect(read("Accepted at the Quux Symposium (QWS) '27th edition")).toEqual([['QWS', 2026, 'main', null, 'accepted', null]]);
    expect(read('Accepted at the Quux Symposium (QWS) 12 pages')).toEqual([['QWS', 2026, 'main', null, 'accepted', null]]);
  });
});

describe('two workshops at two hosts in one clause, the second host unlisted', () => {
  it('reads both workshops, an ordinal between the second host year and "Workshop"', () => {
    expect(read('Accepted at ACL 2026 Workshop on Marble Vision and ZORBCON 2026 First Workshop on Grommet Repair (GRW)')).toEqual([
      ['ACL', 2026, 'workshop', 'Workshop on Marble Vision', 'accepted', null], ['ZORBCON', 2026, 'workshop', 'GRW', 'accepted', null]]);
    expect(read('Accepted at QZA 2026 Workshop on Marble Vision and ZorbCon 2026 2nd Workshop on Grommets (GRW), oral')).toEqual([
      ['QZA', 2026, 'workshop', 'Workshop on Marble Vision', 'accepted', 'oral'], ['ZorbCon', 2026, 'workshop', 'GRW', 'accepted', 'oral']]);
    expect(read('Accepted to ICML 2026 Workshop on Quiet Zebras and QUUXCON 2026 Workshop on Frobs')).toEqual([
      ['ICML', 2026, 'workshop', 'Workshop on Quiet Zebras', 'accepted', null], ['QUUXCON', 2026, 'workshop', 'Workshop on Frobs', 'accepted', null]]);
  });
  it('keeps a workshop name with "and" in it, and two listed hosts, as they were', () => {
    expect(read('Accepted at ICML 2026 Workshop on Zebras and Horses')).toEqual([['ICML', 2026, 'workshop', 'Workshop on Zebras and Horses', 'accepted', null]]);
    expect(read('Accepted at ACL 2026 Workshop on Frobs and EMNLP 2026 Workshop on Grommets')).toEqual([
      ['ACL', 2026, 'workshop', 'Workshop on Frobs', 'accepted', null], ['EMNLP', 2026, 'workshop', 'Workshop on Grommets', 'accepted', null]]);
  });
});

describe('two digits hyphened onto an unlisted name, years before the posting', () => {
  it('are an edition number: an accepted entry takes the posting year', () => {
    expect(read('Accepted at QUUX-19 workshop')).toEqual([['QUUX', 2026, 'workshop', 'QUUX', 'accepted', null]]);
    expect(read('Accepted to QZS-18 Workshop')).toEqual([['QZS', 2026, 'workshop', 'QZS', 'accepted', null]]);
    expect(read('Paper accepted at ZEBRA-15 workshop, oral')).toEqual([['ZEBRA', 2026, 'workshop', 'ZEBRA', 'accepted', 'oral']]);
  });
  it('keeps a recent two-digit year, a year in full, a published paper and a listed venue as they were', () => {
    expect(read('Accepted at QUUX-24 workshop')).toEqual([['QUUX', 2024, 'workshop', 'QUUX', 'accepted', null]]);
    expect(read('Accepted at QUUX-2019 workshop')).toEqual([['QUUX', 2019, 'workshop', 'QUUX', 'accepted', null]]);
    expect(read('Published in QUUX-19 workshop')).toEqual([['QUUX', 2019, 'workshop', 'QUUX', 'published', null]]);
    expect(read('Accepted at ICML-19')).toEqual([['ICML', 2019, 'main', null, 'accepted', null]]);
  });
});

describe('a "Subtask" naming the shared-task track', () => {
  it('reads an evaluation campaign\'s subtask as its shared-task programme (track other), as "Shared Task" is', () => {
    expect(read('Selected for oral presentation at NTCIR-19 (QuuxArg-2 Zebra Subtask)')).toEqual([['NTCIR', null, 'other', null, 'accepted', 'oral']]);
    expect(read('Accepted at NTCIR-19 (Quux Sub-task B)')).toEqual([['NTCIR', null, 'other', null, 'accepted', null]]);
  });
  it('keeps SemEval tasks and workshops as workshops', () => {
    expect(read('Accepted at SemEval-2026 Task 3 (Subtask A)')).toEqual([['SemEval', 2026, 'workshop', 'SemEval', 'accepted', null]]);
    expect(read('Accepted at SemEval-2026 Task 11, Subtask B')).toEqual([['SemEval', 2026, 'workshop', 'SemEval', 'accepted', null]]);
    expect(read('Accepted at SemEval-2026 Task 7 Sub-task 2')).toEqual([['SemEval', 2026, 'workshop', 'SemEval', 'accepted', null]]);
    expect(read('Accepted at ACL 2026 Workshop on Frobs (Subtask A)')).toEqual([['ACL', 2026, 'workshop', 'Workshop on Frobs', 'accepted', null]]);
  });
});

describe('the new scans on 4,000-character inputs', () => {
  it('stay linear', () => {
    const inputs = [
      'Accepted at ICML 2026 Workshop on ' + 'Zebra '.repeat(330) + 'and QZ 2026 Workshop on ' + 'Horse '.repeat(330),
      '2026 Workshop on Zebra and '.repeat(160),
      '2026 First Workshop on '.repeat(180) + 'x',
      'Accepted at the ' + 'Quux '.repeat(800) + "(QWS) '27",
      "(Q) '2".repeat(700),
      'Accepted at ' + 'QUUX-19 '.repeat(500) + 'workshop',
      'Accepted at NTCIR-19 (' + 'sub-'.repeat(1000) + 'task)',
    ];
    for (const comments of inputs) {
      expect(comments.length).toBeGreaterThan(3900);
      const t = cpuNow();
      detectVenues({ id: '2612.00001', comments, journalRef: null });
      expect(cpuNow() - t).toBeLessThan(500);
    }
  });
});
