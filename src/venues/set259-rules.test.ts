import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v259 round, from the misses of test/fixtures/venues/labeled-dev-259.jsonl and -260.jsonl read after their
// blind figures (PROVENANCE.md), and two shapes the v257 round left. Every string below is made up (none is a dev
// record); every expectation marked "rule" fails on 013e2bbf (the branch's base), checked by running the same strings
// through the base's detector (bench/venues-base.ts's extraction); the "unchanged" ones pass there too.

describe('venue rules of the v259 round', () => {
  it('reads an event the text says is held at a listed host as that host\'s workshop, in the clause or the next sentence', () => {
    // rule (set 258 part B's shape, a false "accepted, main track" before): the next sentence states the host
    expect(read('2605.00259', 'Accepted by FooLing2026. FooLing 2026 will be held at ACL in Vienna')).toEqual([['ACL', 2026, 'workshop', 'FooLing', 'accepted', null]]);
    // rule: a relative clause, the host's year in brackets (before: EMNLP's main track)
    expect(read('2605.00259', 'Accepted at BarNLP 2026, which will be held at EMNLP (2026)')).toEqual([['EMNLP', 2026, 'workshop', 'BarNLP', 'accepted', null]]);
    // unchanged: a workshop the catalogue knows, already read so; a listed conference held with another stays itself;
    // "held in" a place names no host
    expect(read('2605.00259', 'Accepted at BioNLP 2026, which is co-located with ACL 2026')).toEqual([['ACL', 2026, 'workshop', 'BioNLP', 'accepted', null]]);
    expect(read('2605.00259', 'Accepted at ECAI 2025, which is co-located with IJCAI 2025')).toEqual([['ECAI', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.00259', 'Accepted at ICML 2026, which will be held in Seoul')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('ends a workshop\'s spelled name at a relative clause saying where it is held', () => {
    // rule: ", which will be held at", ", to be held at", "that is co-located with" (before: the clause's words in the name)
    expect(read('2605.00259', 'Accepted to the workshop on Graph Agents, which will be held at NeurIPS 2025')).toEqual([['NeurIPS', 2025, 'workshop', 'Workshop on Graph Agents', 'accepted', null]]);
    expect(read('2605.00259', 'Accepted to the Workshop on Graph Agents, to be held at ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Workshop on Graph Agents', 'accepted', null]]);
    expect(read('2605.00259', 'Accepted to the Workshop on Graph Agents that is co-located with ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Workshop on Graph Agents', 'accepted', null]]);
    // unchanged: "that" inside the name, no verb of holding after it
    expect(read('2605.00259', 'Accepted to the Workshop on Agents that Plan at ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Workshop on Agents that Plan', 'accepted', null]]);
  });

  it('reads "accepted as a … submission" as accepted', () => {
    // rule (set 259 part A's shape: "Accepted as a main conference submission in …", submitted before)
    expect(read('2508.00259', 'Accepted as a regular submission to KDD 2025')).toEqual([['KDD', 2025, 'main', null, 'accepted', null]]);
    expect(read('2508.00259', 'accepted as a long paper submission at ACL 2025')).toEqual([['ACL', 2025, 'main', null, 'accepted', null]]);
    // unchanged
    expect(read('2508.00259', 'Submission to ECAI 2025')).toEqual([['ECAI', 2025, 'main', null, 'submitted', null]]);
  });

  it('reads a journal with "(Letter)" in brackets as its Letters when the catalogue keeps them apart', () => {
    // rule (set 259 part A's shape "ApJ(Letter)", ApJ before)
    expect(read('0801.00259', 'Accepted in ApJ (Letters)')).toEqual([['ApJL', null, 'main', null, 'accepted', null]]);
    expect(read('0801.00259', 'To appear in ApJ(Letter)', 'Astrophys.J.675:L89-L92,2008')).toEqual([['ApJL', 2008, 'main', null, 'published', null]]);
    // unchanged: Letters no list keeps apart; a bracket that goes on
    expect(read('0801.00259', 'Accepted by MNRAS (Letters)')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    expect(read('0801.00259', 'Accepted in ApJ (Letter to the editor)')).toEqual([['ApJ', null, 'main', null, 'accepted', null]]);
  });

  it('reads "ACR YEAR - <ordinal> <publisher/societies> <name it spells>" as the bracket form', () => {
    // rule (set 260 part A's shape "ICORR 2025 - 19th IEEE/RAS-EMBS International Conference on …", nothing before)
    expect(read('2604.00259', 'ICFO 2026 - 7th IEEE/RAS-EMBS International Conference on Foo Orthotics')).toEqual([['ICFO', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a comment that is only a workshop\'s spelled title as that workshop, its own venue', () => {
    // rule (set 260 part A's shape, nothing before): the posting year's edition
    expect(read('2605.00259', 'The Third Workshop on Trustworthy Graph Reasoning'))
      .toEqual([['Workshop on Trustworthy Graph Reasoning', 2026, 'workshop', 'Workshop on Trustworthy Graph Reasoning', 'accepted', null]]);
    // rule: after page counts, the place and dates after the title dropped, their year the edition's
    expect(read('2605.00259', '9 pages, International Workshop on Quantum Foo, Vienna, July 3-5, 2024.'))
      .toEqual([['International Workshop on Quantum Foo', 2024, 'workshop', 'International Workshop on Quantum Foo', 'accepted', null]]);
    // unchanged: a one-word subject with no lead, a sentence about a workshop
    expect(read('2605.00259', 'Workshop on Agents')).toEqual([]);
    expect(read('2605.00259', 'We organised the Workshop on Trustworthy Graph Reasoning')).toEqual([]);
  });

  it('names ACM Transactions on Graphics "ACM TOG", as the labels do, its bare short name still no event at a host', () => {
    // rule (catalogue name; labels ACM TOG x8, set 260 part B)
    expect(read('2605.00259', 'Accepted to ACM Transactions on Graphics')).toEqual([['ACM TOG', null, 'main', null, 'accepted', null]]);
    // unchanged: "(TOG)" after the host is the journal, not a workshop called TOG
    expect(read('2605.00259', 'Accepted by SIGGRAPH 2025 (TOG)')).toEqual([['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads a title after a host without its year and a spaced dash as a workshop there', () => {
    // rule (set 259 part B's shape "Accepted by 39th NeurIPS - Foundations of …", a false main before)
    expect(read('2510.00259', 'Accepted by 39th NeurIPS - Frontiers of Graph Learning in Science')).toEqual([['NeurIPS', 2025, 'workshop', 'Frontiers of Graph Learning in Science', 'accepted', null]]);
    // unchanged: a track's words, a place, the host's own name spelled
    expect(read('2510.00259', 'Accepted by 39th NeurIPS - Main Conference Track')).toEqual([['NeurIPS', 2025, 'main', null, 'accepted', null]]);
    expect(read('2510.00259', 'Accepted by 39th NeurIPS - Vancouver Convention Centre')).toEqual([['NeurIPS', 2025, 'main', null, 'accepted', null]]);
    expect(read('2510.00259', 'CVPR 2025 - Computer Vision and Pattern Recognition')).toEqual([['CVPR', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads one acronym after a listed host written without its year as an event there', () => {
    // rule (set 260 part B's shape "EACL SIGTURK", a false main before)
    expect(read('2602.00259', 'ACL FOOBAR')).toEqual([['ACL', 2025, 'workshop', 'FOOBAR', 'accepted', null]]);
    // rule: a special track the host names by acronym, as after its year ("KDD 2025 ADS")
    expect(read('2602.00259', 'Accepted at KDD ADS')).toEqual([['KDD', 2025, 'other', null, 'accepted', null]]);
    // unchanged: a field's capitals are no event
    expect(read('2602.00259', 'NeurIPS LLM')).toEqual([['NeurIPS', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads "an early version … submitted to" an unlisted event as an earlier version', () => {
    // rule (set 260 part B's shape, submitted before)
    expect(read('1302.00259', 'An early version of the manuscript was submitted to the Foo Bar Conference, 2013')).toEqual([['Foo Bar Conference', 2013, 'main', null, 'previous_version', null]]);
    // unchanged: a draft's own label
    expect(read('2606.00259', 'Early version. Submitted to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'submitted', null]]);
  });

  it('reads a journal-ref led by "Revised / Extended and published in"', () => {
    // rule (set 259 part B's shape; before: the lead words in the journal's name)
    expect(read('0801.00259', '12 pages', 'Extended and published in ACM Trans. Comput. Logic 11, Article 3, 2010')).toEqual([['TOCL', 2010, 'main', null, 'published', null]]);
  });

  it('reads "(workshop: NAME)" after a host\'s tag as the workshop\'s name', () => {
    // rule (set 259 part B's shape; before: the workshop unnamed)
    expect(read('2605.00259', 'Accepted at ICRA 2026 (workshop: Learning to Grasp in Clutter)')).toEqual([['ICRA', 2026, 'workshop', 'Learning to Grasp in Clutter', 'accepted', null]]);
  });

  it('reads long texts of each shape quickly', () => {
    const words = 'Alpha Beta Gamma '.repeat(700);
    for (const s of [`Accepted by Foo 2026, which will be held at ${words}`, `The Workshop on ${words}`, `NeurIPS - ${words}`, `ACL ${'FOO '.repeat(2000)}`,
      `ICRA 2026 (workshop: ${words}`, `Accepted in ApJ ${'(Letter '.repeat(1000)}`, `Accepted as a ${'very '.repeat(2000)}submission to ICML 2026`]) {
      expect(timed(s).ms).toBeLessThan(500);
    }
  });
});
