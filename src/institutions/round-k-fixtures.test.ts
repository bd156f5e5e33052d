import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// The design half of blind round k (branch alatex2: sn-jnl, iopart, spconf, IEEEtran, plain article and one arXiv LaTeXML HTML
// author block; test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` only.
describeAffiliationCases('blind round k (design half): authors and author -> institution pairs', ['round-k/design'], {
  'ieeecompsoc-sydney-thanks': 'INSAIT\'s name holds a comma ("Institute for Computer Science, Artificial Intelligence and Technology") and is read as a unit + an organisation',
});
