import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v261 round, from the misses of test/fixtures/venues/labeled-dev-261.jsonl and -262.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on f4f6089e (the branch's base), checked by running this file in an extraction of the base (git archive of src,
// data/venues and test/helpers); the "unchanged" ones pass there too.

describe('venue rules of the v261 round', () => {
  it('ends a workshop\'s spelled name before the places where it is held', () => {
    // rule (set 261 part A's shape): ", City, Country, YEAR" after the name (before: the places in the name)
    expect(read('2606.00261', '12 pages. Accepted to the ICML 2026 Workshop on Causal Foo, Vienna, Austria, 2026. Copyright 2026 by the author(s)'))
      .toEqual([['ICML', 2026, 'workshop', 'Workshop on Causal Foo', 'accepted', null]]);
    // rule: a city of two words and its region closing the text
    expect(read('2512.00261', 'Accepted to the NeurIPS 2025 Workshop on Foo Agents, San Diego, California'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Workshop on Foo Agents', 'accepted', null]]);
    // unchanged: a place of one word and a country closing a workshop of its own; commas inside the name, no place after them
    expect(read('2606.00261', 'Accepted to the Workshop on Quantum Foo Learning, Paris, France, 2026'))
      .toEqual([['Workshop on Quantum Foo Learning', 2026, 'workshop', 'Workshop on Quantum Foo Learning', 'accepted', null]]);
    expect(read('2606.00261', 'Accepted to the ICML 2026 Workshop on Safety, Security, and Privacy'))
      .toEqual([['ICML', 2026, 'workshop', 'Workshop on Safety, Security, and Privacy', 'accepted', null]]);
  });

  it('reads a challenge\'s champion entry as a challenge report (unclear)', () => {
    // rule (set 262 part A's shape "Champion Solution for CVPR 2025 … Track": accepted before)
    expect(read('2507.00261', 'Champion Solution for ICCV 2025 Foo Bar Track')).toEqual([['ICCV', 2025, 'other', null, 'unclear', null]]);
    expect(read('2507.00261', 'The champion team\'s method for the CVPR 2025 Foo Track')).toEqual([['CVPR', 2025, 'other', null, 'unclear', null]]);
    // unchanged: "Champion" as a name
    expect(read('2507.00261', 'Accepted at CVPR 2025. Thanks to J. Champion')).toEqual([['CVPR', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads a tag cited with its proceedings series\' volume as published', () => {
    // rule (set 262 part A's shape): the series spelled out before the volume (accepted before: past the 40 characters)
    expect(read('2510.00261', 'ECCV 2026, Lecture Notes in Computer Science Vol. 15001')).toEqual([['ECCV', 2026, 'main', null, 'published', null]]);
    // rule: the series' acronym and its volume, no "vol."
    expect(read('2510.00261', 'MICCAI 2025, LNCS 15961')).toEqual([['MICCAI', 2025, 'main', null, 'published', null]]);
    // unchanged: to appear there, and the series' acronym with "vol."
    expect(read('2510.00261', 'Accepted at MICCAI 2025, to appear in LNCS vol. 15961')).toEqual([['MICCAI', 2025, 'main', null, 'accepted', null]]);
    expect(read('2510.00261', 'MICCAI 2025, LNCS vol. 15961')).toEqual([['MICCAI', 2025, 'main', null, 'published', null]]);
  });

  it('drops the hyphen a glued year leaves on a workshop\'s acronym', () => {
    // rule (set 262 part B's shape "(DravidianLangTech-2026)": "DravidianLangTech-" before)
    expect(read('2605.00261', 'Accepted to the Second Workshop on Foo Bar Languages (FooLang-2026)'))
      .toEqual([['FooLang', 2026, 'workshop', 'FooLang', 'accepted', null]]);
    // unchanged: a spaced year
    expect(read('2605.00261', 'Accepted to the Second Workshop on Foo Bar Languages (FooLang 2026)'))
      .toEqual([['FooLang', 2026, 'workshop', 'FooLang', 'accepted', null]]);
  });

  it('knows ESWC by its former spelled name', () => {
    // rule (set 262 part A's shape "23rd European Semantic Web Conference": the name as written, no year, before)
    expect(read('2606.00261', 'Accepted at the 23rd European Semantic Web Conference')).toEqual([['ESWC', 2026, 'main', null, 'accepted', null]]);
    // unchanged: its present name
    expect(read('2606.00261', 'Accepted at the Extended Semantic Web Conference 2026')).toEqual([['ESWC', 2026, 'main', null, 'accepted', null]]);
  });

  it('stays fast on long strings of the new shapes', () => {
    const spaces = ' '.repeat(4000);
    const commas = ', Paris'.repeat(800);
    for (const s of [`Accepted to the Workshop on Foo${commas}, 2026`, `Accepted to the Workshop on Foo,${spaces}Paris,${spaces}2026`,
      `MICCAI 2025,${spaces}Lecture Notes in Computer Science${spaces}Vol. 1`, `Champion${spaces}solution for CVPR 2025`,
      `Accepted to the Workshop on Foo (Foo${'-'.repeat(4000)}x)`]) {
      expect(timed(s).ms).toBeLessThan(500);
    }
  });
});
