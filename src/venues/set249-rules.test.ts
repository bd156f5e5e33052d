import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { readVenues as read } from '../../test/helpers/venue-rules.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Rules of the v249 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-249.jsonl …
// -252.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, varied ones
// and counter-cases. Every real-string and varied expectation fails on 48221993 (the branch with labels and blind figures).

describe('venue rules of the v249 round', () => {
  it('knows the IEEE Radar Conference by its name as RadarConf, and no other "… Radar Conference"', () => {
    // set 252 part A 2603.08582 (before: a venue "IEEE Radar Conference", a false "accepted, main track" by name)
    expect(read('2603.08582', 'IEEE Radar Conference 2026')).toEqual([['RadarConf', 2026, 'main', null, 'accepted', null]]);
    // varied: the acronym alone (no venue before) and the name after a cue
    expect(read('2603.00249', 'RadarConf 2026')).toEqual([['RadarConf', 2026, 'main', null, 'accepted', null]]);
    expect(read('2603.00250', 'Accepted at the 2026 IEEE Radar Conference')).toEqual([['RadarConf', 2026, 'main', null, 'accepted', null]]);
    // unchanged: the name with its acronym (sets 18 and 245), and other radar conferences keep their own names
    expect(read('2603.00251', 'Accepted for publication in the Proceedings of the 2026 IEEE Radar Conference (RadarConf26)'))
      .toEqual([['RadarConf', 2026, 'main', null, 'accepted', null]]);
    expect(read('2603.00252', 'European Radar Conference 2025').map((e) => e[0])).toEqual(['European Radar Conference']);
    expect(read('2603.00253', 'Accepted at EuRAD 2025').map((e) => e[0])).toEqual(['EuRAD']);
  });

  it('reads a journal named alone with a pending status after it ("(to appear)", ", in press") as accepted', () => {
    // set 249 part A 2510.03318 (before: no venue)
    expect(read('2510.03318', 'Computers in Biology and Medicine (to appear)')).toEqual([['Computers in Biology and Medicine', null, 'main', null, 'accepted', null]]);
    // varied: other pending words, brackets or a comma / full stop, a citation before the status
    expect(read('2510.00249', 'Computers in Biology and Medicine, in press')).toEqual([['Computers in Biology and Medicine', null, 'main', null, 'accepted', null]]);
    expect(read('2510.00250', 'Computers in Biology and Medicine. To appear')).toEqual([['Computers in Biology and Medicine', null, 'main', null, 'accepted', null]]);
    expect(read('2510.00251', 'Journal of Machine Learning Research, 25(1), 1-30 (forthcoming)')).toEqual([['JMLR', null, 'main', null, 'accepted', null]]);
    // unchanged: the name alone, a citation (published), words that name no journal, a two-word topic
    expect(read('2510.00252', 'Computers in Biology and Medicine')).toEqual([['Computers in Biology and Medicine', null, 'main', null, 'accepted', null]]);
    expect(read('2510.00253', 'The Astrophysical Journal, 974(2), p.292.').map((e) => e[4])).toEqual(['published']);
    expect(read('2510.00254', 'Results on ImageNet (to appear)')).toEqual([]);
    expect(read('2510.00255', 'Code and Data (to appear)')).toEqual([]);
    expect(read('2510.00256', 'Machine Learning, to appear')).toEqual([]);
  });

  it('reads a (peer) reviewed publication at an event no list knows as published there, as for a listed one', () => {
    // set 252 part A 2509.19347 (before: no venue)
    expect(read('2509.19347', 'peer reviewed publication at SEMANTiCS 2025 Poster Track')).toEqual([['SEMANTiCS', 2025, 'other', null, 'published', 'poster']]);
    // varied: without the track, hyphened, "in", another unlisted event
    expect(read('2509.00249', 'peer reviewed publication at SEMANTiCS 2025')).toEqual([['SEMANTiCS', 2025, 'main', null, 'published', null]]);
    expect(read('2509.00250', 'Peer-reviewed publication in SEMANTiCS 2025')).toEqual([['SEMANTiCS', 2025, 'main', null, 'published', null]]);
    expect(read('2509.00251', 'Peer reviewed publication at KONVENS 2025')).toEqual([['KONVENS', 2025, 'main', null, 'published', null]]);
    // unchanged: a listed event (set 56), and no event named
    expect(read('2505.13098', 'Peer reviewed publication at ESWC 2025 Resources Track').map((e) => [e[0], e[4]])).toEqual([['ESWC', 'published']]);
    expect(read('2509.00252', 'a reviewed publication in progress')).toEqual([]);
    expect(read('2509.00253', 'peer reviewed publication at the University of Leeds')).toEqual([]);
  });

  it('knows four conferences the labels name by a short name under their spelled names (CogSci, FUSION, HPG, CODS-COMAD)', () => {
    // set 250 part A 2505.09859 (before: "Annual Conference of the Cognitive Science Society")
    expect(read('2505.09859', 'Lee, A. J., Webb, T., Bihl, T., Holyoak, K. J., & Lu, H. (2025).\n  Few-shot learning of visual compositional concepts through probabilistic\n  schema induction. In A. Ruggeri, D. Barner, C. Walker, & N. Bramley (Eds.),\n  Proceedings of the 47th Annual Conference of the Cognitive Science Society.\n  Cognitive Science Society'))
      .toEqual([['CogSci', 2025, 'main', null, 'published', null]]);
    // left by v245 (set 245, 246 and 248 part A): FUSION and CODS were false mains by name, HPG named as spelled
    expect(read('2605.16672', 'Accepted for publication in IEEE 2026 29th International Conference on Information Fusion')).toEqual([['FUSION', 2026, 'main', null, 'accepted', null]]);
    expect(read('2512.20082', 'Accepted in CODS 2025')).toEqual([['CODS-COMAD', 2025, 'main', null, 'accepted', null]]);
    expect(read('2509.20198', 'Published at High-Performance Graphics 2025')).toEqual([['HPG', 2025, 'main', null, 'published', null]]);
    // varied: the meeting's other spelled names, the ordinal's year
    expect(read('2604.00249', 'Accepted to the 48th Annual Meeting of the Cognitive Science Society')).toEqual([['CogSci', 2026, 'main', null, 'accepted', null]]);
    expect(read('2604.00250', 'Accepted at FUSION 2026')).toEqual([['FUSION', 2026, 'main', null, 'accepted', null]]);
    // the organising society before the acronym is no workshop's name (set 138 2507.02403: no venue before; a workshop
    // "ISIF" once FUSION was known, until ISIF joined the societies of co-located.ts)
    expect(read('2507.02403', 'Accepted for publication in IEEE Xplore and ISIF FUSION 2025\n  proceedings:')).toEqual([['FUSION', 2025, 'main', null, 'accepted', null]]);
    expect(read('2507.00249', 'Accepted at BEAM ICASSP 2025').map((e) => [e[0], e[2], e[3]])).toEqual([['ICASSP', 'workshop', 'BEAM']]);
    // unchanged: the journal Information Fusion; the capitals without a year name nothing
    expect(read('2604.00251', 'Accepted By Information Fusion')).toEqual([['Information Fusion', null, 'main', null, 'accepted', null]]);
    expect(read('2604.00252', 'Published in Information Fusion (2026), 15 pages, 5 figures')).toEqual([['Information Fusion', 2026, 'main', null, 'published', null]]);
    expect(read('2604.00253', 'Multimodal FUSION benchmark (to appear)')).toEqual([]);
    expect(read('2604.00254', '12 pages, CODS')).toEqual([]);
    expect(read('2604.00255', 'HPG')).toEqual([]);
  });

  it('reads long runs of spaces after the new cues and names in linear time', () => {
    const timed = (comments: string) => {
      const start = cpuNow();
      detectVenues({ id: '2605.00249', comments, journalRef: null });
      return cpuNow() - start;
    };
    const run = ' '.repeat(3000);
    for (const text of [`peer reviewed publication${run}at x`, `peer reviewed publication at${run}SEMANTiCS 2025`, `IEEE Radar${run}Conference 2026`,
      `Computers in Biology and Medicine (to${run}appear)`, `Computers in Biology and Medicine,${run}in press`, `Annual Conference of the${run}Cognitive Science Society`]) {
      expect(timed(text), text.slice(0, 30)).toBeLessThan(1000);
    }
  });
});
