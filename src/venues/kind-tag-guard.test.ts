import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// The event-tag reader of round vmiss (kind-tag.ts) took any word before "accepted" or beside "conference" for an event:
// "12 pages, MDPI accepted" gave an accepted main-track venue "MDPI" (review of the session's merges, 2026-12-06).
const read = (comments: string) => detectVenues({ id: '2506.00001', comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.status]);

describe('event tags are no publisher and no product name', () => {
  it('reads no publisher or society before "accepted" or beside "conference" as an event', () => {
    for (const c of ['12 pages, MDPI accepted', '9 pages, AIP conference', 'IOP accepted', 'RSC accepted', 'OSA conference', '5 pages, Optica accepted']) {
      expect(read(c), c).toEqual([]);
    }
  });

  it('reads a mixed-case word before a bare "accepted" (no year, no "conference") as no event', () => {
    expect(read('GitHub accepted')).toEqual([]);
    expect(read('8 pages, LaTeX accepted')).toEqual([]);
  });

  it('still reads capitals, a year or the word "conference" as an event tag', () => {
    expect(read('ITC-CSCC accepted')).toEqual([['ITC-CSCC', 2025, 'main', 'accepted']]);
    expect(read('10 pages, BIBM conference')).toEqual([['BIBM', 2025, 'main', 'accepted']]);
    expect(read('CVSports2025 accepted')).toEqual([['CVSports', 2025, 'main', 'accepted']]);
    expect(read('SCiL Conference Paper')).toEqual([['SCiL', 2025, 'main', 'accepted']]);
  });
});
