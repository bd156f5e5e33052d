import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vpool23 (docs/venues.md): general shapes from design-half (part A) misses of sets 358 and 359. Every string here
// is made up (invented conference names and sentences around real journal names); each test of new behaviour fails on
// the base 33776c51, the "kept" tests and the timing test pass there (checked in a base worktree).
const read = (comments: string, id = '2610.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('an organiser prefix opening the bracketed acronym of a spelled-out conference', () => {
  it('is no part of the acronym, for EAI and IFIP as for IEEE', () => {
    expect(read('Accepted at the 3rd EAI International Conference on Quiet Zebra Systems (EAI QZS 2026)')).toEqual([['QZS', 2026, 'main', null, 'accepted', null]]);
    expect(read('Accepted at the 5th IFIP International Conference on Striped Horse Networks (IFIP SHN 2026)')).toEqual([['SHN', 2026, 'main', null, 'accepted', null]]);
  });
  it('keeps the IEEE prefix as it was', () => {
    expect(read('Accepted at the 3rd IEEE International Conference on Quiet Zebra Systems (IEEE QZS 2026)')).toEqual([['QZS', 2026, 'main', null, 'accepted', null]]);
  });
});

describe('a month and year closing the clause after a journal and its publisher in brackets', () => {
  it('dates the journal entry', () => {
    expect(read('Accepted for publication in Pattern Recognition (Elsevier), May 2026. Author version')).toEqual([['Pattern Recognition', 2026, 'main', null, 'accepted', null]]);
    expect(read('Published in Pattern Recognition (Springer), March 2025')).toEqual([['Pattern Recognition', 2025, 'main', null, 'published', null]]);
    expect(read('4 pages; to appear in Pattern Recognition (Nov 2025)')).toEqual([['Pattern Recognition', 2025, 'main', null, 'accepted', null]]);
  });
  it('leaves a date that belongs to something else, or runs on into other words, undated', () => {
    expect(read('Accepted in Pattern Recognition (Elsevier), code released May 2026')).toEqual([['Pattern Recognition', null, 'main', null, 'accepted', null]]);
    expect(read('Accepted in Pattern Recognition (Elsevier), May 2026 issue')).toEqual([['Pattern Recognition', null, 'main', null, 'accepted', null]]);
  });
});

describe('the new readers on long inputs', () => {
  it('stay linear (4,000 characters)', () => {
    for (const comments of [
      'Accepted at the ' + 'Zebra '.repeat(660) + '(EAI QZS 2026)',
      '(EAI '.repeat(800),
      'Accepted in Pattern Recognition ' + '(Elsevier), '.repeat(320) + 'May 2026',
      'Pattern Recognition (Elsevier), May '.repeat(110),
      'Accepted in Pattern Recognition (' + 'x'.repeat(3960) + '), May 2026',
      'Accepted in Pattern Recognition (Nov ' + ' '.repeat(3960) + '2025)',
    ]) {
      const t = cpuNow();
      detectVenues({ id: '2610.00001', comments, journalRef: null });
      expect(cpuNow() - t).toBeLessThan(500);
    }
  });
});
