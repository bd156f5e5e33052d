import { describe, expect, it } from 'vitest';
import { detectVenues, type VenueMention } from './detect.ts';
import { mapMentions, mentionWith } from './mention-shape.ts';

const FIELDS = ['venue', 'year', 'track', 'workshop', 'status', 'presentation', 'source', 'evidence'];

describe('one shape for every found mention', () => {
  const [m] = detectVenues({ id: '2601.00001', comments: 'Accepted to CVPR 2026 Workshop on Synthetic Data', journalRef: null });

  it('changes only the fields given, a null among them, and keeps the eight fields in the order detectVenues returns', () => {
    expect(Object.keys(m)).toEqual(FIELDS);
    const changed = mentionWith(m, { year: null, workshop: 'SyntData', presentation: 'poster' });
    expect(Object.keys(changed)).toEqual(FIELDS);
    expect(changed).toEqual({ ...m, year: null, workshop: 'SyntData', presentation: 'poster' });
    expect(m.year).toBe(2026);
  });

  it('maps findings in order, with their index, onto a new array', () => {
    const found: VenueMention[] = [m, mentionWith(m, { venue: 'ICCV' })];
    const out = mapMentions(found, (x, i) => (i === 1 ? mentionWith(x, { status: 'published' }) : x));
    expect(out).not.toBe(found);
    expect(out.map((x) => [x.venue, x.status])).toEqual([['CVPR', m.status], ['ICCV', 'published']]);
    expect(mapMentions([], (x) => x)).toEqual([]);
  });
});
