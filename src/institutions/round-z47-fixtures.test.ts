import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z47 (branch z47): 18 real author-written LaTeX files (Elsevier cas-sc / cas-dc, acmart, Springer llncs, IEEEtran, AAAI 2026,
// ICML 2025, NeurIPS 2025, ICCV, authblk, REVTeX) and 18 pdfLaTeX first pages of them, 5 of the papers with an institution in China,
// labelled and committed before the extractor ran; blind pair F1 design 0.921 (LaTeX 0.957, PDF 0.884), held-out 0.771 (LaTeX 0.795,
// PDF 0.744). The design half's misses were read and ruled on (round-z47-rules.test.ts): design 1.000 after.
describeAffiliationCases('round z47 (design): authors\' own LaTeX files and their PDF first pages', ['round-z47/design'], {});

// The held-out half, read after the design rules and the known-gap rules (held-out 0.819 then; no longer blind from then on). Its
// misses are not ruled on.
describeAffiliationCases('round z47 (held-out, read after the rules): authors\' own LaTeX files and their PDF first pages', ['round-z47/heldout'], {
  'authblk-uba-conicet-collproc': 'IAFE, which the registry files under CONICET (no university), is kept as a third institution beside UBA and CONICET',
  'authblk-uba-conicet-collproc-pdf': 'as its LaTeX case, and "Consejo Nacional de / Investigaciones Científicas y Técnicas" wrapped over two lines is read as two pieces',
  'authblk-zju-nus-slotsync': 'FITEE markers "[$\\dagger$$\\ddagger$1]" / "[$$2]" in \\author[…]: no affiliation is read',
  'authblk-zju-nus-slotsync-pdf': '"School of Computer Science and Technology of Zhejiang University" (the university joined by "of") resolves to nothing',
  'casdc-unam-igeof-geomag-pdf': 'the name "Caccavari-Garza, A. L." on the page is split at its comma into two authors',
  'cassc-whu-ccnu-railine': 'Chang Li cites address 2, which does not exist (the CCNU address is declared 3): the label follows the e-mail',
  'cassc-whu-ccnu-railine-pdf': 'as its LaTeX case',
  'llncs-oxford-sussex-acdcl': 'three names in one \\author with no \\and and one \\inst: the last two are read as one name, the marks from the e-mails not read',
  'llncs-oxford-sussex-acdcl-pdf': 'as its LaTeX case',
  'neurips-nus-apart-debate': 'the second \\And card "Minh Nhat Nguyen \\\\ Apart Research \\\\ e-mail": "Apart Research" (no organisation word) read as a name',
});
