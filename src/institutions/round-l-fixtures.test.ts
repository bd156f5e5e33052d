import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// The design half of blind round l (branch alatex3: OUP authoring template, sn-jnl variants, authblk;
// test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` only.
describeAffiliationCases('blind round l (design half): authors and author -> institution pairs', ['round-l/design'], {});
