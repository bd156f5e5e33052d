import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z51 (branch z51): 15 real author-written LaTeX files (IEEE Access x5 — with stand-in class —, IEEEtran journal x2, NeurIPS
// 2021/2023 x3, Springer svjour3 x3 — a class the fixtures had not held —, REVTeX 4, acmart in anonymous review mode) and 11 pdfLaTeX
// first pages of them (no page for svjour3 — not in TeX Live — nor the anonymous acmart paper); no paper with an institution in
// China: the index gave none unused. Labelled and committed before the extractor ran. Blind pair F1: design LaTeX 0.909, PDF 0.583;
// held-out LaTeX 0.932, PDF 0.840. The design half's misses were read and ruled on (round-z51-rules.test.ts): design 1.000 / 1.000
// after; held-out (not read before the rules) 0.932 / 0.960 after.
describeAffiliationCases('round z51 (design): authors\' own LaTeX files and their PDF first pages', ['round-z51/design'], {});

// The held-out half, read after the design rules (no longer blind from then on). Its misses are not ruled on here; round z53's
// REVTeX rule (an address closed by the e-mail mark, round-z53-rules.test.ts) closed revtex-delft-ufbb-pdf.
describeAffiliationCases('round z51 (held-out, read after the rules): authors\' own LaTeX files and their PDF first pages', ['round-z51/heldout'], {
  'ieeeaccess-hct-irit-tba': '"IRIT, UPS, Université de Toulouse": IRIT (its own registry record) is kept beside the two universities the label takes',
  'ieeeaccess-hct-irit-tba-pdf': 'as its LaTeX case',
  'svjour3-ctu-bnl-mista': 'read since round z52 (each author gets the address after \\at), but "STAR, Brookhaven National Laboratory" also keeps the STAR record, and "Nuclear Physics Institute (NPI), Academy of Sciences (ASCR)" matches the academy, not its institute',
});
