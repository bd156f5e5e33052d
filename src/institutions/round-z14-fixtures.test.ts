import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { extractFile } from './extract.ts';
import { matchAffiliation } from './match.ts';
import { parseAffiliation } from './parse-affiliation.ts';

// Round z14 (branch z14): PDF first pages set with sn-jnl, acmart [sigconf], IEEEtran [journal] and AASTeX 6.31
// (test/fixtures/affiliations/PROVENANCE.md). The design half, and what its misses taught.
describeAffiliationCases('round z14 (design half): authors and author -> institution pairs', ['round-z14/design'], {
  'aastex-mpia-xmmcosmos-pdf': 'Carnegie Observatories and the Excellence Cluster Universe written otherwise than ROR names them; the AIM joint unit read as Université Paris Cité; "University of Hawaii" is ROR\'s system record where the label names Mānoa; IPMU resolves to its own ROR record where the label names its host; INAF-IASF Bologna',
  'acm-nuaa-canfg-pdf': 'the "Also with <laboratory>" note is read, but the hostless provincial key laboratory becomes a unit of the authors\' e-mail domain owner (NUAA) where the label keeps it by name',
  'acm-thu-agentmil-pdf': '"Research Institute of Tsinghua, Shenzhen" is not found as ROR\'s Research Institute of Tsinghua University in Shenzhen',
  'snjnl-uga-coreperiphery-pdf': 'not a reading gap: UTA, which ROR lacks, is named as the world-universities list names it ("The University of Texas at Arlington"); the eval\'s key drops the article and scores every pair right, this helper\'s key keeps it',
  'snjnl-fjmu-tissueunits-pdf': 'an NHC key laboratory read as the National Health Commission (the label keeps the laboratory by name)',
});

const casePath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z14/design', dir, 'paper.pdf');
const affiliationsOf = async (dir: string) => new Map((await extractFile(casePath(dir))).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))]));
const resolve = (s: string) => matchAffiliation(s).map((r) => r.ror ?? r.name_en);

describe('a numbered affiliation list longer than the block cap goes on (round z14 design, AASTeX 42 names over 29 affiliations)', () => {
  it('the 24th to 29th affiliations are read, so two-digit marks past 23 key them, not their digits', async () => {
    const got = await affiliationsOf('aastex-mpia-xmmcosmos-pdf');
    expect(got.get('H. J. McCracken')).toContain('022bnxw24');
    expect(got.get('D. Schiminovich')).toEqual(['00hj8s172']);
    expect(got.get('C. M. Urry')).toEqual(['03v76x132']);
  });
});

describe('a place\'s lower-case particles (round z14 design, AASTeX)', () => {
  it('"Garching bei München" and "Orme des Merisiers" are places, not organisations', () => {
    const kinds = (s: string) => parseAffiliation(s).parts.map((p) => p.kind);
    expect(kinds('Max-Planck-Institut für Extraterrestrische Physik, Postfach 1312, D-85741, Garching bei München, Germany')).toEqual(['org', 'address', 'address', 'place', 'country']);
    expect(resolve('European Southern Observatory, Karl-Schwarzschild-Strasse 2, D-85748, Garching bei München, Germany')).toEqual(['European Southern Observatory']);
    expect(parseAffiliation('CEA-Saclay, Service d’Astrophysique, Orme des Merisiers, Bat. 709, F-91191 Gif-sur-Yvette, France').parts[2].kind).toBe('place');
  });
});

describe('a name opened by an acronym and a hyphen (round z14 design, AASTeX)', () => {
  it('the name after the hyphen is read: an INAF observatory, the IPP', () => {
    expect(resolve('INAF-Osservatorio Astronomico di Roma, Via di Frascati 33, I-00040, Monteporzio Catone, Rome, Italy')).toEqual(['02hnp4676']);
    expect(resolve('INAF-Osservatorio Astronomico di Bologna, via Ranzani 1, I-40127 Bologna, Italy')).toEqual(['002hc6y19']);
    expect(resolve('IPP-Max-Planck-Institut for Plasma Physics, Boltzmann Strasse 2, D-85748, Garching bei München, Germany')).toEqual(['03taest98']);
  });

  it('a city after the hyphen is the acronym\'s organisation there: CEA-Saclay is the CEA', () => {
    expect(resolve('CEA-Saclay, Service d’Astrophysique, Orme des Merisiers, Bat. 709, F-91191 Gif-sur-Yvette, France')).toEqual(['00jjx8s55']);
  });
});

describe('a name the registry holds with its city joined, written with the city apart (round z14 design, AASTeX)', () => {
  it('"Swiss Federal Institute of Technology (ETH Hönggerberg), …, Zürich" is ETH Zurich ("… in Zurich")', () => {
    expect(resolve('Institute of Astronomy, Swiss Federal Institute of Technology (ETH Hönggerberg), CH-8093, Zürich, Switzerland')).toEqual(['05a28rw58']);
  });
});

describe('the two Italian forms of a university\'s name (round z14 design, AASTeX)', () => {
  it('"Università degli Studi di Bologna" is ROR\'s University of Bologna ("Università di Bologna")', () => {
    expect(resolve('Dipartimento di Astronomia, Università degli Studi di Bologna, via Ranzani 1, I-40127 Bologna, Italy')).toEqual(['01111rn36']);
  });
});

describe('an author card\'s institution wrapped before "and" (round z14 design, acmart CanFG)', () => {
  it('"Nanjing University of Aeronautics" / "and Astronautics" is one university', async () => {
    const got = await affiliationsOf('acm-nuaa-canfg-pdf');
    expect([...new Set(got.get('Tao Wang'))]).toEqual(['01scyh794']);
    expect(got.get('Xiangli Xiao')).toEqual(['01scyh794']);
  });
});

describe('an acmart author note that says "Also with X" (round z14 design, CanFG)', () => {
  it('gives X to the two names printed with its mark, the note\'s wrapped line joined, and to no other', async () => {
    const got = new Map((await extractFile(casePath('acm-nuaa-canfg-pdf'))).authors.map((a) => [a.name, a.affiliations.map((f) => f.text)]));
    const lab = 'Guangdong Provincial Key Laboratory of Novel Security Intelligence Technologies';
    expect(got.get('Tao Wang')).toContain(lab);
    expect(got.get('Yushu Zhang')).toContain(lab);
    expect(got.get('Xiangli Xiao')).not.toContain(lab);
  });
});

// Held-out half (read after its figure was re-taken unread, 0.430): what its misses taught.
const heldoutPath = (dir: string) => path.join(AFFILIATION_FIXTURES, 'round-z14/heldout', dir, 'paper.pdf');

describe('a hyphenated paper type under the names is a note (round z14 held-out, JLT)', () => {
  it('"(Top-Scored Paper)" is no affiliation: the footnote\'s "are with" sentences give the twelve authors theirs', async () => {
    const got = new Map((await extractFile(heldoutPath('ieee-fudan-photonicisac-pdf'))).authors.map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.ror ?? i.name_en))]));
    expect(got.get('Shilong Pan')).toEqual(['01scyh794']);
    expect(got.get('Nan Chi')).toContain('013q1eq08');
    expect(got.get('Nan Chi')).toContain('03qdqbt06');
  });
});

describe('a hyphen at a line\'s end before a capital is a compound\'s own (round z14 held-out, JLT)', () => {
  it('"Low-Earth-" / "Orbit" joins as "Low-Earth-Orbit"', async () => {
    const got = (await extractFile(heldoutPath('ieee-fudan-photonicisac-pdf'))).authors.find((a) => a.name === 'Boyu Dong')!;
    expect(got.affiliations.flatMap((f) => f.institutions.map((i) => i.name_en))).toContain('Shanghai Collaborative Innovation Center of Low-Earth-Orbit Satellite Communication Technology');
  });
});

describe('acronyms joined by a hyphen before a name (round z14 held-out, sn-jnl prompt-engineering review)', () => {
  it('"BNU-HKBU United International College" is ROR\'s college, not a name kept from a list without ROR ids', () => {
    expect(resolve('Guangdong Provincial Key Laboratory of Interdisciplinary Research and Application for Data Science, BNU-HKBU United International College, Zhuhai, 519087, China')).toEqual(['04snvc712']);
  });
});
