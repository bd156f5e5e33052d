import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v241 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-241.jsonl …
// -244.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, varied ones
// and counter-cases. Every real-string and varied expectation fails on 0ad43091 (the branch with labels and blind figures).

describe('venue rules of the v241 round', () => {
  it('never reads a listed full name that ends a longer "of … and" title as that venue', () => {
    // set 242 part A 2606.28024 (before: AIJ, a false "accepted, main track")
    expect(read('2606.28024', 'Accepted to the Annals of Mathematics and Artificial Intelligence journal').map((e) => e[0])).not.toContain('AIJ');
    // varied: other listed full names as the tail of a longer title
    expect(read('2606.00241', 'Accepted by Journal of Mathematics and Medical Image Analysis').map((e) => e[0])).not.toContain('MedIA');
    expect(read('2606.00242', 'Submitted to the Journal of Signal Processing and Information Fusion').map((e) => e[0])).not.toContain('Information Fusion');
    // unchanged: the name alone, after an acronym or a year and "and", and a longer listed name that contains "and"
    expect(read('2606.00243', 'Accepted to the Artificial Intelligence journal')).toEqual([['AIJ', null, 'main', null, 'accepted', null]]);
    expect(read('2606.00244', 'Accepted at ICML and Artificial Intelligence Journal').map((e) => e[0])).toEqual(['ICML', 'AIJ']);
    expect(read('2606.00245', 'Accepted by ICASSP 2026 and Information Fusion').map((e) => e[0])).toEqual(['ICASSP', 'Information Fusion']);
    expect(read('2606.00246', 'Submitted to IEEE Transactions on Pattern Analysis and Machine Intelligence')).toEqual([['TPAMI', null, 'main', null, 'submitted', null]]);
    expect(read('2606.00247', 'Accepted by Medical Image Analysis')).toEqual([['MedIA', null, 'main', null, 'accepted', null]]);
  });

  it('knows *SEM spelled out as StarSEM, in any case', () => {
    // set 242 part A 2605.28526 (before: a venue "STARSEM", a false "accepted, main track" by name)
    expect(read('2605.28526', 'accepted at starsem 2026 Conference')).toEqual([['*SEM', 2026, 'main', null, 'accepted', null]]);
    // varied
    expect(read('2605.00241', 'Accepted at StarSEM 2025')).toEqual([['*SEM', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.00242', 'Submitted to STARSEM 2026')).toEqual([['*SEM', 2026, 'main', null, 'submitted', null]]);
    // unchanged
    expect(read('2605.00243', 'Accepted in *sem 2025')).toEqual([['*SEM', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads a citation\'s volume written "Vol." or "Volume" with a capital, as "vol." was', () => {
    // set 243 part A 2605.24053 (before: no venue)
    expect(read('2605.24053', "Published in Neutrosophic Sets and Systems, Vol. 99 (2026). Author's preprint version. Open code and data available at: github.com/mleyvaz/neutrosophic-llm-logic"))
      .toEqual([['Neutrosophic Sets and Systems', 2026, 'main', null, 'published', null]]);
    // varied: a title cited with its volume, and a listed journal's year after its volume (before: year null)
    expect(read('2605.00244', 'Published in Data Science and Machine Learning, Volume 1943, CCIS (Springer Singapore) 2023'))
      .toEqual([['Data Science and Machine Learning', 2023, 'main', null, 'published', null]]);
    expect(read('2605.00245', 'Published in IEEE Journal of Oceanic Engineering, Vol. 50 (2025)')).toEqual([['JOE', 2025, 'main', null, 'published', null]]);
    expect(read('2605.00246', 'Published in MATCH Communications in Mathematical and in Computer Chemistry, Vol. 94(1), p.97-134 (2025)').map((e) => e[1])).toEqual([2025]);
    // unchanged: lower case as before; a one-word journal; a series is no venue
    expect(read('2605.00247', 'Published in Neutrosophic Sets and Systems, vol. 99 (2026)')).toEqual([['Neutrosophic Sets and Systems', 2026, 'main', null, 'published', null]]);
    expect(read('2605.00248', 'Published in Displays, Vol. 93, 2026')).toEqual([['Displays', 2026, 'main', null, 'published', null]]);
    expect(read('2605.00249', 'Published in Springer Lecture Notes, Vol. 12, 2025')).toEqual([]);
  });

  it('stays fast on long runs the new guards scan', () => {
    const of = `Accepted to the Annals of ${'Mathematics '.repeat(400)}and Artificial Intelligence journal`;
    expect(timed(of).ms).toBeLessThan(500);
    const vol = `Published in ${'Data '.repeat(400)}Science, Vol. 99 ${'x '.repeat(400)}`;
    expect(timed(vol).ms).toBeLessThan(500);
    const spaces = `Accepted to the Annals of Mathematics${' '.repeat(5000)}and${' '.repeat(5000)}Artificial Intelligence journal`;
    expect(timed(spaces).ms).toBeLessThan(500);
  });
});
