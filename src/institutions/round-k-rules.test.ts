import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES } from '../../test/helpers/affiliation-fixtures.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

// The rules written on the design half of blind round k (branch alatex2), each on a real author block of that half
// (test/fixtures/affiliations/round-k/design; PROVENANCE.md).
const front = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-k/design', dir, 'front.tex'), 'utf8');

describe('round k rules (LaTeX)', () => {
  it('ICASSP spconf: \\name{…$^1$…} + \\address{$^1$X, $^2$Y \\\\ e-mails}: markers on one address line split, a missing comma between names', () => {
    expect(latexFrontMatter(front('spconf-google-phase'))).toEqual([
      { name: 'Chanwoo Kim', affiliations: ['Google Speech'] }, { name: 'Tara Sainath', affiliations: ['Google Speech'] },
      { name: 'Arun Narayanan', affiliations: ['Google Speech'] }, { name: 'Ananya Misra', affiliations: ['Google Speech'] },
      { name: 'Rajeev Nongpiur', affiliations: ['Nest'] }, { name: 'Michiel Bacchiani', affiliations: ['Google Speech'] },
    ]);
  });

  it('IOP iopart: one \\author{A$^{1,*}$ and B$^{1}$} + marked \\address; an \\address holding an ORCID iD is no affiliation', () => {
    const usts = "School of Information Science and Technology, University of Science and Technology of China, Hefei 230026, People's Republic of China";
    expect(latexFrontMatter(front('iopart-ustc-eegbci'))).toEqual([{ name: 'Yao Xie', affiliations: [usts] }, { name: 'Lirui Sun', affiliations: [usts] }]);
  });

  it('IEEEtran compsoc: the \\IEEEcompsocitemizethanks inside \\author{…} is read as "A and B are with …" notes, not as block lines', () => {
    expect(latexFrontMatter(front('ieeecompsoc-sydney-thanks')).map((a) => [a.name, a.affiliations])).toEqual([
      ['Xinlei Wang', ['University of Sydney, Australia']],
      ['Mingtian Tan', ['Hong Kong University of Science and Technology, Hong Kong, China']],
      ['Jing Qiu', ['University of Sydney, Australia']],
      ['Junhua Zhao', ['Chinese University of Hong Kong, Shenzhen, and the Shenzhen Institute of Artificial Intelligence and Robotics for Society, Shenzhen, China']],
      ['Jinjin Gu', ['Institute for Computer Science, Artificial Intelligence and Technology, Sofia, Bulgaria']],
    ]);
  });
});

describe('round k rules (resolver)', () => {
  const orgs = (s: string) => matchAffiliation(s).map((r) => [r.name_en, r.ror, r.unit_en]);

  it('a slash pair whose acronym piece names one record standing in a city the affiliation names: that record, the other piece its unit', () => {
    // real lines of design/ieee-pucrio-seismic (IEEEtran blocks "Tecgraf/PUC-Rio\\ Rio de Janeiro", "ITA/IEC\\ S\~{a}o Jos\'e dos Campos")
    expect(orgs('Tecgraf/PUC-Rio, Rio de Janeiro')).toEqual([['Pontifícia Universidade Católica do Rio de Janeiro', '01dg47b60', 'Tecgraf']]);
    // the record's own city, written as a part, is no unit of it
    expect(orgs('ITA/IEC, São José dos Campos')).toEqual([['Instituto Tecnológico de Aeronáutica', '05vh67662', 'IEC']]);
  });

  it('a university written without the city its record\'s name ends with ("… University in Poznań")', () => {
    // design/snjnl-wroclaw-tda \\affil[4]
    expect(orgs('Faculty of Mathematics and Computer Science, Adam Mickiewicz University, ul. Uniwersytetu Poznańskiego 4, 61-614 Poznań, Poland'))
      .toEqual([['Adam Mickiewicz University in Poznań', '04g6bbq64', 'Faculty of Mathematics and Computer Science']]);
  });

  it('", and the Y Institute of …" after a found organisation is another organisation (kept by name), not a unit of the first', () => {
    // design/ieeecompsoc-sydney-thanks, Junhua Zhao's \\IEEEcompsocthanksitem
    expect(orgs('Chinese University of Hong Kong, Shenzhen, and the Shenzhen Institute of Artificial Intelligence and Robotics for Society, Shenzhen, China').map((o) => o[0]))
      .toEqual(['The Chinese University of Hong Kong, Shenzhen', 'Shenzhen Institute of Artificial Intelligence and Robotics for Society']);
  });
});
