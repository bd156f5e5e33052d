import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design half of test/fixtures/venues/labeled-dev-52.jsonl (publication entries of LaTeX CVs and venue
// cells of paper-list tables), each on the real string it was written from.
const read = (comments: string, id = 'cv-52567476002-10') => detectVenues({ id, comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop]);

describe('venue set 52 rules', () => {
  it('reads an event\'s companion volume named by its acronym and "Adjunct" as that event, never its main track', () => {
    expect(read('In 2024 IEEE International Symposium on Mixed and Augmented Reality Adjunct (ISMAR-Adjunct) (pp. 42-46). IEEE.'))
      .toEqual([['ISMAR', 2024, 'other', null]]);
    // the main volume, written the same way, stays the main track
    expect(read('Accepted at the International Symposium on Mixed and Augmented Reality (ISMAR 2024)', '2606.01234'))
      .toEqual([['ISMAR', 2024, 'main', null]]);
  });

  it('reads a comment that is only a journal\'s whole name, maybe with its citation, as a bare journal tag', () => {
    const tag = (comments: string, id: string) => detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.status]);
    expect(tag('Computers & Operations Research', 'cv-12041383836-4')).toEqual([['Computers & Operations Research', null, 'main', 'accepted']]);
    expect(tag('The Astrophysical Journal, 974(2), p.292.', 'cv-47795391987-3')).toEqual([['ApJ', null, 'main', 'published']]);
    // two words of a topic that are also a journal's name are not read alone
    expect(tag('Machine Learning', 'tab-0-1')).toEqual([]);
  });
});
