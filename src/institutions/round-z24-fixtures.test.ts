import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { htmlFrontMatter } from './html-front-matter.ts';

// Round z24: LaTeXML 0.8.7 HTML of new real LaTeX front matter (test/fixtures/affiliations/round-z24) and further design pages
// generated from LaTeX cases no HTML round used (generated-design-6); PROVENANCE.md. The held-out pages are scored by
// `npm run eval:affiliations` alone.

describeAffiliationCases('round z24: LaTeXML HTML of new real front matter (design): authors and author -> institution pairs', ['round-z24/design'], {});

const page = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, dir, 'index.html'), 'utf8');

describe('LaTeXML HTML readers (round z24 design pages)', () => {
  it('sn-jnl: an ORCID iD run on after the surname (\\orcid printed as an unknown macro) and the \\fnm / \\sur macros between the parts are no part of the name', () => {
    const got = htmlFrontMatter(page('generated-design-6/snjnl-mpu-camerawarp-html')).map((a) => a.name);
    expect(got).toEqual(['Yifu Zhao', 'Xiaofan Zou', 'Junhao Wei', 'Yanxiao Li', 'Sio-Kei Im', 'Yapeng Wang', 'Xu Yang']);
  });

  it('IEEEtran: one \\IEEEauthorblockA per refmark (several contacts, each opening with its digit) is a legend for the digits after the names, two run-together refmarks ("Egea12") two marks', () => {
    const got = new Map(htmlFrontMatter(page('generated-design-6/ieee-refmark-warwick-rlutc-html')).map((a) => [a.name, a.affiliations]));
    expect(got.get('Alvaro Cabrejas Egea')).toEqual(['MathSys Centre for Doctoral Training, University of Warwick, Coventry CV4 7AL, United Kingdom', 'Vivacity Labs, London NW5 3AQ, United Kingdom']);
    expect(got.get('Shaun Howell')).toEqual(['Vivacity Labs, London NW5 3AQ, United Kingdom']);
    expect(got.get('Maksis Knutins')).toEqual(['Vivacity Labs, London NW5 3AQ, United Kingdom']);
  });
});
