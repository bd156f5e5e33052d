import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v197 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-197.jsonl …
// -200.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on c5bd542e (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v197 round', () => {
  it('reads "will be appearing at / in the Proceedings of" as still to come (accepted), as "to appear in the Proceedings"', () => {
    // set 200 part A 2505.08302 (before: published, from "Proceedings")
    expect(read('2505.08302', 'Full version of the paper will be appearing at the Proceedings of the\n  Thirty-Third International Joint Conference on Artificial Intelligence\n  (IJCAI-25), Special Track on AI for Good'))
      .toEqual([['IJCAI', 2025, 'other', null, 'accepted', null]]);
    // varied: "in the proceedings of", another venue
    expect(read('2505.00197', 'Will be appearing in the proceedings of ACL 2025').map((e) => e[4])).toEqual(['accepted']);
    // unchanged: a proceedings the paper appears in now is published
    expect(read('2505.00198', 'Appearing in the Proceedings of ACL 2025').map((e) => e[4])).toEqual(['published']);
    expect(read('2505.00199', 'Published in the Proceedings of ACL 2025').map((e) => e[4])).toEqual(['published']);
  });

  it('reads "preliminary / earlier work (or results) presented at" a venue as an earlier version', () => {
    // set 200 part A 2604.02359: the workshop entry (before: accepted)
    expect(read('2604.02359', 'published at IASEAI 2026, preliminary work presented at GenAI4Health workshop at NeurIPS 2025').find((e) => e[0] === 'NeurIPS'))
      .toEqual(['NeurIPS', 2025, 'workshop', 'GenAI4Health', 'previous_version', null]);
    // varied: "results were presented", "earlier results published in"
    expect(read('2604.00197', 'Preliminary results were presented at ICASSP 2025')).toEqual([['ICASSP', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2604.00198', 'Earlier results published in Phys. Rev. D 2024').map((e) => e[4])).toEqual(['previous_version']);
    // unchanged: "preliminary work" as the record's own label, no participle naming the venue's paper
    expect(read('2604.00199', 'Preliminary work. Accepted at ICML 2025').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2604.00200', 'Preliminary work presented in this paper. ICML 2025').map((e) => e[4])).toEqual(['accepted']);
  });

  it('names a workshop by the acronym bracketed right after "<Title> Workshop" when its letters are drawn from the title', () => {
    // set 199 part A 2606.22182 (before: "Symmetry and Geometry in Neural Representations Workshop")
    expect(read('2606.22182', '17 pages, 4 figures. Accepted at the Symmetry and Geometry in Neural Representations Workshop (NeurReps), NeurIPS 2025. To appear in Proceedings of Machine Learning Research (PMLR)'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'NeurReps', 'accepted', null]]);
    // varied: the acronym with its year, the host after "at"
    expect(read('2510.00197', 'Accepted at the Machine Learning for Health Workshop (ML4H 2025) at NeurIPS 2025').map((e) => e[3])).toEqual(['ML4H']);
    // unchanged: a presentation in the bracket is no acronym; no bracket keeps the name as written
    expect(read('2510.00198', 'Accepted at the AI for Math Workshop (ORAL) at ICML 2025').map((e) => [e[3], e[5]])).toEqual([['AI for Math Workshop', 'oral']]);
    expect(read('2510.00199', 'Accepted at the AI for Math Workshop at ICML 2025').map((e) => e[3])).toEqual(['AI for Math Workshop']);
    // unchanged: a publisher in the bracket is no acronym (the acronym before the word stays); an edition's roman numeral
    // hyphened to the acronym is dropped, as before
    expect(read('2510.00200', '8 pages, to appear at ICCV 2025 MIPI Workshop (IEEE)').map((e) => e[3])).toEqual(['MIPI']);
    expect(read('2510.00201', 'Proceedings of the 16th Linguistic Annotation Workshop (LAW-XVI) within LREC2022').map((e) => e[3])).toEqual(['LAW']);
    // unchanged: a bracket whose letters are not drawn from the name is another event's tag (the name stays as written)
    expect(read('2510.00202', 'Accepted at the Knowledge Graphs Workshop (KiLM), ACL 2025').map((e) => e[3])).toEqual(['Knowledge Graphs Workshop']);
  });

  it('reads a perspective paper (or track) as a track of its own, never the main track', () => {
    // set 198 part A 2505.14680 (before: SIGIR main, a false "accepted, main track")
    expect(read('2505.14680', 'SIGIR 2025 Perspective Paper')).toEqual([['SIGIR', 2025, 'other', null, 'accepted', null]]);
    // varied: the plural and "Track"
    expect(read('2505.00197', 'Accepted to the SIGIR 2025 Perspectives Paper Track').map((e) => e[2])).toEqual(['other']);
    // unchanged: a short paper is the main track; "perspective of paper reviewers" names no category
    expect(read('2505.00198', 'SIGIR 2025 Short Paper').map((e) => e[2])).toEqual(['main']);
    expect(read('2505.00199', 'Accepted at ICML 2025. From the perspective of paper reviewers').map((e) => e[2])).toEqual(['main']);
  });
});
