import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { matchAffiliation } from './match.ts';

// Round z21 (branch z21): PDF first pages set with classes no round had — ICASSP's spconf.sty, JHEP's jheppub.sty, ACS's achemso,
// Quantum's quantumarticle, OUP's authoring template, jmlr2e, Interspeech, IOP's iopart, an Inderscience journal page
// (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round z21 (design half): authors and author -> institution pairs', ['round-z21/design'], {
  'spconf-twente-iirs-freshsnow-pdf': 'the Indian Institute of Remote Sensing, ISRO\'s institute the registry lacks, is read as ISRO (the label keeps it by name)',
});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z21/design', dir, 'paper.pdf');
const affiliationsOf = async (dir: string) => new Map((await extractFile(casePath(dir))).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))]));
const DICP = '00prkya54';
const UCAS = '05qbk4x57';
const CAS = '034t30j35';

describe('achemso manuscripts (round z21 design, the DICP page): a double-spaced legend printed with full-size symbols', () => {
  it('a legend line opened by a full-size footnote symbol the names carry as a superscript is read under that marker', async () => {
    // "Xiaoxiao Lu,⟦†⟧" has the † line only; "⟦‡⟧School of Chemical Sciences, UCAS" is not hers
    expect((await affiliationsOf('achemso-dicp-pipfi-pdf')).get('Xiaoxiao Lu')).toEqual([DICP, CAS]);
  });

  it('so its wrapped tail, double-spaced below it ("…, Dalian Institute of Chemical" / "Physics, Chinese Academy of Science, …"), goes on with it', async () => {
    expect((await affiliationsOf('achemso-dicp-pipfi-pdf')).get('Yiping Hao')).toEqual([DICP, CAS, UCAS]);
  });

  it('the section heading under the block ("The Mathematical Principles Overview of the New Algorithm", followed by prose) ends it', async () => {
    expect((await affiliationsOf('achemso-dicp-pipfi-pdf')).get('Bina Fu')).toEqual([DICP, CAS, UCAS, 'Hefei National Laboratory']);
  });
});

describe('a laboratory written by its acronym before the organisations that run it (round z21 design, the JHEP pages)', () => {
  it('"CPHT, CNRS, École Polytechnique, Institut Polytechnique de Paris": CPHT (under CNRS\'s Institut de Physique) is their unit', () => {
    expect(matchAffiliation('CPHT, CNRS, École Polytechnique, Institut Polytechnique de Paris, Palaiseau, France').map((r) => r.id)).toEqual(['02feahw73', '05hy3tk52', '042tfbd02']);
  });

  it('"LAPTh, Université Savoie Mont Blanc, CNRS": LAPTh is their unit', () => {
    expect(matchAffiliation('LAPTh, Université Savoie Mont Blanc, CNRS, B.P. 110, F-74941 Annecy-le-Vieux, France').map((r) => r.id)).toEqual(['04gqg1a07', '02feahw73']);
  });

  it('a school written by its acronym before its parent is no laboratory: "LVMT, ENPC, Institut Polytechnique de Paris, …" keeps ENPC', () => {
    // a real affiliation line (stored id 70071149052)
    expect(matchAffiliation('LVMT, ENPC, Institut Polytechnique de Paris, Univ Gustave Eiffel, Marne-la-Vallée, France').map((r) => r.id)).toContain('02nwvxz07');
  });

  it('on the pages, the authors get the parents only', async () => {
    expect((await affiliationsOf('jhep-cpht-ihes-rydberg-pdf')).get('Junchen Rong')).toEqual(['02feahw73', '05hy3tk52', '042tfbd02']);
    expect((await affiliationsOf('jhep-lapth-mpp-wilsonloops-pdf')).get('Dmitry Chicherin')).toEqual(['04gqg1a07', '02feahw73']);
  });
});

describe('a title set in capitals in the names\' size (round z21 batch 2 design, the IGARSS spconf page)', () => {
  it('the capitals title ends at the mixed-case names line, whose names and the numbered addresses under it are read', async () => {
    const got = await affiliationsOf('spconf-twente-iirs-freshsnow-pdf');
    expect([...got.keys()]).toEqual(['Sayantan Majumdar', 'Praveen K. Thakur', 'Ling Chang', 'Shashi Kumar']);
    expect(got.get('Ling Chang')).toEqual(['006hf6230']);
  });
});

describe('a university\'s faculty whose own record the registry files under the university (round z21 batch 2 design, the IGARSS spconf page)', () => {
  const line = 'Department of Earth Observation Science, Faculty of Geo-information Science and Earth Observation (ITC), University of Twente, Enschede, The Netherlands';
  it('"Faculty of Geo-information Science and Earth Observation (ITC), University of Twente" is Twente, not its ITC record', () => {
    expect(matchAffiliation('Faculty of Geo-information Science and Earth Observation (ITC), University of Twente, Enschede').map((r) => r.id)).toEqual(['006hf6230']);
  });
  it('and a department written before it, matching the ITC record only through another of its names, is read no further', () => {
    expect(matchAffiliation(line).map((r) => r.id)).toEqual(['006hf6230']);
  });
});

describe('an organisation whose registry name is its written name followed by the city written (round z21 batch 2 design, the OUP ambigrams page)', () => {
  it('"Chan Zuckerberg Biohub, 499 Illinois Street, San Francisco" is Chan Zuckerberg Biohub San Francisco, not the Initiative', () => {
    expect(matchAffiliation('Chan Zuckerberg Biohub, 499 Illinois Street, San Francisco, CA 94158, USA').map((r) => r.id)).toEqual(['00knt4f32']);
  });
});
