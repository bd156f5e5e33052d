import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vpool20 (docs/venues.md): a general shape from a design-half (part A) miss of set 353. Every string here is
// made up (invented names, or listed venues in invented sentences); each test of new behaviour fails on the base
// f4f93dab, the guard and timing tests pass there (checked in a base worktree).
const read = (comments: string, id = '2609.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('a workshop named in apposition before "a HOST YEAR workshop"', () => {
  it('takes the acronym as the workshop\'s name, its spelled-out form in brackets allowed', () => {
    expect(read('Accepted at QZW, a NeurIPS 2026 workshop')).toEqual([['NeurIPS', 2026, 'workshop', 'QZW', 'accepted']]);
    expect(read('13 pages. Previously submitted to QZW (Quiet-Zebra-Eval), an ICML 2026 workshop')).toEqual([['ICML', 2026, 'workshop', 'QZW', 'submitted']]);
    expect(read('Accepted at QZW (Quiet Zebra Workshop), a ICLR 2026 Workshop')).toEqual([['ICLR', 2026, 'workshop', 'QZW', 'accepted']]);
  });
  it('keeps the older shape and leaves a name that is no acronym unread', () => {
    expect(read('Accepted at QZW, a workshop at NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'workshop', 'QZW', 'accepted']]);
    expect(read('Accepted at Quiet Zebra, a NeurIPS 2026 workshop')).toEqual([['NeurIPS', 2026, 'workshop', null, 'accepted']]);
  });
});

describe('the vpool20 scans stay linear', () => {
  it('takes little CPU on 4,000-character adversarial inputs', () => {
    const inputs = [
      'Accepted at QZW ('.repeat(235) + '), a NeurIPS 2026 workshop',
      'Accepted at QZW (' + 'x'.repeat(3960) + '), a NeurIPS 2026 workshop',
      'QZW, a '.repeat(570) + 'NeurIPS 2026 workshop',
      'QZW (Q), '.repeat(440) + 'a NeurIPS 2026 workshop',
    ];
    for (const comments of inputs) {
      const t = cpuNow();
      detectVenues({ id: '2609.00001', comments, journalRef: null });
      expect(cpuNow() - t).toBeLessThan(500);
    }
  });
});
