import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES } from '../../test/helpers/affiliation-fixtures.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Rules of branch ahtml2, each on a real arXiv LaTeXML HTML block of round n's held-out half (read after its blind figures were
// recorded; test/fixtures/affiliations/round-n/heldout).
const page = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-n/heldout', dir, 'index.html'), 'utf8');

describe('round n held-out rules (LaTeXML HTML)', () => {
  it('one personname holding names parted only by wide gaps, then one shared line after a <br>', () => {
    const got = htmlFrontMatter(page('latexml-pku-seqcomm-html'));
    expect(got.map((a) => a.name)).toEqual(['Ziluo Ding', 'Kefan Su', 'Weixin Hong', 'Liwen Zhu', 'Tiejun Huang', 'Zongqing Lu']);
    expect(got.every((a) => a.affiliations.join() === 'Peking University')).toBe(true);
    const wisc = htmlFrontMatter(page('latexml-wisc-debatevote-html'));
    expect(wisc.map((a) => a.name)).toEqual(['Hyeong Kyu Choi', 'Xiaojin Zhu', 'Yixuan Li']);
    expect(wisc[2].affiliations).toEqual(['Department of Computer Sciences, University of Wisconsin-Madison']);
  });

  it('the gap may be em spaces or runs of no-break spaces; a single no-break space stays inside a name', () => {
    const html = page('latexml-pku-seqcomm-html');
    const em = html.replace('Ziluo Ding     Kefan Su     Weixin Hong', 'Ziluo Ding\u2003Kefan Su\u00a0\u00a0Weixin\u00a0Hong');
    expect(em).not.toBe(html);
    expect(htmlFrontMatter(em).map((a) => a.name).slice(0, 3)).toEqual(['Ziluo Ding', 'Kefan Su', 'Weixin Hong']);
  });

  it('a line of links and icons only ("Datasets", "Source Code") after the e-mails is no affiliation', () => {
    const got = htmlFrontMatter(page('latexml-ucsd-memoryagent-html'));
    expect(got.map((a) => a.name)).toEqual(['Yuanzhe Hu', 'Yu Wang', 'Julian McAuley']);
    expect(got.every((a) => a.affiliations.join() === 'UC San Diego')).toBe(true);
  });

  it('a link whose text names an organisation still is an affiliation line', () => {
    const html = page('latexml-ucsd-memoryagent-html').replace('>Datasets</a>', '>Hugging Face Inc.</a>');
    expect(htmlFrontMatter(html)[0].affiliations).toContain('Hugging Face Inc. Source Code');
  });
});

describe('round n held-out rules (resolver)', () => {
  it('"Penn State University": a university\'s short name (alias "Penn State") with "University" after it', () => {
    expect(matchAffiliation('Penn State University').map((r) => r.ror)).toEqual(['04p491231']);
    // the short name must be a university's: "Georgia Tech" names an institute of technology
    expect(matchAffiliation('Georgia Tech University').map((r) => r.ror)).toEqual([null]);
  });
});
