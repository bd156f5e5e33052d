import { describe, expect, it } from 'vitest';
import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { matchAffiliation } from './match.ts';

// Round z10 (branch apdf40): PDF first pages of real front matter set with REAL class / style files round z9 did not use (the ICLR 2025
// kit, IEEEtran [conference], acmart sigconf, elsarticle, cas-sc, revtex4-2, llncs; test/fixtures/affiliations/PROVENANCE.md).
// The design half, and what its misses taught.
describeAffiliationCases('round z10 (design half): authors and author -> institution pairs', ['round-z10/design'], {
  // the company is Neural Magic; the page prints it as one word, which is kept as printed (no rule splits a written brand name)
  'iclr-ista-gptq-pdf': 'the page prints "NeuralMagic" for Neural Magic',
});

const named = (text: string) => matchAffiliation(text).map((r) => [r.ror ?? null, r.name_en]);

describe('a known organisation "&" a company written as one camel-case word (round z10 design, GPTQ)', () => {
  it('"IST Austria & NeuralMagic" is two organisations, not one named by the whole line', () => {
    expect(named('IST Austria & NeuralMagic')).toEqual([['03gnh5541', 'Institute of Science and Technology Austria'], [null, 'NeuralMagic']]);
  });

  it('a place written with a short first part stays a place ("DeKalb"), and a name joined inside stays whole', () => {
    expect(named('University of Illinois & DeKalb')).toHaveLength(1);
    expect(named('College of Mechanical & Vehicle Engineering, Hunan University, Changsha 410082, China').map((r) => r[0])).toEqual(['05htk5m33']);
  });
});
