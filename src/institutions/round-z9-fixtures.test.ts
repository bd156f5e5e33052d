import { describe, expect, it } from 'vitest';
import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { matchAffiliation } from './match.ts';
import { splitAlsoWith, withAffiliations, withSentences } from './with-sentences.ts';

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

// The held-out half, read after its blind figure (pairs 0.972) was taken again under the design data entry: one rule from its misses.
describe('"X was with A, and also with B. He is now with C" gives X the affiliations the work was done at (round z9 held-out, EDA drift)', () => {
  const note = 'Weijie Zheng was with the Department of Computer Science and Technology, Tsinghua University, Beijing 100084, China, and also with '
    + 'the the Laboratoire d\'Informatique, École Polytechnique, 91120 Palaiseau, France. He is now with the University Key Laboratory of Evolving '
    + 'Intelligent Systems of Guangdong Province, Department of Computer Science and Engineering, Southern University of Science and Technology, '
    + 'Shenzhen 518055, China, and also with the School of Computer Science and Technology, University of Science and Technology of China, Hefei '
    + '230027, China (e-mail: chengwj13@tsinghua.org.cn).';

  it('reads the "was with" sentence for the author it names', () => {
    const got = withAffiliations(withSentences(note), 'Weijie Zheng');
    expect(got?.flatMap(splitAlsoWith)).toEqual(['Department of Computer Science and Technology, Tsinghua University, Beijing 100084, China',
      'the Laboratoire d\'Informatique, École Polytechnique, 91120 Palaiseau, France']);
  });

  it('an author whom an "is with" sentence names keeps that sentence alone', () => {
    const by = withSentences('A. Smith was with Foo University, Bar, UK. A. Smith is with Baz University, Qux, UK. B. Jones is with Quux Labs, Paris, France.');
    expect(withAffiliations(by, 'Alice Smith')).toEqual(['Baz University, Qux, UK']);
    expect(withAffiliations(by, 'Bob Jones')).toEqual(['Quux Labs, Paris, France']);
  });
});

describe('"He is now with …" names no author, not one surnamed He (round z9 held-out, EDA drift, read beyond the scores)', () => {
  it('an author surnamed He without a sentence of their own gets none of the pronoun\'s', () => {
    const by = withSentences('Weijie Zheng was with Tsinghua University, Beijing 100084, China. He is now with the Southern University of Science and '
      + 'Technology, Shenzhen 518055, China. Benjamin Doerr is with the Laboratoire d\'Informatique, École Polytechnique, 91120 Palaiseau, France.');
    expect(withAffiliations(by, 'Xiao He')).toBeUndefined();
    expect(withAffiliations(by, 'Weijie Zheng')).toEqual(['Tsinghua University, Beijing 100084, China']);
  });
});
