import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { parseAuthorBlock } from './author-block.ts';
import { matchAffiliation } from './match.ts';
import { runsOfTextContent } from './pdf-layout.ts';

// Round z18 (branch z18): PDF first pages set with styles no round had — TMLR's tmlr.sty, PMLR's jmlr.cls, the arXiv preprint
// arxiv.sty (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round z18 (design half): authors and author -> institution pairs', ['round-z18/design'], {});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z18/design', dir, 'paper.pdf');
const affiliationsOf = async (dir: string) => new Map((await extractFile(casePath(dir))).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))]));

describe('a T1-encoded font without a Unicode map hands its ligatures over as control codes (round z18 design, the TMLR IR survey)', () => {
  it('0x1B–0x1F next to a letter are ff, fi, fl, ffi, ffl', () => {
    const item = (str: string) => ({ str, transform: [9, 0, 0, 9, 100, 500], width: 50 });
    expect(runsOfTextContent([item('Snow\u001dake Inc.'), item('Scienti\u001cc Computing'), item('e\u001bective')]).map((r) => r.str))
      .toEqual(['Snowflake Inc.', 'Scientific Computing', 'effective']);
  });

  it('"Snow\\u001dake Inc." on the page is Snowflake\'s record', async () => {
    expect((await affiliationsOf('tmlr-utah-irsurvey-pdf')).get('Puxuan Yu')).toEqual(['04vrpfw15']);
  });
});

describe('a unit\'s generic name that a record carries only as another name (round z18 design, Latte\'s Monash line)', () => {
  it('"Faculty of Information Technology" before Monash University is Monash\'s unit, not Centro Universitário FEI', () => {
    const got = matchAffiliation('Department of Data Science & AI, Faculty of Information Technology, Monash University');
    expect(got.map((r) => r.id)).toEqual(['02bfwt286']);
    expect(got[0].unit_en).toContain('Faculty of Information Technology');
  });

  it('on the page, the three Monash authors have Monash only', async () => {
    const got = await affiliationsOf('tmlr-monash-latte-pdf');
    for (const n of ['Xin Ma', 'Yuan-Fang Li', 'Cunjian Chen']) expect(got.get(n)).toEqual(['02bfwt286']);
  });
});

describe('a title set in small capitals, written in lower case (round z18 design, arxiv.sty "Quantifying hierarchy in scientific teams")', () => {
  it('the title is found (one full-size capital, the rest small capitals), so the three \\And columns under it are read', async () => {
    const got = await affiliationsOf('arxiv-uchicago-hierarchy-pdf');
    expect([...got]).toEqual([['Fengli Xu', ['024mw5h28']], ['Lingfei Wu', ['01an3r305']], ['James A. Evans', ['024mw5h28']]]);
  });
});

describe('an address stacked from its school to its university, a line each (round z18 design, Bei Wang in the TMLR IR survey)', () => {
  it('"Kahlert School of Computing" / "Scientific Computing and Imaging (SCI) Institute" / "University of Utah" is one affiliation', () => {
    const got = parseAuthorBlock('Bei Wang⟦⟧\nbeiwang@sci.utah.edu\nKahlert School of Computing\nScientific Computing and Imaging (SCI) Institute\nUniversity of Utah');
    expect(got.map((a) => a.affiliations)).toEqual([['Kahlert School of Computing, Scientific Computing and Imaging (SCI) Institute, University of Utah']]);
  });

  it('a stack that has reached its university does not take a second one: that starts a second affiliation', () => {
    const got = parseAuthorBlock('Vivek Srikumar⟦⟧\nsvivek@cs.utah.edu\nKahlert School of Computing\nUniversity of Utah\nUniversity of Waterloo');
    expect(got[0].affiliations).toEqual(['Kahlert School of Computing, University of Utah', 'University of Waterloo']);
  });
});
