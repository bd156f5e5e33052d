import { describe, expect, it } from 'vitest';
import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { matchAffiliation } from './match.ts';

// Round z9 (branch apdf39): PDF first pages of real front matter set with the REAL conference style files (icml2025, neurips_2024,
// aaai25, IEEEtran, acmart; test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round z9 (design half): authors and author -> institution pairs', ['round-z9/design'], {});

const named = (text: string) => matchAffiliation(text).map((r) => [r.ror ?? null, r.name_en]);

describe('a CAS centre in Hong Kong the ROR subset lacks, written with its institute\'s acronym (round z9 design, Happy; data)', () => {
  it('"Centre for Artificial Intelligence and Robotics, HKISI-CAS, China" is that centre, not an organisation named "HKISI-CAS"', () => {
    expect(named('Centre for Artificial Intelligence and Robotics, HKISI-CAS, China'))
      .toEqual([[null, 'Centre for Artificial Intelligence and Robotics, Hong Kong Institute of Science and Innovation, Chinese Academy of Sciences']]);
  });

  it('another body\'s centre of the same name stays its own host\'s (DRDO in India, a university\'s centre)', () => {
    expect(named('Centre for Artificial Intelligence and Robotics (CAIR), DRDO, Bangalore, India').map((r) => r[0])).toEqual(['05k37v296']);
    expect(named('Centre for Artificial Intelligence and Robotics, University of Macau, Macau').map((r) => r[0])).toEqual(['01r4q9n85']);
  });
});
