import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z66 (branch z66): 9 author blocks of ML-conference papers — seven with institutions in China, taken from Markdown conversions
// of the papers' first pages and set by us in the kit's own form; two real LaTeX sources — each with a pdfLaTeX first page set with
// the kit's real style file (acl, cvpr, neurips_2024, iclr2026_conference; not redistributed: PROVENANCE), split by the sha256 of the case name
// (round-z66/SPLIT.md), labelled and committed before the extractor ran on them. Blind pair F1: design 1.000 / 1.000; held-out
// LaTeX 0.909, PDF 0.978 (0.916 / 0.985 with the one label corrected after the run; after the rules 0.985 / 0.985). After the round's rules
// (round-z66-rules.test.ts; the held-out half's misses were read too) the cases below are left. Batch 2 (an ICML 2026 block with the real
// icml2026.sty, design, scored blind against the rules): 1.000 / 1.000.
const VIVO = 'the phone maker written "VIVO" alone is kept by name as "VIVO", not read as vivo (维沃): a "vivo" / "VIVO" key of the alias also took "Vivo Energy" (round z\'s guard: a word that is the brand is no key of it)';
describeAffiliationCases('round z66 (design): ML-kit author blocks and their PDF first pages', ['round-z66/design'], {});
describeAffiliationCases('round z66 (held-out, read after its blind figures): ML-kit author blocks and their PDF first pages', ['round-z66/heldout'], {
  'cvpr-pku-hku-slam3r': VIVO,
  'cvpr-pku-hku-slam3r-pdf': VIVO,
});
