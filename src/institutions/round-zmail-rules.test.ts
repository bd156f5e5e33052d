import { describe, expect, it } from 'vitest';
import { mailOwners, parseAuthorBlock, type FrontAuthor } from './author-block.ts';
import { resolveAuthors } from './extract.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { domainOwner, loadRegistry } from './registry.ts';

// Round zmail: the authors' e-mail domains settle an organisation the text leaves open — a unit line naming no host, and a one-word
// name the registry keeps no key of. All blocks below are made up.

const institutions = (a: FrontAuthor) => resolveAuthors('latex', [a]).authors[0].affiliations.map((f) => f.institutions.map((i) => [i.ror ?? i.id ?? i.name_en, i.unit_en]));

describe('e-mail addresses of a block of several authors go to the authors their user names spell', () => {
  const names = ['Wenjie Zhao', 'Mingyu Sun', 'Laura Pérez', 'Tao Qiu'];
  it('reads surname + given letters, given.surname and initials; an address spelling nobody or two authors goes to nobody', () => {
    const got = mailOwners(names, '{zhaowj, msun, xq2024}@pku.edu.cn, laura.perez@upm.es, qiutao@zju.edu.cn');
    expect([...got.entries()]).toEqual([[0, ['pku.edu.cn']], [1, ['pku.edu.cn']], [2, ['upm.es']], [3, ['zju.edu.cn']]]);
    // "ws" is the initials of no author here; "z" is too short; "sun" alone is a surname without a given name
    expect([...mailOwners(names, '{ws, z, sun}@pku.edu.cn').entries()]).toEqual([]);
    // "ml" spells both Mei Lin and Ming Li: nobody's
    expect([...mailOwners(['Mei Lin', 'Ming Li'], 'ml@tsinghua.edu.cn').entries()]).toEqual([]);
  });
  it('carries them to the authors of a parsed block as mailDomains (a block of one author keeps its domains as before)', () => {
    const block = ['Wenjie Zhao⟦1⟧, Mingyu Sun⟦2⟧', '⟦1⟧Peking University', '⟦2⟧State Key Laboratory of Imaginary Systems', '{zhaowj, sunmy}@pku.edu.cn'].join('\n');
    const got = parseAuthorBlock(block);
    expect(got.map((a) => [a.name, a.domains, a.mailDomains])).toEqual([['Wenjie Zhao', undefined, ['pku.edu.cn']], ['Mingyu Sun', undefined, ['pku.edu.cn']]]);
  });
});

describe('a unit line naming no host is a unit of the owner of its author\'s e-mail domain', () => {
  const lab = 'State Key Laboratory of Imaginary Systems';
  it('gives the host (the graders\' convention for a key laboratory whose host is not written)', () => {
    expect(institutions({ name: 'Mingyu Sun', affiliations: [lab], mailDomains: ['pku.edu.cn'] })).toEqual([[['02v51f717', lab]]]);
    // a subdomain of the host's (longest registered suffix)
    expect(institutions({ name: 'Mingyu Sun', affiliations: [lab], mailDomains: ['stu.pku.edu.cn'] })).toEqual([[['02v51f717', lab]]]);
  });
  it('not for a mail host, an alumni address, two owners, or a line naming another country', () => {
    for (const mailDomains of [['qq.com'], ['163.com'], ['gmail.com'], ['alum.pku.edu.cn'], ['pku.edu.cn', 'tsinghua.edu.cn'], []]) {
      expect(institutions({ name: 'Mingyu Sun', affiliations: [lab], mailDomains }), mailDomains.join()).toEqual([[]]);
    }
    expect(institutions({ name: 'Mingyu Sun', affiliations: [`${lab}, Germany`], mailDomains: ['pku.edu.cn'] })).toEqual([[[`${lab}`, null]]]);
  });
  it('never overrides an organisation the text names', () => {
    expect(institutions({ name: 'Mingyu Sun', affiliations: [`${lab}, Tsinghua University`], mailDomains: ['pku.edu.cn'] })).toEqual([[['03cve4549', lab]]]);
    expect(institutions({ name: 'Mingyu Sun', affiliations: ['Imaginary Robotics Inc.'], mailDomains: ['pku.edu.cn'] })).toEqual([[['Imaginary Robotics', null]]]);
  });
  it('elsarticle: an \\ead anywhere in the front matter goes to the author its user name spells', () => {
    const tex = String.raw`\documentclass{elsarticle}
\begin{document}
\begin{frontmatter}
\title{A Made-Up Title}
\author[a]{Wenjie Zhao}
\author[b]{Mingyu Sun\corref{c1}}
\cortext[c1]{Corresponding author}
\ead{sunmy@pku.edu.cn}
\address[a]{School of Physics, Fudan University, Shanghai, China}
\address[b]{State Key Laboratory of Imaginary Systems}
\end{frontmatter}
\end{document}`;
    const got = resolveAuthors('latex', latexFrontMatter(tex)).authors.map((a) => [a.name, a.affiliations.map((f) => f.institutions.map((i) => [i.ror, i.unit_en]))]);
    expect(got[1]).toEqual(['Mingyu Sun', [[['02v51f717', 'State Key Laboratory of Imaginary Systems']]]]);
    // the first author's address names its organisation: no e-mail, no change
    expect(got[0][1]).toEqual([[['013q1eq08', 'School of Physics']]]);
  });
  it('acmart: the \\email after an author is that author\'s own, for a unit line naming no host', () => {
    // (a line that names its country, "…, China", is kept by name as before: earlier rounds label such lines by name)
    const tex = String.raw`\documentclass{acmart}
\begin{document}
\title{A Made-Up Title}
\author{Mingyu Sun}
\affiliation{\institution{State Key Laboratory of Imaginary Systems}}
\email{m.sun@zju.edu.cn}
\maketitle
\end{document}`;
    expect(resolveAuthors('latex', latexFrontMatter(tex)).authors[0].affiliations.map((f) => f.institutions.map((i) => [i.ror, i.unit_en]))).toEqual([[['00a2xv884', 'State Key Laboratory of Imaginary Systems']]]);
  });
});

describe('LaTeXML HTML: the front matter\'s e-mail contacts go to the authors their user names spell', () => {
  it('a unit line naming no host under a creator with its own e-mail is a unit of the e-mail\'s owner', () => {
    const creator = (name: string, address: string, mail: string) => `<span class="ltx_creator ltx_role_author"><span class="ltx_personname">${name}
</span><span class="ltx_author_notes"><span class="ltx_contact ltx_role_address">${address}</span>
<span class="ltx_contact ltx_role_email"><a href="mailto:${mail}">${mail}</a></span></span></span>`;
    const html = `<article class="ltx_document"><h1 class="ltx_title ltx_title_document">A Made-Up Title</h1><div class="ltx_authors">
${creator('Wenjie Zhao', 'School of Physics, Fudan University', 'wjzhao@fudan.edu.cn')}
${creator('Mingyu Sun', 'State Key Laboratory of Imaginary Systems', 'sunmingyu@pku.edu.cn')}</div></article>`;
    const authors = htmlFrontMatter(html);
    expect(authors.map((a) => [a.name, a.mailDomains])).toEqual([['Wenjie Zhao', ['fudan.edu.cn']], ['Mingyu Sun', ['pku.edu.cn']]]);
    expect(resolveAuthors('html', authors).authors[1].affiliations.map((f) => f.institutions.map((i) => [i.ror, i.unit_en]))).toEqual([[['02v51f717', 'State Key Laboratory of Imaginary Systems']]]);
  });
});

describe('a one-word name other organisations\' names also open with is the owner of its author\'s e-mail domain', () => {
  it('the registry entry\'s own domains join the domain index (vivo.com, an organisation ROR lacks)', () => {
    expect(domainOwner(loadRegistry(), 'vivo.com')?.id).toBe('x-vivo');
    expect(domainOwner(loadRegistry(), 'ai.vivo.com.cn')?.id).toBe('x-vivo');
  });
  it('"VIVO" with a vivo.com address is vivo; without one, or with another owner\'s, it stays by name', () => {
    expect(institutions({ name: 'Qing Fan', affiliations: ['VIVO'], mailDomains: ['vivo.com'] })).toEqual([[['x-vivo', null]]]);
    expect(institutions({ name: 'Qing Fan', affiliations: ['VIVO'], mailDomains: ['gmail.com'] })).toEqual([[['VIVO', null]]]);
    expect(institutions({ name: 'Qing Fan', affiliations: ['VIVO'], mailDomains: ['pku.edu.cn'] })).toEqual([[['VIVO', null]]]);
    expect(institutions({ name: 'Qing Fan', affiliations: ['VIVO'] })).toEqual([[['VIVO', null]]]);
  });
  it('a longer name, or one in another country, stays what the text says (round z\'s Vivo Energy, London)', () => {
    expect(institutions({ name: 'Qing Fan', affiliations: ['Vivo Energy, London, UK'], mailDomains: ['vivo.com'] })).toEqual([[['Vivo Energy', null]]]);
    expect(institutions({ name: 'Qing Fan', affiliations: ['VIVO, London, UK'], mailDomains: ['vivo.com'] })).toEqual([[['VIVO', null]]]);
  });
});
