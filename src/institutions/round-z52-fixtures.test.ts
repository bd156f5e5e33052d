import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z52 (branch z52): two more real Springer svjour3 front matters (sonwell/ib-paper, shirtsgroup/SAMPL5_comparison), split by
// sha256 of the case name and labelled by hand before the extractor ran. Blind pair F1 (main's code, before the svjour3 handler):
// design 0.000, held-out 0.000 — no author got an affiliation. After the handler (written from round z51's svjour3 cases): both 1.000.
describeAffiliationCases('round z52 (design): svjour3 \\institute{Name \\at address \\and …}', ['round-z52/design'], {});
describeAffiliationCases('round z52 (held-out, blind figure 0.000 before the handler)', ['round-z52/heldout'], {});
