import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { htmlFrontMatter } from './html-front-matter.ts';

// Round z24: LaTeXML 0.8.7 HTML of new real LaTeX front matter (test/fixtures/affiliations/round-z24) and further design pages
// generated from LaTeX cases no HTML round used (generated-design-6; those made from earlier rounds' held-out LaTeX cases,
// read while designing, are kept apart in generated-read-heldout); PROVENANCE.md. The held-out pages are scored by
// `npm run eval:affiliations` alone.

describeAffiliationCases('round z24: LaTeXML HTML of new real front matter (design): authors and author -> institution pairs', ['round-z24/design'], {});

/** Known gaps of the second batch's design pages, each still failing (`it.fails` turns red once fixed, so the entry must then go). */
const KNOWN_GAPS_B: Record<string, string> = {
  'ieee-copenhagen-dynasty-lesniak-html': '"University of Copenhagen and Dynasty Studios" (two organisations joined by "and", one of them no registry record) is kept as one name',
};
describeAffiliationCases('round z24, second batch (design): authors and author -> institution pairs', ['round-z24b/design'], KNOWN_GAPS_B);

const page = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, dir, 'index.html'), 'utf8');

describe('LaTeXML HTML readers (round z24 design pages)', () => {
  it('sn-jnl: an ORCID iD run on after the surname (\\orcid printed as an unknown macro) and the \\fnm / \\sur macros between the parts are no part of the name', () => {
    const got = htmlFrontMatter(page('generated-read-heldout/snjnl-mpu-camerawarp-html')).map((a) => a.name);
    expect(got).toEqual(['Yifu Zhao', 'Xiaofan Zou', 'Junhao Wei', 'Yanxiao Li', 'Sio-Kei Im', 'Yapeng Wang', 'Xu Yang']);
  });

  it('IEEEtran: one \\IEEEauthorblockA per refmark (several contacts, each opening with its digit) is a legend for the digits after the names, two run-together refmarks ("Egea12") two marks', () => {
    const got = new Map(htmlFrontMatter(page('generated-read-heldout/ieee-refmark-warwick-rlutc-html')).map((a) => [a.name, a.affiliations]));
    expect(got.get('Alvaro Cabrejas Egea')).toEqual(['MathSys Centre for Doctoral Training, University of Warwick, Coventry CV4 7AL, United Kingdom', 'Vivacity Labs, London NW5 3AQ, United Kingdom']);
    expect(got.get('Shaun Howell')).toEqual(['Vivacity Labs, London NW5 3AQ, United Kingdom']);
    expect(got.get('Maksis Knutins')).toEqual(['Vivacity Labs, London NW5 3AQ, United Kingdom']);
  });

  it('llncs: the \\inst marks LaTeXML prints twice each in the author notes ("2233" for \\inst{2,3}) are the institute marks 2 and 3', () => {
    const got = new Map(htmlFrontMatter(page('generated-read-heldout/llncs-oslo-xai-html')).map((a) => [a.name, a.affiliations]));
    expect(got.get('Jonatan Hoffmann Hanssen')).toEqual(['Department of Informatics, University of Oslo']);
    expect(got.get('Hugo Lewi Hammer')).toEqual(['Department of Computer Science, OsloMet', 'Department of Holistic Systems, SimulaMet']);
  });

  it('sn-jnl: the starred author written without \\fnm / \\sur ("[2,3]Can Bai" on a line before the affiliations) takes the creator left without a name, with its labels', () => {
    const got = htmlFrontMatter(page('generated-design-6/snjnl-ahu-tcm-html'));
    expect(got.map((a) => a.name)).toEqual(['Xianjun Han', 'Jincheng Fang', 'Zijian Wu', 'Can Bai', 'Renbao Huang']);
    expect(got[3].affiliations.map((a) => a.split(',')[0])).toEqual(['School of Acupuncture and Tuina College', 'First Clinical Medical College']);
  });

  it('a superscript holding a math mark (<sup><math alttext="\\dagger">) is one mark: the "†Work done during an internship" note stays a note', () => {
    const got = htmlFrontMatter(page('generated-read-heldout/acl-uw-deepmind-valueprofiles-html'));
    expect(got[0]).toEqual({ name: 'Taylor Sorensen', affiliations: ['Department of Computer Science, University of Washington, Seattle, WA, USA'] });
  });

  it('IEEEtran: an ordinal written plainly before a name ("1st Kacper Kenji Lesniak") is the template\'s numbering, no part of the name', () => {
    const got = htmlFrontMatter(page('round-z24b/design/ieee-copenhagen-dynasty-lesniak-html')).map((a) => a.name);
    expect(got).toEqual(['Kacper Kenji Lesniak', 'Maria Maistro']);
  });

  it('sn-jnl: an unstarred author (labels lost) whose e-mail domain the registry gives to the institution of some of the page\'s \\affil paragraphs has those; a mail service\'s domain gives nothing', () => {
    const got = new Map(htmlFrontMatter(page('generated-design-6/snjnl-ahu-tcm-html')).map((a) => [a.name, a.affiliations.map((t) => t.split(', ')[1])]));
    expect(got.get('Xianjun Han')).toEqual(['Anhui University']);
    expect(got.get('Zijian Wu')).toEqual(['Anhui University of Chinese Medicine', 'Anhui University of Chinese Medicine']);
    expect(got.get('Renbao Huang')).toEqual([]);
  });

  it('a note on a line of its own inside a personname ("Lunde Chen* / *Corresponding author") and the note\'s glyph after the name are no part of the name', () => {
    const got = htmlFrontMatter(page('generated-read-heldout/ieee-shu-reward-cot-html')).map((a) => a.name);
    expect(got).toEqual(['Xinning Zhu', 'Jinxin Du', 'Qiongying Fu', 'Lunde Chen']);
  });

  it('`A \\and B \\\\ address`: a creator that is a name alone shares the address block of the next creator', () => {
    const got = htmlFrontMatter(page('generated-read-heldout/emnlp-riff-alberta-html')).map((a) => ({ name: a.name, affiliations: a.affiliations }));
    expect(got).toEqual([
      { name: 'Saeed Najafi', affiliations: ['Department of Computing Science, University of Alberta, Canada'] },
      { name: 'Alona Fyshe', affiliations: ['Department of Computing Science, University of Alberta, Canada'] },
    ]);
  });
});
