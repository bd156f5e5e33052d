import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v277 round, from the misses of test/fixtures/venues/labeled-dev-277.jsonl and -278.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 032d7ca7 (the branch's base), checked by running this file in an extraction of the base (git archive of main);
// the "unchanged" ones pass there too.

describe('venue rules of the v277 round', () => {
  it('folds a workshop into the host that the next clause says it is held as part of', () => {
    // rule (set 277 part A's shape: the workshop read on its own and beside the host's unnamed workshop)
    expect(read('2604.00277', 'Appears at the 3rd Zebra and Quokka Workshop (ZQW-26). Held as part of the Workshops at the 25th International Conference on Autonomous Agents and Multiagent Systems'))
      .toEqual([['AAMAS', 2026, 'workshop', 'ZQW', 'published', null]]);
    expect(read('2604.00277', 'Accepted at the Zebra Workshop (ZQW 2026). Part of the Workshops at ICML 2026'))
      .toEqual([['ICML', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    // unchanged: the comma form, and a co-location sentence (read so before)
    expect(read('2604.00277', 'Accepted at ZQW 2026, held as part of the workshops at ICML 2026'))
      .toEqual([['ICML', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    expect(read('2604.00277', 'Accepted at the Zebra Workshop (ZQW 2026). Co-located with AAMAS 2026'))
      .toEqual([['AAMAS', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    // unchanged: a main-track tag followed by where it is held names no workshop
    expect(read('2605.00277', 'Accepted at ICML 2026. Held in Seoul'))
      .toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('dates an event by the bracketed date right after its name', () => {
    // rule (set 277 part A's shape: a proceedings' meeting dated "(April 16-19, 2012)", its year inferred from the posting)
    expect(read('1302.00277', 'To appear in the Proceedings of the Quokka Bay Symposium on Astrophysics (April 16-19, 2012), A. Editor (ed.)'))
      .toEqual([['Quokka Bay Symposium on Astrophysics', 2012, 'main', null, 'accepted', null]]);
    expect(read('1302.00277', 'To appear in the Proceedings of the Quokka Bay Symposium on Astrophysics (16-19 April 2012)'))
      .toEqual([['Quokka Bay Symposium on Astrophysics', 2012, 'main', null, 'accepted', null]]);
    expect(read('1302.00277', 'To appear in the Proceedings of the Quokka Bay Symposium on Astrophysics (April 2012)'))
      .toEqual([['Quokka Bay Symposium on Astrophysics', 2012, 'main', null, 'accepted', null]]);
    // unchanged: a year written with the name wins, and a bare year in brackets was read before
    expect(read('1302.00277', 'To appear in the Proceedings of the Quokka Bay Symposium on Astrophysics 2011 (April 2012)'))
      .toEqual([['Quokka Bay Symposium on Astrophysics', 2011, 'main', null, 'accepted', null]]);
    expect(read('1302.00277', 'To appear in the Proceedings of the Quokka Bay Symposium on Astrophysics (2012)'))
      .toEqual([['Quokka Bay Symposium on Astrophysics', 2012, 'main', null, 'accepted', null]]);
    expect(read('2604.00277', 'Accepted at ICML 2026 (July 2025)'))
      .toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a numbered session of an event as its edition', () => {
    // rule (set 277 part A's shape: "the 2nd Session of the …" read as a name starting "Session of the")
    expect(read('1302.00277', 'To appear in the Proceedings of the Second Session of the Quokka Bay Symposium on Astrophysics, 2012'))
      .toEqual([['Quokka Bay Symposium on Astrophysics', 2012, 'main', null, 'accepted', null]]);
    expect(read('2604.00277', 'Accepted at the 3rd Session of the Zebra Conference on Quokkas 2026'))
      .toEqual([['Zebra Conference on Quokkas', 2026, 'main', null, 'accepted', null]]);
    // unchanged: "the 2nd edition of" was read so before
    expect(read('2604.00277', 'Accepted at the 3rd Edition of the Zebra Conference on Quokkas 2026'))
      .toEqual([['Zebra Conference on Quokkas', 2026, 'main', null, 'accepted', null]]);
  });

  it('keeps a conference named in brackets after a journal before a lower-case "journal track"', () => {
    // rule (set 278 part A's shape: the conference dropped as a loose word before lower-case words)
    expect(read('2507.00277', 'Accepted to ACM Transactions on Graphics 2025 (SIGGRAPH journal track)'))
      .toEqual([['ACM TOG', 2025, 'main', null, 'accepted', null], ['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
    expect(read('2507.00277', 'Accepted to ACM TOG 2025 (SIGGRAPH conference track)'))
      .toEqual([['ACM TOG', 2025, 'main', null, 'accepted', null], ['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
    // unchanged: the capitalised track (read so before), and the track alone in brackets after the conference
    expect(read('2507.00277', 'Accepted to ACM TOG 2025 (SIGGRAPH Journal Track)'))
      .toEqual([['ACM TOG', 2025, 'main', null, 'accepted', null], ['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
    expect(read('2507.00277', 'Accepted to SIGGRAPH 2025 (journal track)'))
      .toEqual([['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads long made-up runs in linear time', () => {
    const runs = [
      `To appear in the Proceedings of the Quokka Symposium on Zebras (${'April '.repeat(670)}2012)`,
      `To appear in the Proceedings of the Quokka Symposium on Zebras (April ${'16-19 '.repeat(670)}, 2012)`,
      `To appear in the Proceedings of the Quokka Symposium on Zebras (April 16${' '.repeat(3900)}, 2012)`,
      `Accepted at the Zebra Workshop (ZQW 2026). Held as part of ${'the Workshops at '.repeat(240)}ICML 2026`,
      `Accepted at the Zebra Workshop (ZQW 2026). ${'Held as part of '.repeat(250)}ICML 2026`,
      `Accepted at the 3rd ${'Session of the '.repeat(270)}Zebra Conference on Quokkas 2026`,
      `Accepted to ACM TOG 2025 (SIGGRAPH journal ${' '.repeat(3950)}track)`,
    ];
    for (const s of runs) {
      expect(s.length).toBeGreaterThanOrEqual(3900);
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
