import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z60 (branch z60): 6 real author-written LaTeX files of ML venues' own kits (NeurIPS 2025 x2, ICLR 2026 x2, COLM 2025, AAAI-25) and
// 3 pdfLaTeX first pages of them (stand-in kits in round-z60/styles), all held-out: labelled and committed before the extractor ran on them,
// a blind measurement with no rule and no source change (test/fixtures/affiliations/PROVENANCE.md, round z60).
// Blind pair F1: LaTeX 1.000, PDF 1.000; author recall 1.000 / 1.000 (LaTeX precision 0.917); Chinese names 8/10. The extra name
// ("\texttt{Independent Researcher}" read as an author) was mended in round z61 (no-institution words are no name), not blind.
describeAffiliationCases('round z60 (held-out, blind): ML venues\' kits, authors\' own LaTeX files and their PDF first pages', ['round-z60/heldout'], {});
