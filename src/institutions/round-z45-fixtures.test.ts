import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z45 (branch z45): 12 real author-written LaTeX files (acmart sigconf / acmsmall / acmlarge / sigplan, elsarticle with labels,
// numeric labels or none, IEEEtran conference and journal, llncs, the ICCV kit) and 12 pdfLaTeX first pages of them, 10 of the papers
// with an institution in China or Hong Kong, labelled and committed before the extractor ran; blind pair F1 design 0.871 (LaTeX 0.868,
// PDF 0.875), held-out 0.909 (LaTeX 0.909, PDF 0.909). The design half's misses were read and ruled on (round-z45-rules.test.ts): design
// 1.000 after.
describeAffiliationCases('round z45 (design): authors\' own LaTeX files and their PDF first pages', ['round-z45/design']);

// The held-out half was read after the blind figures were committed and the design rules written, so none of it is blind from then on.
// Its misses (an IEEE "is the corresponding author and is with X, …, France, and Y, …" note; a centre absent from the registry written
// without a host) were ruled on: held-out 1.000.
describeAffiliationCases('round z45 (held-out, read after the blind figures): authors\' own LaTeX files and their PDF first pages', ['round-z45/heldout']);
