import { describe, expect, it } from 'vitest';
import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { matchAffiliation } from './match.ts';

// The design half of round z (branch apdf25: NeurIPS, CVF, ICML, ICLR and AAAI stand-in pages and IEEE journal "is with" footnotes of
// real papers, test/fixtures/affiliations/PROVENANCE.md), and the rules drawn from it. Round z's held-out half is scored by
// `npm run eval:affiliations` alone. The case acm-pku-seek-pdf is the test of the name-size condition of `gridCells`
// (pdf-front-matter.ts): an "Unaffiliated" line under an e-mail line is its cell's institution, not another author; it fails without it.
describeAffiliationCases('round z (design half): authors and author -> institution pairs', ['round-z/design']);

// Held-out, read after its blind figure: GIER's AAAI affiliation run wraps into the e-mail line ("…, Central" / "South University,
// Changsha, China {yangliu, …}@csu.edu.cn"), which the author region took for running text (its addresses are lower-case words) and cut.
describeAffiliationCases('round z (held-out, read): an affiliation run wrapped into the e-mail line', ['round-z/heldout'], {}, (d) => d === 'aaai-csu-gier-pdf');

// Each rule's affiliation as printed on its page, a varied one, and one the rule must leave alone: [rule, affiliation, records (ROR id
// or the name kept), the first record's unit].
const READINGS: [string, string, string[], string | null][] = [
  ['a campus written "of" its university (CamEdit)', 'Shenzhen Campus of Sun Yat-sen University', ['0064kty71'], 'Shenzhen Campus'],
  ['a campus written "of" its university', 'Weihai Campus of Harbin Institute of Technology, Weihai, China', ['01yqg2h08'], 'Weihai Campus'],
  ['an acronym with its campus city in parentheses (CamEdit)', 'HKUST (Guangzhou)', ['050h0vm43'], null],
  ['the acronym alone is the Hong Kong record', 'HKUST', ['00q4vv597'], null],
  ['a city in parentheses where the registry has no campus record', 'University of Washington (Seattle)', ['00cvxb145'], null],
  ['an institute named "of" a province (UAV relaying)', 'Institute of Environmental Geology Exploration of Guangdong Province, Guangzhou 510080, China',
    ['Institute of Environmental Geology Exploration of Guangdong Province'], null],
  ['an institute named after no government stays a unit of an unnamed university', 'Institute of Mathematics and Statistics', [], null],
  ['a Tsinghua centre printed as its acronym alone, data (MoESD)', 'BNRist', ['03cve4549'], 'BNRist'],
  ['the centre before its host is still one Tsinghua affiliation', 'School of Integrated Circuits, BNRist, Tsinghua University, Beijing, China', ['03cve4549'],
    'School of Integrated Circuits, BNRist'],
  ['a company lab the registry lacked, data (LearnAct, held-out, read)', 'vivo AI Lab, ShenZhen, China', ['vivo Mobile Communication Co., Ltd'], null],
  ['a word that is the brand is no key of it', 'Vivo Energy, London, UK', ['Vivo Energy'], null],
  ['no institution, then the city the author lives in (SEEK)', 'Unaffiliated, Hangzhou, China', [], null],
  ['no institution, another wording', 'Independent Researcher, Beijing, China', [], null],
  ['the words before an institution leave it named', 'Unaffiliated, Peking University, Beijing, China', ['02v51f717'], null],
];

describe('round z readings of single affiliations', () => {
  it.each(READINGS)('%s: %s', (_rule, raw, want, unit) => {
    const got = matchAffiliation(raw);
    expect(got.map((r) => r.ror ?? r.name_en)).toEqual(want);
    if (got.length) expect(got[0].unit_en).toBe(unit);
  });
});
