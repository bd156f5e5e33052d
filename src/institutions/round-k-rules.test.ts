import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES } from '../../test/helpers/affiliation-fixtures.ts';
import { latexFrontMatter } from './latex-front-matter.ts';

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
