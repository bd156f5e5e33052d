import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vleft11 (docs/venues.md): a shape recorded by round vleft10 and read as general grammar. Every string here is
// made up (invented names and acronyms); the test of new behaviour fails on the base 8915abac, the "kept" tests and the
// timing test pass there.
const read = (comments: string, id = '2612.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('a host-less workshop, its bracketed acronym and an apostrophe year', () => {
  it('reads the apostrophe digits as the edition year, not the posting year', () => {
    expect(read("Accepted at the International Workshop on Frobnication (IWF) '25")).toEqual([['IWF', 2025, 'workshop', 'IWF', 'accepted', null]]);
    expect(read('Accepted at the Workshop on Grommet Repair (WGR) ’24, Berlin')).toEqual([['WGR', 2024, 'workshop', 'WGR', 'accepted', null]]);
    expect(read("Published in the 3rd Workshop on Quiet Zebras (QZW) '27")).toEqual([['QZW', 2027, 'workshop', 'QZW', 'published', null]]);
  });
  it('keeps a full year, bare digits and ordinals after the bracket as they were', () => {
    expect(read('Accepted at the International Workshop on Frobnication (IWF) 2025')).toEqual([['IWF', 2025, 'workshop', 'IWF', 'accepted', null]]);
    expect(read("Accepted at the International Workshop on Frobnication (IWF) '27th edition")).toEqual([['IWF', 2026, 'workshop', 'IWF', 'accepted', null]]);
    expect(read('Accepted at the International Workshop on Frobnication (IWF) 12 pages')).toEqual([['IWF', 2026, 'workshop', 'IWF', 'accepted', null]]);
  });
});

describe('round vleft11 scans stay linear', () => {
  it('reads 4,000-character inputs quickly', () => {
    const inputs = [
      'Accepted at the International Workshop on ' + 'Frob '.repeat(800) + "(IWF) '25",
      "Accepted at the Workshop on Grommets (WGR) (WGR) '2".repeat(80),
      "(IWF) ' ".repeat(520) + 'Accepted at the Workshop on Frobs (IWF)',
    ];
    for (const comments of inputs) {
      expect(comments.length).toBeGreaterThan(3900);
      const t = cpuNow();
      detectVenues({ id: '2612.00001', comments, journalRef: null });
      expect(cpuNow() - t).toBeLessThan(500);
    }
  });
});
