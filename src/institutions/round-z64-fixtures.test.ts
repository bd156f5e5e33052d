import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z64 (branch z64): 10 new real author blocks in journal and conference kits the fixtures held few or none of (Taylor & Francis
// Interact, SPIE, Wiley NJD twice, Elsevier CAS, Proceedings of Science, Chinese Physics C, IEEE TAES, Springer Nature twice; four
// with institutions in China) and a pdfLaTeX first page of each, split by the sha256 of the case name (round-z64/SPLIT.md), labelled
// and committed before the extractor ran on them. Blind pair F1: design LaTeX 0.696, PDF 0.889; held-out LaTeX 0.412, PDF 0.744.
// After the round's rules (latex-kits.ts, round-z64-rules.test.ts; the held-out half's misses were read too, so it is no longer
// blind) every case reads right. Batch 2 (one AGU block with 18 authors, NSSC CAS among its 12 affiliations; labelled and scored
// blind at 5d4974e5, no rule made for it) was relabelled by the conventions settled in round unitconv; one gap is left, named below.
const AGU_LEFT = 'relabelled by the graders\' conventions after the merge with unitconv: "Space Weather Prediction Center, NOAA" is the centre\'s own record and NOAA; the reader gives the centre alone (its registry parent is the National Weather Service, and NOAA is written by acronym only)';
describeAffiliationCases('round z64 (design): real author blocks and their PDF first pages', ['round-z64/design'], {
  'agu-psi-nssc-cmearrival': AGU_LEFT,
  'agu-psi-nssc-cmearrival-pdf': AGU_LEFT,
});
describeAffiliationCases('round z64 (held-out, read after its blind figures): real author blocks and their PDF first pages', ['round-z64/heldout'], {});
