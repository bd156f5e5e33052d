import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z59 (branch z59): 6 real author-written LaTeX files of ML venues' own kits (ICLR 2026 x3, ICML 2026, ACL x2) and 2 pdfLaTeX
// first pages of them (stand-in kits in round-z59/styles; no page where the source's page is anonymous), all held-out: labelled and
// committed before the extractor ran on them, no rule written from them (test/fixtures/affiliations/PROVENANCE.md, round z59).
// Blind pair F1: LaTeX 0.846, PDF 1.000; author recall 0.933 / 1.000; Chinese names 5/5. Its one miss ("Owen Lewis \\ Goodfire")
// was mended in round z61 (a short line spelling the block's e-mail domain), read before the rule: LaTeX 1.000 after, not blind.
describeAffiliationCases('round z59 (held-out, blind): ML venues\' kits, authors\' own LaTeX files and their PDF first pages', ['round-z59/heldout'], {});
