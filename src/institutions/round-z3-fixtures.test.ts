import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { joinWrapped } from './author-block.ts';
import { extractFile } from './extract.ts';

// The design half of round z3 (branch apdf27: ICML, CVF, ACL, ICLR, NeurIPS and AAAI stand-in pages and an IEEE Transactions page of real
// papers, test/fixtures/affiliations/PROVENANCE.md). Round z3's held-out half is scored by `npm run eval:affiliations` alone.
describeAffiliationCases('round z3 (design half): authors and author -> institution pairs', ['round-z3/design']);

// EGD's ACL-style legend of four affiliations runs past the line and TeX wraps the last one's head word: "⟦4⟧Fudan" / "University".
describe('a wrapped legend whose next line opens with a bare head word', () => {
  it('reads "Fudan University", not "Fudan, University" (acl-suda-egd-pdf)', async () => {
    const got = await extractFile(path.join(AFFILIATION_FIXTURES, 'round-z3/design/acl-suda-egd-pdf/paper.pdf'));
    const texts = new Set(got.authors.flatMap((a) => a.affiliations.map((f) => f.text)));
    expect(texts).toContain('Fudan University');
  });
  it.each([
    ['Fudan', 'University', 'Fudan University'],
    ['⟦2⟧School of Computing, Peking', 'University, Beijing, China', '⟦2⟧School of Computing, Peking University, Beijing, China'],
    ['Max Planck', 'Institute for Informatics', 'Max Planck, Institute for Informatics'],
    ['Department of Physics, Tsinghua University', 'University of Tokyo', 'Department of Physics, Tsinghua University, University of Tokyo'],
  ])('%s / %s', (above, below, want) => {
    expect(joinWrapped(above, below)).toBe(want);
  });
});
