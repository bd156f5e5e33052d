import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z61 (branch z61), part 2: 11 real author-written LaTeX files (NeurIPS 2024 x4, NeurIPS 2026, ICML 2025, ACM acmart sigconf,
// IEEEtran conference, Springer sn-jnl x2, elsarticle) and 10 pdfLaTeX first pages of them (stand-in kits from rounds z48 / z54 / z55), split by
// the sha256 of the case name (round-z61/SPLIT.md), labelled and committed before the extractor ran on them (PROVENANCE.md, round z61).
// Blind pair F1: design LaTeX 0.933, PDF 1.000; held-out LaTeX 1.000, PDF 1.000; author recall 1.000; Chinese names 6/6 and 10/10.
// The design half's one miss ("Max" / "BioTender": the company read as a second author) gave a rule (round-z61-rules.test.ts).
// Batch 2 (one elsarticle paper from China, held-out, labelled and paged before the extractor ran on it): pairs 1.000 / 1.000,
// Chinese names 2/6 (two companies of the China Resources Power group have no registry record and no Chinese name).
describeAffiliationCases('round z61 (design): authors\' own LaTeX files and their PDF first pages', ['round-z61/design']);
describeAffiliationCases('round z61 (held-out, blind): authors\' own LaTeX files and their PDF first pages', ['round-z61/heldout']);
