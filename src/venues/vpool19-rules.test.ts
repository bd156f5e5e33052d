import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vpool19 (docs/venues.md): general shapes from design-half (part A) misses of sets 350-351. Every string here is
// made up (invented names, or listed venues in invented sentences); each test of new behaviour fails on the base
// 10894de9, the guard and timing tests pass there (checked in a base worktree).
const read = (comments: string, id = '2609.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('a venue aimed for', () => {
  it('is one to come (submitted), never a bare tag\'s acceptance', () => {
    expect(read('We are aiming for NeurIPS 2027')).toEqual([['NeurIPS', 2027, 'main', null, 'submitted']]);
    expect(read('12 pages. Aiming at the ICLR 2027 deadline')).toEqual([['ICLR', 2027, 'main', null, 'submitted']]);
    expect(read('Work in progress; the authors aim for TPAMI')).toEqual([['TPAMI', null, 'main', null, 'submitted']]);
  });
  it('leaves "aiming" elsewhere in the clause alone', () => {
    expect(read('A method aiming for robustness, accepted at ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted']]);
    expect(read('We aimed for NeurIPS 2026')).toEqual(read('We wrote for NeurIPS 2026'));
  });
  it('leaves an acronym in capitals alone ("AIMS at", a workshop\'s name)', () => {
    expect(read('The First Workshop on Quux -- Workshop AIMS at ICLR 2026')).toEqual(read('The First Workshop on Quux -- Workshop QZRS at ICLR 2026').map((e) => e.map((x) => (x === 'QZRS' ? 'AIMS' : x))));
  });
});

describe('ACL rolling review in lower case', () => {
  it('is the review route, dropped when the clause names the conference aimed for', () => {
    expect(read('Will be submitted through ACL rolling review (ARR); we are aiming for EACL 2027')).toEqual([['EACL', 2027, 'main', null, 'submitted']]);
    expect(read('Submitted via ACL rolling review for NAACL 2027')).toEqual(read('Submitted via ACL Rolling Review for NAACL 2027'));
  });
  it('alone is still read as ACL, a submission, as the capitalised name is', () => {
    expect(read('Submitted to ACL rolling review')).toEqual(read('Submitted to ACL Rolling Review'));
  });
});

describe('a journal\'s name, then its decision after a space', () => {
  it('reads the journal, accepted, when the decision word ends the clause', () => {
    expect(read('Journal of Quux Widgets accepted')).toEqual([['Journal of Quux Widgets', null, 'main', null, 'accepted']]);
    expect(read('14 pages. Quux Widget Letters accepted.')).toEqual([['Quux Widget Letters', null, 'main', null, 'accepted']]);
  });
  it('reads a name JabRef lists though it has no journal word, after a comma or a space', () => {
    expect(read('Neurocomputing accepted')).toEqual([['Neurocomputing', null, 'main', null, 'accepted']]);
    expect(read('Automation and Remote Control, accepted')).toEqual([['Automation and Remote Control', null, 'main', null, 'accepted']]);
  });
  it('reads nothing from capitalised words no list knows, or when the clause goes on', () => {
    expect(read('Quux Zorp Blah accepted')).toEqual([]);
    expect(read('Code and Data accepted')).toEqual([]);
    // a proceedings series JabRef lists is no journal here (README: the series is not the venue)
    expect(read('CEUR Workshop Proceedings, forthcoming')).toEqual([]);
    expect(read('Journal of Quux Widgets accepted paper with minor changes')).toEqual(read('Journal of Quux Widgets paper with minor changes'));
  });
});

describe('the vpool19 scans stay linear', () => {
  it('takes little CPU on 4,000-character adversarial inputs', () => {
    const inputs = [
      'We are aiming for '.repeat(230),
      'aim at the '.repeat(370),
      'ACL rolling review '.repeat(220),
      'Quux Widget '.repeat(340) + ' accepted',
      'Quux and '.repeat(440) + 'Letters accepted',
      'A'.repeat(4000) + ' accepted',
      'Journal of Quux, '.repeat(240) + 'accepted',
    ];
    for (const comments of inputs) {
      const t = cpuNow();
      detectVenues({ id: '2609.00001', comments, journalRef: null });
      expect(cpuNow() - t).toBeLessThan(500);
    }
  });
});
