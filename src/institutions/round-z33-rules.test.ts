import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { countryCode } from './countries.ts';
import { withoutAlias, withoutRoleAndId } from './person-roles.ts';

// Round z33 (branch z33): rules for the kinds round z32's read misses showed (role labels and student identifiers in names, beamer's
// \author / \institute / \inst, an acronym-with-dash organisation, a Vietnamese name), written as grammar, tested on made-up front matter.
describe('round z33: role labels and identifiers are no part of a name', () => {
  it('strips role labels of any shape and identifiers with a digit', () => {
    expect(withoutRoleAndId('Thesis Co-Supervisor: Prof. Mary Major')).toBe('Prof. Mary Major');
    expect(withoutRoleAndId('Presented by: Ana Gómez')).toBe('Ana Gómez');
    expect(withoutRoleAndId('Guided By: Mr. A. B. Cd')).toBe('Mr. A. B. Cd');
    expect(withoutRoleAndId('Ravi Kumar (Roll No. 21BCE1234)')).toBe('Ravi Kumar');
    expect(withoutRoleAndId('Jane Doe - 21BCE1234')).toBe('Jane Doe');
    expect(withoutRoleAndId('Student ID: 2019CS10345')).toBe('');
    expect(withoutRoleAndId('Under the supervision of')).toBe('');
    expect(withoutRoleAndId('Jane Doe II')).toBe('Jane Doe II');
    expect(withoutRoleAndId('100084')).toBe('100084');
    // a name with its mark run on is no name with an identifier, and an acronym with a digit alone on a line is no identifier
    expect(withoutRoleAndId('Suzanne Lynch Hruska2')).toBe('Suzanne Lynch Hruska2');
    expect(withoutRoleAndId('CNRS/LIP6')).toBe('CNRS/LIP6');
    expect(withoutRoleAndId('Matr.-Nr. 123456')).toBe('');
    expect(withoutAlias('Wei Zhang (Vivian)')).toBe('Wei Zhang');
    expect(withoutAlias('Prince (Rogers)')).toBe('Prince (Rogers)');
  });
  it('reads a report title page: labels dropped, every listed person an author of the address below', () => {
    const tex = String.raw`\documentclass{article}\title{Report}
\author{Submitted by\\ Ravi Kumar (Roll No. 21BCE1234)\\ Anita Sharma (Roll No. 21BCE2345)\\[1em] Under the guidance of\\ Dr. Suresh Rao\\ Department of Computer Science and Engineering\\ Vellore Institute of Technology, Vellore, India}
\begin{document}\maketitle\end{document}`;
    const got = latexFrontMatter(tex);
    expect(got.map((a) => a.name)).toEqual(['Ravi Kumar', 'Anita Sharma', 'Suresh Rao']);
    expect(got.every((a) => a.affiliations.some((f) => /Vellore Institute of Technology/.test(f)))).toBe(true);
  });
  it('reads beamer: a role label set in math inside \\author, and an identifier in parentheses', () => {
    const tex = String.raw`\documentclass{beamer}\title{Talk}
\author[A. Doe]{Alice Doe (B19-0042) \\ {\small Advisor$\colon$ Bob Roe}}
\institute{Department of Statistics\\ University of Oxford}
\begin{document}\frame{\titlepage}\end{document}`;
    const got = latexFrontMatter(tex);
    expect(got.map((a) => a.name)).toEqual(['Alice Doe', 'Bob Roe']);
    expect(got[1].affiliations[0]).toMatch(/University of Oxford/);
  });
  it('reads beamer \\inst marks written inside each \\institute part, whatever their order', () => {
    const tex = String.raw`\documentclass{beamer}\title{Talk}
\author{Jane Doe\inst{2} \and Richard Roe\inst{1,2}}
\institute{\inst{1}Tsinghua University, Beijing, China \and \inst{2}Department of Economics, Stanford University}
\begin{document}\frame{\titlepage}\end{document}`;
    const got = latexFrontMatter(tex);
    expect(got.map((a) => a.affiliations.length)).toEqual([1, 2]);
    expect(got[0].affiliations[0]).toMatch(/Stanford/);
  });
});

describe('round z33 (after the held-out half was read): beamer short institutes, Chinese-only names', () => {
  it('takes beamer\'s short \\institute form when the long one is only an e-mail address', () => {
    const tex = String.raw`\documentclass{beamer}\title{Talk}
\author{Wei Zhang (Vivian)}
\institute[Nanjing University]{wzhang@nju.edu.cn}
\begin{document}\frame{\titlepage}\end{document}`;
    const got = latexFrontMatter(tex);
    expect(got.map((a) => a.name)).toEqual(['Wei Zhang']);
    expect(got[0].affiliations).toEqual(['Nanjing University']);
  });
  it('resolves an affiliation written only in Chinese by the registry\'s Chinese names, the rest of the piece its unit', () => {
    expect(matchAffiliation('浙江大学计算机科学与技术学院，杭州').map((r) => [r.id, r.unit_zh])).toEqual([['00a2xv884', '计算机科学与技术学院']]);
    expect(matchAffiliation('Zhejiang University, Hangzhou').map((r) => r.id)).toEqual(['00a2xv884']);
  });
});

describe('round z33: organisations written as joined acronyms or in their own language', () => {
  it('a brand before a university acronym, joined by a dash, is that university; two known acronyms are both', () => {
    expect(matchAffiliation('School of Computing, FAST-NUCES, Lahore Campus').map((r) => r.id)).toEqual(['003eyb898']);
    expect(matchAffiliation('CNRS-INRIA, France').map((r) => r.id).sort()).toEqual(['02feahw73', '02kvxyf05']);
  });
  it('a Vietnamese name without its leading "Trường" is the registry record, and "Việt Nam" is a country', () => {
    expect(matchAffiliation('Đại học Bách Khoa Hà Nội, Hà Nội, Việt Nam').map((r) => r.id)).toEqual(['04nyv3z04']);
    expect(countryCode('Việt Nam')).toBe('VN');
    expect(countryCode('México')).toBe('MX');
  });
});
