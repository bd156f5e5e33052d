import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// The design half of blind round f (branch ablind8: ACL, NeurIPS, IEEEtran, acmart, elsarticle and cas-dc author blocks;
// test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` only.
describeAffiliationCases('blind round f (design half): authors and author -> institution pairs', ['round-f/design']);
