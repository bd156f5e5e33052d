import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { matchAffiliation } from './match.ts';
import { cellAffiliations } from './pdf-front-matter.ts';

// Round z17 (branch z17): PDF first pages in layouts no round had — acmart author grids with shared and abbreviated institutions, IEEE
// \IEEEauthorrefmark symbol lines, Frontiers and MDPI sidebars, Scientific Reports' page-foot affiliations, a TST first-page footnote
// (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round z17 (design half): authors and author -> institution pairs', ['round-z17/design'], {});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z17/design', dir, 'paper.pdf');
const affiliationsOf = async (dir: string) => new Map((await extractFile(casePath(dir))).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))]));

describe('a registry name written with its words cut short (round z17 design, the AutoWebGLM KDD card grid)', () => {
  it('"Beijing U. of Posts and Telecoms" and "U. of Chinese Academy of Sciences" are BUPT and UCAS', () => {
    expect(matchAffiliation('Beijing U. of Posts and Telecoms, Beijing, China').map((r) => r.id)).toEqual(['04w9fbh59']);
    expect(matchAffiliation('U. of Chinese Academy of Sciences, Beijing, China').map((r) => r.id)).toEqual(['05qbk4x57']);
  });

  it('the cards\' authors get them on the page', async () => {
    const got = await affiliationsOf('acm-thu-autowebglm-pdf');
    expect(got.get('Shuntian Yao')).toEqual(['04w9fbh59']);
    expect(got.get('Pengbo Shen')).toEqual(['05qbk4x57']);
  });

  it('a word without a full stop is not taken as cut short, and a name of other words is not reached', () => {
    expect(matchAffiliation('Beijing U of Posts, Beijing, China').some((r) => r.id === '04w9fbh59')).toBe(false);
    expect(matchAffiliation('Beijing U. of Arts and Crafts, Beijing, China').some((r) => r.id === '04w9fbh59')).toBe(false);
  });
});

describe('an acmart card with two \\institution lines (round z17 design, the PAAC KDD card of Min Zhang)', () => {
  it('a proper name and its kind under a department of a university is a second organisation; the card\'s place goes with both', () => {
    expect(cellAffiliations(['DCST, Tsinghua University', 'Quan Cheng Laboratory', 'Beijing, China'])).toEqual(['DCST, Tsinghua University, Beijing, China', 'Quan Cheng Laboratory, Beijing, China']);
  });

  it('a unit named by what it does stays with the organisation above it', () => {
    expect(cellAffiliations(['DCST, Tsinghua University', 'Key Laboratory of Pervasive Computing', 'Beijing, China'])).toHaveLength(1);
  });

  it('on the page the card gives Tsinghua and the laboratory, and "DCST" reads as no acronym abroad', async () => {
    const got = await affiliationsOf('acm-hfut-paac-pdf');
    expect(got.get('Min Zhang')).toEqual(['03cve4549', 'Quan Cheng Laboratory']);
    expect(got.get('Peijie Sun')).toEqual(['03cve4549']);
  });
});
