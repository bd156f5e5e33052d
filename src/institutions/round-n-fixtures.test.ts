import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// The design half of blind round n (branch alatex4: real arXiv LaTeXML HTML author blocks; test/fixtures/affiliations/PROVENANCE.md).
// The round's held-out half is scored by `npm run eval:affiliations` only.
describeAffiliationCases('blind round n (design half): authors and author -> institution pairs', ['round-n/design'], {});
