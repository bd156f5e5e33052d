import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z5 (branch ablind30: LaTeX front matters of machine-learning and related papers in the common templates, 16 cases of 16 papers,
// 8 with a Chinese institution, collected in two batches; test/fixtures/affiliations/PROVENANCE.md). The design half, with the three rules
// its misses taught.
describeAffiliationCases('round z5 (design half): authors and author -> institution pairs', ['round-z5/design']);

const pairs = (tex: string) => latexFrontMatter(tex).map((a) => `${a.name} @ ${a.affiliations.join(' | ')}`);

describe('SAGE sagej: \\affilnum{n} after each name and at the head of each \\affiliation row (round z5 design)', () => {
  it('pairs each name with its numbered row, not every name with every row; the \\affilnum{*} note row is no affiliation', () => {
    const tex = fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-z5/design/sagej-sjtu-cambridge-humanvideo/front.tex'), 'utf8');
    const got = pairs(tex);
    expect(got).toHaveLength(7);
    expect(got.filter((p) => p.endsWith('@ Shanghai Jiao Tong University, China'))).toHaveLength(6);
    expect(got[5]).toBe('Guangming Wang @ University of Cambridge, UK');
  });

  it('reads a name with two numbers as both rows', () => {
    const tex = String.raw`\documentclass[Afour,sageh,times]{sagej}\begin{document}\title{T}\author{Ann Lee\affilnum{1}, Bo Wu\affilnum{1,2}}\affiliation{\affilnum{1}Kyoto University, Japan\\ \affilnum{2}RIKEN, Wako, Japan}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual(['Ann Lee @ Kyoto University, Japan', 'Bo Wu @ Kyoto University, Japan | RIKEN, Wako, Japan']);
  });
});

describe('a unit named after its own short name, "of the" an organisation, is a unit of that organisation (round z5 design)', () => {
  it('"CeMM Research Center for Molecular Medicine of the Austrian Academy of Sciences" is the Academy', () => {
    const got = matchAffiliation('CeMM Research Center for Molecular Medicine of the Austrian Academy of Sciences, Vienna, Austria');
    expect(got.map((r) => r.ror)).toEqual(['03anc3s24']);
  });

  it('"LIACS Institute for Advanced Computer Science of the Leiden University" is the university', () => {
    expect(matchAffiliation('LIACS Institute for Advanced Computer Science of the Leiden University, Netherlands').map((r) => r.ror)).toEqual(['027bh9e22']);
  });
});

describe('a name opening with the initials of a record\'s first words is that record (round z5 design, second batch)', () => {
  it('"PVP Siddhartha Institute of Technology" is Prasad V. Potluri Siddhartha Institute of Technology', () => {
    const got = matchAffiliation('Dept. of Data Science., PVP Siddhartha Institute of Technology, Vijayawada, India');
    expect(got.map((r) => r.ror)).toEqual(['01ttd2w16']);
  });

  it('"GGS Indraprastha University" is Guru Gobind Singh Indraprastha University; initials no record has stay an unknown organisation', () => {
    expect(matchAffiliation('University School of Information Technology, GGS Indraprastha University, Delhi, India').map((r) => r.ror)).toEqual(['034q1za58']);
    expect(matchAffiliation('XYZ Institute of Technology, Pune, India').map((r) => r.ror)).toEqual([null]);
  });
});

// From here on: rules from the held-out half's misses, read after its figure was taken (round z5's held-out half is read material).
describeAffiliationCases('round z5 (held-out, read): a five-institute llncs block of French joint units', ['round-z5/heldout'], {}, (d) => d === 'llncs-hust-rennes-lyon-semcache');

describe('French joint-unit lines (round z5 held-out, read: llncs-hust-rennes-lyon-semcache)', () => {
  it('a unit acronym with its code in parentheses ("LIFO (UR 4022)", "LIRIS (UMR 5205)") is the unit', () => {
    expect(matchAffiliation('Univ Orléans, INSA Centre Val de Loire, LIFO (UR 4022), Bourges, France').map((r) => r.ror)).toEqual(['014zrew76', '03y0qc033', '01nr3td38']);
    expect(matchAffiliation('LIRIS (UMR 5205), Lyon, France').map((r) => r.ror)).toEqual(['04dv4he91']);
  });

  it('"Univ Claude Bernard Lyon 1", "Univ Lumière Lyon 2": a numbered university, the short "Univ" for Université', () => {
    const got = matchAffiliation('CNRS, INSA Lyon, Univ Claude Bernard Lyon 1, Univ Lumière Lyon 2, École Centrale de Lyon, LIRIS (UMR 5205), Lyon, France');
    expect(got.map((r) => r.ror)).toEqual(['02feahw73', '050jn9y42', '029brtt94', '03rth4p18', '05s6rge65', '04dv4he91']);
    expect(matchAffiliation('Université Paris 8, Saint-Denis, France').map((r) => r.ror)).toEqual(['04wez5e68']);
  });

  it('a street number after a university word stays an address piece', () => {
    expect(matchAffiliation('Department of Physics, University of Leicester, University Road 5, Leicester, UK').map((r) => r.ror)).toEqual(['04h699437']);
  });
});
