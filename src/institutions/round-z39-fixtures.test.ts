import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z39 (branch z39): 14 real LaTeX files as their authors wrote them (kit sample blocks overridden or commented out, marks that
// list authors, two \author commands, symbol marks, accent escapes), labelled and committed before the extractor ran; blind pair F1
// design 0.964, held-out 0.643. Only the design half's misses were read to write a rule (an academy's "Academy of …" body kept as an
// institution of its own); the held-out half was read after the rule, and its known gaps are listed here, not fixed.
describeAffiliationCases('round z39 (design): authors\' own LaTeX files', ['round-z39/design'], {});
