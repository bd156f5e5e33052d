import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z46 (branch z46): 20 real author-written LaTeX files (NeurIPS 2023 / 2024 with \And, IEEEtran with \IEEEauthorrefmark and
// stacked \IEEEauthorblockN, spconf \twoauthors, Springer svjour3 / sn-jnl / llncs, elsarticle with word labels, key=value
// \affiliation, ecrc Procedia) and 20 pdfLaTeX first pages of them, 5 of the papers with an institution in China, labelled and
// committed before the extractor ran. PROVENANCE.md (round z46) gives the blind figures.
describeAffiliationCases('round z46 (design): authors\' own LaTeX files and their PDF first pages', ['round-z46/design']);

// The held-out half, read only after the design half's rules (PROVENANCE.md says when).
describeAffiliationCases('round z46 (held-out): authors\' own LaTeX files and their PDF first pages', ['round-z46/heldout']);
