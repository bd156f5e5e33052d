import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z46 (branch z46): 20 real author-written LaTeX files (NeurIPS 2023 / 2024 with \And, IEEEtran with \IEEEauthorrefmark and
// stacked \IEEEauthorblockN, spconf \twoauthors, Springer svjour3 / sn-jnl / llncs, elsarticle with word labels, key=value
// \affiliation, ecrc Procedia) and 20 pdfLaTeX first pages of them, 5 of the papers with an institution in China, labelled and
// committed before the extractor ran; blind pair F1 design 0.680 (LaTeX 0.545, PDF 0.821), held-out 0.796 (LaTeX 0.839, PDF 0.757).
// The design half's misses were read and ruled on (round-z46-rules.test.ts): design 0.970 after (LaTeX 1.000, PDF 0.939).
describeAffiliationCases('round z46 (design): authors\' own LaTeX files and their PDF first pages', ['round-z46/design'], {
  'elsarticle-stanford-mit-reading-sigemeam-pdf': 'the address block\'s first line opens with a mark "a" no author carries, and is dropped (the two unmarked lines after it are read)',
  'spconf-iitdh-omnifedge-pdf': 'the ICASSP title in capitals over two italic name columns and their addresses: nothing is read from the page',
});

// The held-out half, read after the design rules and the re-run (so it is no longer blind). Its misses are not ruled on yet, except
// the centres written with their universities (elsarticle-uiuc-uchicago-wholetale: NCSA, TACC, NCEAS), read since branch z47
// (match.ts dropUnitOfUniversity), and ieeetran-csulb-sharks and its page since round z50 (a US state and ZIP after a spaced dash).
describeAffiliationCases('round z46 (held-out, read after the design rules): authors\' own LaTeX files and their PDF first pages', ['round-z46/heldout'], {
  'elsarticle-cambridge-berkeley-mpm': '"University of Montpellier II" resolves to the registry\'s Université Montpellier 2 record; labelled as the merged Université de Montpellier',
  'elsarticle-cambridge-berkeley-mpm-pdf': 'as its LaTeX case',
  'ieeetran-ntu-stablecoin-pdf': 'the placeholder lines "Student\'s Matriculation Number" / "Email address of Student" are read as organisations; names come row by row',
});
