import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Real author blocks of each template, hand-labelled (test/fixtures/affiliations/PROVENANCE.md). Only the design half is
// tested here; the held-out half is scored by `npm run eval:affiliations` and never used to tune the code.

/** Known gaps, each still failing (vitest `it.fails` turns green into red once fixed, so the entry must then go). */
const KNOWN_GAPS: Record<string, string> = {};

describeAffiliationCases('template fixtures (design half): authors and author -> institution pairs', ['design'], KNOWN_GAPS);
