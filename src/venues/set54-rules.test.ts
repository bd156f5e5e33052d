import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design half of test/fixtures/venues/labeled-dev-54.jsonl (an unselected sample of the arXiv snapshot),
// each on the real string (comments or journal-ref) it was written from.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('venue set 54 rules', () => {
  it('reads a title after "Workshop:" whose first word is a hyphened pair of capitalised words as the whole title', () => {
    expect(read('2510.19205', '39th Conference on Neural Information Processing Systems (NeurIPS\n  2025) Workshop: Multi-Turn Interactions in Large Language Models'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Multi-Turn Interactions in Large Language Models', 'accepted']]);
    // a sentence's end closes the title as the text's end does (the snapshot's 2512.11270)
    expect(read('2512.11270', 'NeurIPS 2025 Workshop: Multi-Turn Interactions in Large Language Models. 26 pages, 8 figures'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Multi-Turn Interactions in Large Language Models', 'accepted']]);
    // an acronym after the word stays the workshop's name
    expect(read('2510.19205', 'NeurIPS 2025 Workshop ES-FoMo')).toEqual([['NeurIPS', 2025, 'workshop', 'ES-FoMo', 'accepted']]);
  });

  it('takes a workshop\'s programme number ("WS37") for no name of it', () => {
    expect(read('2511.19785', 'Accepted at AAAI 2026 Workshop (WS37)')).toEqual([['AAAI', 2026, 'workshop', null, 'accepted']]);
  });

  it('reads an acronym opened by lower-case letters before two capitals, with its glued year, as an event', () => {
    expect(read('2606.01975', 'Submitted to the proceedings of the deRSE26 conference')).toEqual([['deRSE', 2026, 'main', null, 'submitted']]);
    // one capital after the lower-case letters is a word, not an acronym
    expect(read('2606.01975', 'Submitted to arXiv 2026')).toEqual([]);
  });

  it('names an event spelled out after "ACRONYM:" by that acronym', () => {
    expect(read('2503.14716', 'The 30th EG-ICE: International Conference on Intelligent Computing in\n  Engineering').map((e) => e.slice(0, 3)))
      .toEqual([['EG-ICE', 2025, 'main']]);
  });

  it('reads an abbreviated journal printed with a preposition ISO-4 leaves out as JabRef\'s abbreviation', () => {
    expect(read('0704.0981', '30 pages', 'Comm. in Partial Differential Equations, volume 34, Issue 3\n  (2009), p 257-280'))
      .toEqual([['Comm. Partial Differential Equations', 2009, 'main', null, 'published']]);
    // in the comments too (the snapshot's 0801.3992)
    expect(read('0801.3992', '24 pages, 1 figure. To appear in Comm. in Algebra')).toEqual([['Comm. Algebra', null, 'main', null, 'accepted']]);
  });
});
