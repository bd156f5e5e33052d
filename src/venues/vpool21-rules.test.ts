import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vpool21 (docs/venues.md): a general shape from a design-half (part A) miss of set 354. Every string here is
// made up (invented workshop names, listed hosts in invented sentences); each test of new behaviour fails on the base
// 0ddde851, the guard and timing tests pass there (checked in a base worktree).
const read = (comments: string, id = '2609.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('a host named only in a negated proceedings clause is no main entry', () => {
  it('keeps the workshop and drops the entry the negated clause made', () => {
    expect(read('Accepted at the ICML 2026 Quiet Zebra Workshop. This version is not included in the official ICML proceedings'))
      .toEqual([['ICML', 2026, 'workshop', 'Quiet Zebra Workshop', 'accepted']]);
    expect(read('Presented at the QZW workshop at CVPR 2026. Not part of the CVPR proceedings'))
      .toEqual([['CVPR', 2026, 'workshop', 'QZW', 'accepted']]);
    expect(read('Accepted to the NeurIPS 2026 Workshop on Quiet Zebras. Non-archival: it will not be published in the NeurIPS proceedings'))
      .toEqual([['NeurIPS', 2026, 'workshop', 'Workshop on Quiet Zebras', 'accepted']]);
  });
  it('leaves the clause alone when nothing else names the venue, and other venues untouched', () => {
    expect(read('This version is not included in the official NeurIPS proceedings')).toEqual([['NeurIPS', 2026, 'main', null, 'accepted']]);
    expect(read('Accepted at NeurIPS 2026. The appendix is not included in the NeurIPS proceedings')).toEqual([['NeurIPS', 2026, 'main', null, 'accepted']]);
  });
});

describe('the vpool21 scans stay linear', () => {
  it('takes little CPU on 4,000-character adversarial inputs', () => {
    const inputs = [
      'Accepted at the ICML 2026 QZW Workshop. ' + 'not included in the '.repeat(195) + 'ICML proceedings',
      'Accepted at the ICML 2026 QZW Workshop. not included in ' + 'ICML '.repeat(790) + 'proceedings',
      'Accepted at ICML 2026 QZW Workshop; ' + 'not part of ICML, '.repeat(220),
      'ICML 2026 QZW Workshop. not be ' + 'x'.repeat(3960) + ' ICML proceedings',
    ];
    for (const comments of inputs) {
      const t = cpuNow();
      detectVenues({ id: '2609.00001', comments, journalRef: null });
      expect(cpuNow() - t).toBeLessThan(500);
    }
  });
});
