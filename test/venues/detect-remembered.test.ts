// Detection remembered for repeated comments (the import's path) answers exactly what detection answers, including
// when the same text was posted in another month (a year inferred from the posting date differs).
import { expect, it } from 'vitest';
import { snapshotText } from '../helpers/data.ts';
import { detectVenues, detectVenuesRemembered } from '../../src/venues/detect.ts';

it('gives the same mentions as detectVenues for every third record of the fixture, first seen or repeated', () => {
  // every third of the excerpt's 10,148 records (3,383, a third of the cost): the comments of a month of postings, repeats included
  const records = snapshotText().filter((_, i) => i % 3 === 0).map((l) => JSON.parse(l) as { id: string; comments: string | null; 'journal-ref': string | null })
    .map((o) => ({ id: o.id, comments: o.comments ?? null, journalRef: o['journal-ref'] ?? null }));
  expect(records.length).toBeGreaterThan(3000);
  for (const round of [0, 1]) {
    for (const r of records) expect(detectVenuesRemembered(r), `${r.id} round ${round}`).toEqual(detectVenues(r));
  }
});

it('keys by the posting month: the same comment posted in two years infers two years', () => {
  const comments = 'Accepted at ICML';
  const early = { id: '2301.00001', comments, journalRef: null };
  const late = { id: '2401.00001', comments, journalRef: null };
  const a = detectVenuesRemembered(early);
  const b = detectVenuesRemembered(late);
  expect(a).toEqual(detectVenues(early));
  expect(b).toEqual(detectVenues(late));
  expect(a[0]?.year).not.toBe(b[0]?.year);
});
