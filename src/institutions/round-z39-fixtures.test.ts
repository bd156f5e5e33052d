import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z39 (branch z39): 14 real LaTeX files as their authors wrote them (kit sample blocks overridden or commented out, marks that
// list authors, two \author commands, symbol marks, accent escapes), labelled and committed before the extractor ran; blind pair F1
// design 0.964, held-out 0.643. Only the design half's misses were read to write a rule (an academy's "Academy of …" body kept as an
// institution of its own); the held-out half was read after the rule, and its known gaps are listed here, not fixed.
describeAffiliationCases('round z39 (design): authors\' own LaTeX files', ['round-z39/design'], {});

// The held-out half, read only after the rule above was written and measured (its misses were not used to change code): the cases
// below are known gaps, each a kind of real author-written file the extractor does not read yet.
describeAffiliationCases('round z39 (held-out, read after the rule): authors\' own LaTeX files', ['round-z39/heldout'], {
  // an organisation's name broken over two \textit lines ("Centres of Excellence in Science \&" / "Applied Technologies (CESAT)"):
  // the second line is read as the organisation
  'ieee-cesat-accelerator': 'organisation name broken over two \\textit lines',
  // "Sam's Club Technology / Wal-Mart Inc.": the hyphenated spelling is not found as the registry's Walmart
  'ieee-hit-walmart-ibeacon': 'company spelt "Wal-Mart Inc." not matched to the registry\'s Walmart',
  // (ieee-nankai-voip, two \author commands of which LaTeX prints the last, was a gap here; read by a rule written after this half
  // was read — IEEEtran's \author sets, not appends — so it no longer counts as blind)
  // \IEEEauthorblockA nested inside \IEEEauthorblockN, with marks that list authors ("1,3"): affiliation lines read as names
  'ieee-nii-kyoto-medshare': 'affiliation block nested inside the name block; marks listing authors',
  // "Graduate School at Shenzhen, Tsinghua Univesity" resolved by alias to Tsinghua SIGS (labels of earlier rounds give Tsinghua
  // University), and BNRist, which the registry lacks, dropped
  'ieee-tsinghua-adguard': 'Shenzhen graduate school read as its own record; BNRist dropped',
});
