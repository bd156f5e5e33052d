import { describe, expect, it } from 'vitest';
import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { matchAffiliation } from './match.ts';

// Round z16 (branch z16): whole real main .tex front matters of 15 papers, with what real authors do (their own affiliation macros,
// commented-out author blocks, anonymous submissions, an abstract in the preamble, \editor, kit sample rows left inside the author
// block) — test/fixtures/affiliations/PROVENANCE.md. The design half, and what its misses taught.
describeAffiliationCases('round z16 (design half): authors and author -> institution pairs', ['round-z16/design']);

// DPA4 (design): "AI for Science Institute, Beijing" is the institute's own name (its city is part of it) and neither it nor
// DP Technology is in the ROR subset — registry data, as Houmo AI and the Beijing Computational Science Research Center.
describe('AI for Science Institute (Beijing) and DP Technology are registry data (round z16 design, DPA4)', () => {
  it('"AI for Science Institute, Beijing, China" is the institute under its own name, with its Chinese name', () => {
    const [r] = matchAffiliation('AI for Science Institute, Beijing, China');
    expect([r.id, r.name_en, r.name_zh, r.country]).toEqual(['x-aisi', 'AI for Science Institute, Beijing', '北京科学智能研究院', 'CN']);
  });

  it('"DP Technology, Beijing, China" and "Beijing DP Technology Co., Ltd." are the company, with its Chinese name', () => {
    for (const s of ['DP Technology, Beijing, China', 'Beijing DP Technology Co., Ltd.']) {
      const [r] = matchAffiliation(s);
      expect([r.id, r.name_zh, r.country]).toEqual(['x-dptech', '深势科技', 'CN']);
    }
  });
});
