import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v137 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-137.jsonl …
// -140.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case. Every real-string and varied expectation fails on 1f9df2a2 (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v137 round', () => {
  it('reads a conference\'s archive named in lower case ("ACL anthology") as the archive, not the conference', () => {
    // set 140 part A 2504.08165 (before: ACL 2025 main published, a venue the paper does not claim)
    expect(read('2504.08165', 'Published in Proceedings of BabyLM. Please cite the published version\n  on ACL anthology: http://aclanthology.org/2023.conll-babylm.1/')
      .map((e) => e[0])).not.toContain('ACL');
    // varied: another archive, lower-case words
    expect(read('2605.00001', 'The camera-ready is in the ACM MM digital library').map((e) => e[0])).not.toContain('ACM MM');
    expect(read('2605.00002', 'Published version on the EMNLP anthology: https://example.org/x').map((e) => e[0])).not.toContain('EMNLP');
    // counter-case: the conference itself, the archive only mentioned after its own claim, stays
    expect(read('2605.00003', 'Accepted at ACL 2026; the camera-ready will be on the ACL anthology')).toEqual([['ACL', 2026, 'main', null, 'accepted', null]]);
  });

  it('names a workshop by the title before a second colon after "Workshop:"', () => {
    // set 138 part A 2509.21310 (before: no workshop name)
    expect(read('2509.21310', '39th Conference on Neural Information Processing Systems (NeurIPS\n  2025) Workshop: Evaluating the Evolving LLM Lifecycle: Benchmarks, Emergent\n  Abilities, and Scaling'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Evaluating the Evolving LLM Lifecycle', 'accepted', null]]);
    // varied: another host, a short title and subtitle
    expect(read('2606.00004', 'ICML 2026 Workshop: Reliable Agents: Theory and Practice'))
      .toEqual([['ICML', 2026, 'workshop', 'Reliable Agents', 'accepted', null]]);
    // varied: a space before the first colon, the edition's year closing the title (snapshot 2605.20786)
    expect(read('2605.20786', 'Accepted at the ACL 2026 Workshop : The Big Picture 2026: Crafting a Research Narrative v2').map((e) => e[3])).toEqual(['The Big Picture']);
    // counter-cases: a title with no second colon keeps its whole name; a colon before a lower-case run is no subtitle
    expect(read('2606.00005', 'NeurIPS 2025 Workshop: Foundation Models for Science').map((e) => e[3])).toEqual(['Foundation Models for Science']);
    // (round vwsname: the colon before a lower-case run still parts no subtitle, but it ends the name, which the general
    // reader now reads up to it: "Reliable Agents", no longer nothing)
    expect(read('2606.00006', 'ICML 2026 Workshop: Reliable Agents: see the project page').map((e) => e[3])).toEqual(['Reliable Agents']);
  });

  it('reads "and its" inside a journal\'s name ("Topology and its Applications") as more of the name', () => {
    // set 139 part A 0801.3819 (before: "Topology" accepted besides the journal-ref's Topology Appl., a false main)
    expect(read('0801.3819', '18 pages, 2 figures; 11 pages, 2 figures, rewritten in terms of\n  Reidemeister torsion instead of twisted Alexander invariants; 12 pages, 2\n  figures, to appear in Topology and its Applications', 'Topology Appl. 156 (2009) 2772-2781'))
      .toEqual([['Topology Appl.', 2009, 'main', null, 'published', null]]);
    // varied: another JabRef name of the kind, another cue
    expect(read('0801.0001', 'submitted to Linear Algebra and its Applications')).toEqual([['Linear Algebra Appl.', null, 'main', null, 'submitted', null]]);
    // counter-cases: the short journal alone stays itself; "its" before a lower-case word is no name
    expect(read('0801.0002', 'to appear in Topology')).toEqual([['Topology', null, 'main', null, 'accepted', null]]);
    expect(read('0801.0003', 'submitted to Topology and its students').map((e) => e[0])).toEqual(['Topology']);
  });

  it('reads a qualifier after "accepted and presented", and a bracketed aside before "at", as part of the cue', () => {
    // set 140 part A 2507.20934 (before: nothing)
    expect(read('2507.20934', 'Accepted and presented as an extended abstract (double-blind review\n  process) at the 2025 Scandinavian Conference on Image Analysis (SCIA). 4\n  pages'))
      .toEqual([['SCIA', 2025, 'other', null, 'accepted', null]]);
    // varied: an oral talk with an aside; an aside after a plain qualifier
    expect(read('2506.00001', 'Accepted and presented as an oral talk (virtual) at the 2025 Scandinavian Conference on Image Analysis (SCIA)'))
      .toEqual([['SCIA', 2025, 'main', null, 'accepted', 'oral']]);
    expect(read('2506.00002', 'Presented as an extended abstract (non-archival) at the 2025 Scandinavian Conference on Image Analysis (SCIA)'))
      .toEqual([['SCIA', 2025, 'other', null, 'accepted', null]]);
    // counter-case: without the qualifier the paper is a main-track one as before
    expect(read('2506.00003', 'Presented at the 2025 Scandinavian Conference on Image Analysis (SCIA)')).toEqual([['SCIA', 2025, 'main', null, 'accepted', null]]);
  });
});
