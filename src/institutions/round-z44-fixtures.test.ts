import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z44 (branch z44): 10 real author-written LaTeX files (CVPR kits, ECCV on llncs, ICASSP spconf, ACL 2023, Springer svjour3,
// bmvc2k with the authors' own author macros, authblk, Elsevier cas-dc) and 9 pdfLaTeX first pages of them, labelled and committed
// before the extractor ran; blind pair F1 design 0.821 (LaTeX 0.842, PDF 0.800), held-out 0.909 (LaTeX 0.909, PDF 0.909).
// The design half's misses were read and ruled on (round-z44-rules.test.ts): design 1.000 after.
describeAffiliationCases('round z44 (design): authors\' own LaTeX files and their PDF first pages', ['round-z44/design']);

// The held-out half was read after the blind figures were committed and the design rules written, so none of it is blind from then on.
// Its misses (an \orcid icon macro read as names, Springer's middle dots kept in names, MBZUAI unresolved) were ruled on: held-out 1.000.
describeAffiliationCases('round z44 (held-out, read after the blind figures): authors\' own LaTeX files and their PDF first pages', ['round-z44/heldout']);
