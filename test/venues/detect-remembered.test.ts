// Detection remembered for repeated comments (the import's path) answers exactly what detection answers, including
// when the same text was posted in another month (a year inferred from the posting date differs).
import { expect, it } from 'vitest';
import { snapshotText } from '../helpers/data.ts';
import { detectVenues, detectVenuesRemembered, rememberedDetections } from '../../src/venues/detect.ts';

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

it('answers a repeat from memory, and holds no more than its bound however many different texts it meets', () => {
  const repeat = { id: '2402.00002', comments: '12 pages, 3 figures; accepted at the made-up Workshop on Quiet Testing 2024', journalRef: null };
  expect(detectVenuesRemembered(repeat)).toBe(detectVenuesRemembered(repeat)); // the same answer, not detected again
  const { max } = rememberedDetections();
  for (let n = 0; n < max + 50; n++) {
    const held = rememberedDetections().held;
    expect(held).toBeLessThanOrEqual(max);
    detectVenuesRemembered({ id: '2402.00002', comments: `${n + 1} pages, ${n % 9} figures`, journalRef: null });
  }
  expect(rememberedDetections().held).toBeLessThanOrEqual(max);
  // forgotten or not, a repeat still answers what detection answers
  expect(detectVenuesRemembered(repeat)).toEqual(detectVenues(repeat));
});
