import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES } from '../../test/helpers/affiliation-fixtures.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { resolveAuthors } from './extract.ts';

// Rules of branch alatex3: first the template conventions round k's held-out half missed (read after its figures were recorded, so
// no longer blind: test/fixtures/affiliations/round-k/heldout; PROVENANCE.md), each on the real block.
const heldK = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-k/heldout', dir, 'front.tex'), 'utf8');
const pairs = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('round k held-out conventions (LaTeX)', () => {
  it('MDPI: \\Author{A $^{1}$, B $^{1,}$*} + \\address{$^{1}$ \\quad X; e-mails}: the \\quad is no line break, e-mail pieces go', () => {
    const cdut = 'Chengdu University of Technology, Chengdu 610000, China';
    expect(pairs(heldK('mdpi-cdut-uavhandoff'))).toEqual(['Hanming Sun', 'Tong Liu', 'Wen Su', 'Jie Lin', 'Junsong Luo', 'Bin Duo'].map((n) => [n, [cdut]]));
  });

  it('MDPI: an address entry followed by a line of e-mails "(a, b)@x.be", and \\orcidA{} marks after names', () => {
    const kul = 'Dept. of Civil Engineering, TC Construction - Geomatics, KU Leuven - Faculty of Engineering Technology, Ghent, Belgium';
    expect(pairs(heldK('mdpi-kuleuven-pointcloud'))).toEqual([
      ['Sam De Geyter', [kul, 'MEET HET BV, Mariakerke, Belgium']], ['Jelle Vermandere', [kul]], ['Heinder De Winter', [kul]],
      ['Maarten Bassier', [kul]], ['Maarten Vergauwen', [kul]],
    ]);
  });

  it('Frontiers: \\def\\Address{…} stands for the template\'s empty \\address{}, \\def\\Authors{…} for \\author[…]{\\Authors}; "\\," is a space', () => {
    const got = pairs(heldK('frontiers-cityu-simplex'));
    expect(got.map((a) => a[0])).toEqual(['Tongfei Shen', 'Xueqin Lei', 'Hung Ka Lok', 'Huaicheng Li', 'Zhongze Pan', 'Miaozhe Huo', 'Xuepeng Fu']);
    expect(got[0][1]).toEqual(['School of Information Science and Engineering, Qingdao Huanghai University, Qingdao, China', 'Department of Computer Science, City University of Hong Kong, Kowloon, China']);
    expect(got[6][1]).toEqual(['Department of Life Science and Agroforestry, Qiqihar University, Qiqihar 161000, China']);
  });

  it('eLife: a starred key \\author[1*] (corresponding author) keeps its affiliation', () => {
    expect(pairs(heldK('elife-wayne-membrane'))[3]).toEqual(['Christopher V. Kelly', ['Department of Physics and Astronomy, Wayne State University, Detroit, MI, U.S.A. 48201']]);
  });
});

describe('round k held-out conventions (resolver)', () => {
  it('an academy institute written before its academy is the record the registry names academy first', () => {
    expect(matchAffiliation('Institute of Organic Chemistry and Biochemistry, Czech Academy of Sciences, Prague, Czech Republic, 16000').map((r) => [r.name_en, r.ror]))
      .toEqual([['Czech Academy of Sciences, Institute of Organic Chemistry and Biochemistry', '04nfjn472']]);
  });

  it('a key laboratory printed without its host stays by name, even beside an organisation of its city (no guessed host)', () => {
    // round-k/heldout/latexml-nwu-holme-html, Chao-Ran Cai's two ltx_role_affiliation contacts; the convention set for round q
    // (branch ablind15): a laboratory whose host the text does not name is kept by name
    const got = resolveAuthors('html', [{ name: 'Chao-Ran Cai', affiliations: ['School of Physics, Northwest University,Xi’an 710127, China', 'Shaanxi Key Laboratory for Theoretical Physics Frontiers, Xi’an 710127, China'] }]);
    expect(got.authors[0].affiliations.map((f) => f.institutions.map((i) => i.name_en))).toEqual([
      ['Northwest University'], ['Shaanxi Key Laboratory for Theoretical Physics Frontiers'],
    ]);
  });
});

describe('round l design rules (resolver)', () => {
  const orgs = (s: string) => matchAffiliation(s).map((r) => [r.name_en, r.ror, r.unit_en]);

  it('a key laboratory with a registry record of its own under the named university is that university\'s unit', () => {
    // round-l/design/authblk-pku-cascade \affil[1]
    expect(orgs('School of Physics and State Key Lab of Nuclear Physics and Technology, Peking University'))
      .toEqual([['Peking University', '02v51f717', 'School of Physics, State Key Lab of Nuclear Physics and Technology']]);
  });

  it('"University of Chinese Medicine" and "University of Traditional Chinese Medicine" are one name (中医药大学), the ROR record preferred', () => {
    // round-l/design/snjnl-ahu-tcm \affil[2]; the registry also holds a world-universities record without a ROR id under the name as written
    expect(orgs('School of Acupuncture and Tuina College, Anhui University of Chinese Medicine, 350 Longzihu Road, Hefei, 230012, Anhui, China'))
      .toEqual([['Anhui University of Traditional Chinese Medicine', '0139j4p80', 'School of Acupuncture and Tuina College']]);
    // a name the ROR subset holds as written stays itself
    expect(orgs('Beijing University of Chinese Medicine, Beijing').map((o) => o[1])).toEqual(['05damtm70']);
  });

  it('"Technical University of X" is the record named "… Technische Universität X" when no record has the English name', () => {
    // round-l/design/oup-rptu-classification \address[1]
    expect(orgs('Chair of Data Analytics, Technical University of Kaiserslautern-Landau, Gottlieb-Daimler-Straße 42, 67663, Kaiserslautern, Germany'))
      .toEqual([['Rheinland-Pfälzische Technische Universität Kaiserslautern-Landau', '01qrts582', 'Chair of Data Analytics']]);
    expect(orgs('Technical University of Munich').map((o) => o[1])).toEqual(['02kkvpp62']);
  });
});

// Written after round l's held-out figures were recorded and its misses read (not blind; PROVENANCE.md).
const heldL = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-l/heldout', dir, 'front.tex'), 'utf8');

describe('round l held-out conventions (not blind)', () => {
  it('PLOS: names with \\textsuperscript{1*} after the title in the flushleft block, \\bigskip, \\textbf{1} affiliation lines; no \\author', () => {
    expect(pairs(heldL('plos-airuni-urdu'))).toEqual(['Hashim Shazad', 'Adnan Aslam', 'Areena Rahman'].map((n) => [n, ['Department of Creative Technologies, Air University, Islamabad, Pakistan']]));
    expect(pairs(heldL('plos-und-parkinson'))).toEqual([['Blair Dupre', ['Department of Biomedical Engineering, University of North Dakota, Grand Forks, North Dakota, United States of America']]]);
  });

  it('a centre named after the organisations running it, joined by hyphens ("VIB-KU Leuven Center for …"), is each of them', () => {
    expect(matchAffiliation('VIB-KU Leuven Center for Neuroscience, Neurophysiology Technology Unit, Leuven, Belgium').map((r) => r.ror)).toEqual(['03xrhmk39', '05f950310']);
    // hyphenated pieces that are no records name nothing by this rule
    expect(matchAffiliation('Max-Planck Institute for Informatics, Saarbrücken, Germany').length).toBeLessThan(2);
  });
});
