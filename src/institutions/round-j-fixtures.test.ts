import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { isNoteLine, parseAuthorBlock } from './author-block.ts';
import { resolveAuthors } from './extract.ts';
import { matchAffiliation } from './match.ts';
import { parseAffiliation } from './parse-affiliation.ts';
import { pdfFrontMatter } from './pdf-front-matter.ts';

// The design half of round j (branch ablind11: printed first pages transcribed from text conversions of real papers' PDFs,
// test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` alone.
describeAffiliationCases('round j (design half): authors and author -> institution pairs', ['round-j/design']);

const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-j', 'design', name, 'paper.pdf')));
const institutions = (f: { institutions: { name_en: string }[] }[]) => f.flatMap((x) => x.institutions.map((i) => i.name_en));

describe('an ACM journal author line: names in capitals, then their affiliation (round j, TOMM page)', () => {
  it('reads the grouped names apart from an affiliation that opens with a unit wrapped mid-name', async () => {
    // "AO FU, JIAQI ZHAO, YONG ZHOU, WENLIANG DU, and RUI YAO, School of Computer" / "Science and Technology, China University …"
    const got = await pdfFrontMatter(read('acm-cumt-srca-pdf'));
    expect(got.map((a) => a.name)).toEqual(['Ao Fu', 'Jiaqi Zhao', 'Yong Zhou', 'Wenliang Du', 'Rui Yao', 'Abdulmotaleb El Saddik']);
  });

  it('takes the capitals before the first mixed-case piece for names, whatever that piece is', () => {
    const got = parseAuthorBlock('AO FU, JIAQI ZHAO, and RUI YAO, School of Computer\nScience and Technology, China University of Mining and Technology, Xuzhou, China\nABDULMOTALEB EL SADDIK, EECS, University of Ottawa, Ottawa, Ontario, Canada');
    expect(got.map((a) => a.name)).toEqual(['Ao Fu', 'Jiaqi Zhao', 'Rui Yao', 'Abdulmotaleb El Saddik']);
    expect(got[3].affiliations).toEqual(['EECS, University of Ottawa, Ottawa, Ontario, Canada']);
    // an organisation's acronyms in capitals are no names ("MIT CSAIL"), without a list's "and NAME"
    expect(parseAuthorBlock('MIT CSAIL, Cambridge, MA, USA').map((a) => a.name)).not.toContain('MIT CSAIL');
  });

  it('splits one author\'s affiliations joined by "and" after a country', async () => {
    const line = 'ABDULMOTALEB EL SADDIK, EECS, University of Ottawa, Ottawa, Ontario, Canada and Computer Vision, Mohamed Bin Zayed University for Humanities, Abu Dhabi, United Arab Emirates';
    expect(parseAuthorBlock(line)[0].affiliations).toEqual(['EECS, University of Ottawa, Ottawa, Ontario, Canada', 'Computer Vision, Mohamed Bin Zayed University for Humanities, Abu Dhabi, United Arab Emirates']);
    const got = resolveAuthors('pdf', await pdfFrontMatter(read('acm-cumt-srca-pdf')));
    const saddik = got.authors.find((a) => a.name === 'Abdulmotaleb El Saddik');
    expect(institutions(saddik?.affiliations ?? [])).toEqual(['University of Ottawa', 'Mohamed Bin Zayed University for Humanities']);
  });
});

describe('an organisation the registry lacks whose name opens with a known one (round j, TOMM page)', () => {
  it('keeps "Mohamed Bin Zayed University for Humanities" whole, not a unit "University for Humanities" of another record', () => {
    expect(matchAffiliation('Computer Vision, Mohamed Bin Zayed University for Humanities, Abu Dhabi, United Arab Emirates').map((i) => i.name_en)).toEqual(['Mohamed Bin Zayed University for Humanities']);
  });
});

describe('the Springer Nature template\'s "1*" affiliation (round j)', () => {
  it('gives the authors marked 1 the affiliation printed "1*College of …"', async () => {
    const got = await pdfFrontMatter(read('snjnl-nuaa-atac-pdf'));
    expect(got.find((a) => a.name === 'Yuemeng Gao')?.affiliations).toEqual(['College of Computer Science and Technology, Nanjing University of Aeronautics and Astronautics, Nanjing,China.']);
  });

  it('reads the "Contributing authors:" line as a contact line', () => {
    expect(isNoteLine('Contributing authors: gaoyuemeng@nuaa.edu.cn;')).toBe(true);
    expect(isNoteLine('Computer Engineering Department,San Jose State University, USA.')).toBe(false);
  });
});

describe('a company\'s legal form with a city printed after it (round j, Neurocomputing page)', () => {
  it('ends the name at "Co., Ltd." and reads "Jinan" as a place', () => {
    const parts = parseAffiliation('Shandong Yunhai Guochuang Cloud Computing Equipment Industry Innovation Co., Ltd. Jinan, China').parts;
    expect(parts.map((p) => p.kind)).toEqual(['org', 'place', 'country']);
    expect(matchAffiliation('Shandong Yunhai Guochuang Cloud Computing Equipment Industry Innovation Co., Ltd. Jinan, China').map((i) => i.name_en)).toEqual(['Shandong Yunhai Guochuang Cloud Computing Equipment Industry Innovation']);
  });
});

describe('a hospital named with its university\'s medical school (round j, Neurocomputing page)', () => {
  it('names both organisations', () => {
    const got = matchAffiliation('Department of Neurosurgery, Nanjing Drum Tower Hospital, Medical School of Nanjing University, Nanjing, 211166, PR China');
    expect(got.map((i) => [i.name_en, i.unit_en])).toEqual([['Nanjing Drum Tower Hospital', 'Department of Neurosurgery'], ['Nanjing University', 'Medical School']]);
  });

  it('leaves a laboratory named by its subject whole ("Key Laboratory of … (Nanjing University)", an MNRAS page)', () => {
    expect(parseAffiliation('Key Laboratory of Modern Astronomy and Astrophysics (Nanjing University), Ministry of Education').parts[0].text).toBe('Key Laboratory of Modern Astronomy and Astrophysics (Nanjing University)');
  });
});
