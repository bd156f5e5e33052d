import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// The design half of blind round k (branch alatex2: sn-jnl, iopart, spconf, IEEEtran, plain article and one arXiv LaTeXML HTML
// author block; test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` only.
// (INSAIT's name, which holds a comma, was a known gap here until round p's rule in parse-affiliation.ts)
describeAffiliationCases('blind round k (design half): authors and author -> institution pairs', ['round-k/design'], {});
