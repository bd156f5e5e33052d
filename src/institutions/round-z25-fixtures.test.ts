import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { parseAuthorBlock } from './author-block.ts';

// Round z25: LaTeXML 0.8.7 HTML made from design-half LaTeX cases no HTML round used (test/fixtures/affiliations/round-z25;
// PROVENANCE.md). The held-out pages are scored by `npm run eval:affiliations` alone.

/** Known gaps of the design pages, each still failing (`it.fails` turns red once fixed, so the entry must then go). */
const KNOWN_GAPS: Record<string, string> = {
  'patches-neurips2020-draft-html': 'the label keeps the template author "David S. Hippocampus", whom the reader drops as a placeholder (as the label\'s note asks)',
  'snjnl-shlab-imagebind-html': 'sn-jnl: the unstarred authors\' labels are not on the page; only those writing from a domain a labelled author also writes from get an affiliation',
};
describeAffiliationCases('round z25: LaTeXML HTML of design-half LaTeX cases (design): authors and author -> institution pairs', ['round-z25/design'], KNOWN_GAPS);

const page = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, dir, 'index.html'), 'utf8');
const byName = (html: string) => new Map(htmlFrontMatter(html).map((a) => [a.name, a.affiliations]));

describe('LaTeXML HTML readers (round z25 design pages)', () => {
  it('a creator LaTeXML marks with a language (lang="en-US" under a CJK class) is still a creator; a line break parts two lists of names as a comma does', () => {
    const got = htmlFrontMatter(page('round-z25/design/1706.06978-zh-translation-html'));
    expect(got.map((a) => a.name)).toEqual(['Guorui Zhou', 'Chengru Song', 'Xiaoqiang Zhu', 'Ying Fan', 'Han Zhu', 'Xiao Ma', 'Yanghui Yan', 'Junqi Jin', 'Han Li', 'Kun Gai']);
    expect(new Set(got.map((a) => a.affiliations.join('|')))).toEqual(new Set(['Alibaba Group']));
  });

  it('(varied) xml:lang / lang on the authors block and on a creator; names over two lines with "and"', () => {
    const html = `<div class="ltx_authors" lang="de-DE"><span class="ltx_creator ltx_role_author" xml:lang="de-DE">
<span class="ltx_personname">Anna Berg and Jonas Weber<br class="ltx_break">Lena Fischer</span><span class="ltx_author_notes">
<span class="ltx_contact ltx_role_affiliation">Technische Universität München, Germany</span></span></span></div>`;
    const got = htmlFrontMatter(html);
    expect(got.map((a) => a.name)).toEqual(['Anna Berg', 'Jonas Weber', 'Lena Fischer']);
    expect(got.every((a) => a.affiliations[0] === 'Technische Universität München, Germany')).toBe(true);
  });

  it('(varied) an id or an inline colour on a creator or on the text spans of a personname changes nothing', () => {
    const html = `<div class="ltx_authors"><span class="ltx_creator ltx_role_author" id="id1">
<span class="ltx_personname"><span class="ltx_text ltx_font_bold" style="color:#0000FF;">Hongyi Lin</span> <span class="ltx_text ltx_font_bold" id="id2" style="color:#0000FF;">Song Zhang</span>
</span><span class="ltx_author_notes"><span class="ltx_contact ltx_role_affiliation">Peking University, Beijing, China</span></span></span></div>`;
    expect(htmlFrontMatter(html)).toEqual([{ name: 'Hongyi Lin', affiliations: ['Peking University, Beijing, China'] }, { name: 'Song Zhang', affiliations: ['Peking University, Beijing, China'] }]);
  });

  it('amsart: \\author{A and B} followed by each author\'s \\address / \\curraddr / \\email / \\urladdr in turn gives each name its own group', () => {
    const got = byName(page('round-z25/design/amsart-huji-hiltonmilner-html'));
    expect(got.get('Denys Bulavka')).toEqual(['Einstein Institute of Mathematics, Hebrew University, Jerusalem 91904, Israel', 'Department of Mathematics & Statistics, Dalhousie University, 6297 Castine Way, PO BOX 15000, Halifax, NS, Canada, B3H 4R2']);
    expect(got.get('Russ Woodroofe')).toEqual(['Univerza na Primorskem, Glagoljaška 8, 6000 Koper, Slovenia']);
  });

  it('(varied) three names, e-mails only (no web address) between the groups; a group count that does not match the names gives no split', () => {
    const creator = (names: string, notes: string) => `<div class="ltx_authors"><span class="ltx_creator ltx_role_author"><span class="ltx_personname">${names}
</span><span class="ltx_author_notes">${notes}</span></span></div>`;
    const addr = (t: string) => `<span class="ltx_contact ltx_role_address">${t}</span>\n`;
    const mail = (t: string) => `<span class="ltx_contact ltx_role_email"><a href="mailto:${t}">${t}</a></span>\n`;
    const got = byName(creator('Ana Ruiz, Bo Chen and Carl Nygaard', addr('Department of Mathematics, University of Oslo, Norway') + mail('ana@uio.no') + addr('School of Mathematics, Fudan University, Shanghai, China') + mail('bo@fudan.edu.cn') + addr('Niels Bohr Institute, University of Copenhagen, Denmark') + mail('carl@nbi.dk')));
    expect(got.get('Bo Chen')).toEqual(['School of Mathematics, Fudan University, Shanghai, China']);
    expect(got.get('Carl Nygaard')).toEqual(['Niels Bohr Institute, University of Copenhagen, Denmark']);
    const two = byName(creator('Ana Ruiz, Bo Chen and Carl Nygaard', addr('Department of Mathematics, University of Oslo, Norway') + mail('ana@uio.no') + addr('School of Mathematics, Fudan University, Shanghai, China') + mail('bo@fudan.edu.cn')));
    expect(two.get('Carl Nygaard')).not.toEqual(['School of Mathematics, Fudan University, Shanghai, China']);
  });

  it('sn-jnl: an unstarred author (label lost) writing from a domain the registry does not know takes the affiliation the starred author writing from it has (e-mails left, in order, on the creator without a name)', () => {
    const got = byName(page('round-z25/design/snjnl-shlab-imagebind-html'));
    expect(got.get('Jiaming Han')).toEqual(['Shanghai Artificial Intelligence Laboratory, Shanghai, 200030, China']);
    expect(got.get('Peng Xu')).toEqual(['Shanghai Artificial Intelligence Laboratory, Shanghai, 200030, China']);
    expect(got.get('Han Xiao')).toEqual([]);
  });

  it('(varied) a mail service\'s domain (no academic or organisational suffix) is learnt from nobody', () => {
    const err = (m: string) => `<span class="ltx_ERROR undefined">\\${m}</span>`;
    const html = `<article class="ltx_document"><div id="p1" class="ltx_para"><p class="ltx_p">
[2]${err('fnm')}Wei ${err('sur')}Zhang
1]${err('orgname')}Example Lab, ${err('orgaddress')}${err('city')}Hangzhou, ${err('country')}China
2]${err('orgname')}Zhejiang University, ${err('orgaddress')}${err('city')}Hangzhou, ${err('country')}China</p></div>
<h1 class="ltx_title ltx_title_document">T</h1><div class="ltx_authors">
<span class="ltx_creator ltx_role_author"><span class="ltx_personname">${err('fnm')}Li ${err('sur')}Na
</span><span class="ltx_author_notes"><span class="ltx_contact ltx_role_email"><a href="mailto:lina@gmail.com">lina@gmail.com</a>
</span></span></span>
<span class="ltx_creator ltx_role_author"><span class="ltx_personname">${err('fnm')}Bo ${err('sur')}Lin
</span><span class="ltx_author_notes"><span class="ltx_contact ltx_role_email"><a href="mailto:bolin@zju.edu.cn">bolin@zju.edu.cn</a>
</span></span></span>
<span class="ltx_creator ltx_role_author"><span class="ltx_personname">
</span><span class="ltx_author_notes"><span class="ltx_contact ltx_role_email"><a href="mailto:wz@gmail.com">wz@gmail.com</a>
</span></span></span></div></article>`;
    const got = byName(html);
    expect(got.get('Wei Zhang')?.[0]).toMatch(/^Zhejiang University/);
    expect(got.get('Li Na')).toEqual([]);
  });
});

describe('"Company - Lab": an organisation before a dash, a unit after it (match.ts)', () => {
  const read = (t: string) => matchAffiliation(t).map((r) => [r.name_en, r.unit_en]);
  // (round ztemplates4: the lab's acronym names the company's own institute, "Samsung Advanced Institute of Technology", as the page's
  // label has it — that record, the lab its unit; before, Samsung itself)
  it('"Samsung - SAIT AI Lab, Montreal" (round d\'s NeurIPS page) and its em-dash form are the institute SAIT names, with the lab as its unit', () => {
    expect(read('Samsung - SAIT AI Lab, Montreal')).toEqual([['Samsung Advanced Institute of Technology', 'SAIT AI Lab']]);
    expect(read('Samsung—SAIT AI Lab')).toEqual([['Samsung Advanced Institute of Technology', 'SAIT AI Lab']]);
  });

  it('(varied) en and em dashes, spaced; a unit whose first word alone names another record ("AI") is still the unit; a country after the dash is no unit', () => {
    expect(read('Sony - AI Research Lab, Tokyo, Japan')).toEqual([['Sony', 'AI Research Lab']]);
    expect(read('Google – Brain Team')).toEqual([['Google', 'Brain Team']]);
    expect(read('Huawei — Noah\'s Ark Lab')).toEqual([['Huawei', 'Noah\'s Ark Lab']]);
    expect(read('Tsinghua University - China')).toEqual([['Tsinghua University', null]]);
    expect(read('University of Wisconsin–Madison')).toEqual([['University of Wisconsin–Madison', null]]);
    // the organisation's own acronym after the dash is no unit
    expect(read('Universidade de São Paulo - USP')).toEqual([['Universidade de São Paulo', null]]);
  });
});

describe('a line printed more than once in one author block is no line of names (author-block.ts)', () => {
  it('NeurIPS columns run together: "Mechanical and Automation Erg" under the first name and again under four more is the department, not two authors', () => {
    const got = htmlFrontMatter(page('generated-design-6/neurips-cuhk-fhgs-html'));
    expect(got.map((a) => a.name)).toEqual(['Q. G. Duan', 'Feihuang Xia', 'Benyun Zhao', 'Mingqiao Han', 'Yijun Huang', 'Ben M. Chen']);
    expect(got[0].affiliations).toEqual(['Mechanical and Automation Erg, Chinese University of Hong Kong']);
  });

  it('(varied) a plain text block: "Physics and Astronomy" over a university, twice', () => {
    const got = parseAuthorBlock('Maria Lopez\n\nPhysics and Astronomy\nUniversity of Leeds\nm.lopez@leeds.ac.uk\nTom Hart\nPhysics and Astronomy\nUniversity of Leeds\nt.hart@leeds.ac.uk');
    expect(got.map((a) => a.name)).toEqual(['Maria Lopez', 'Tom Hart']);
    expect(got[0].affiliations).toEqual(['Physics and Astronomy, University of Leeds']);
  });
});

describe('a campus named by the city before a state code and postcode (match.ts cityBeforePostcode)', () => {
  const ids = (t: string) => matchAffiliation(t).map((r) => r.id);
  it('"Indiana University, Bloomington IN 47405, USA" (round z20\'s llncs page) is the Bloomington campus, not the system', () => {
    expect(ids('Indiana University, Bloomington IN 47405, USA')).toEqual(['02k40bc56']);
  });
  it('(varied) "University of Colorado, Boulder CO 80309" is the Boulder campus; a city and postcode alone as before', () => {
    expect(ids('University of Colorado, Boulder CO 80309, USA')).toEqual(['02ttsq026']);
    expect(ids('Tsinghua University, Beijing 100084, China')).toEqual(['03cve4549']);
  });
});

describe('article\'s \\thanks{address} per author, which LaTeXML prints as plain author notes (html-front-matter.ts noteAddresses)', () => {
  // LaTeXML 0.8.7's page for `\author{Wei Zhang\thanks{School of Computer Science, Fudan University, Shanghai, China} \and Maria
  // Rossi\thanks{…} \and John Smith\thanks{…}}` in the article class (front matter written here to see how LaTeXML prints it)
  const creator = (name: string, note: string) => `<span class="ltx_creator ltx_role_author">
<span class="ltx_personname">${name}
</span><span class="ltx_author_notes">${note}</span></span>`;
  it('each author\'s one-line address note is that author\'s affiliation', () => {
    const html = `<div class="ltx_authors">
${creator('Wei Zhang', 'School of Computer Science, Fudan University, Shanghai, China')}
<span class="ltx_author_before">  </span>${creator('Maria Rossi', 'Department of Mathematics, University of Bologna, Italy')}
<span class="ltx_author_before">  </span>${creator('John Smith', 'Google Research, Mountain View, CA, USA')}
</div>`;
    expect(htmlFrontMatter(html)).toEqual([
      { name: 'Wei Zhang', affiliations: ['School of Computer Science, Fudan University, Shanghai, China'] },
      { name: 'Maria Rossi', affiliations: ['Department of Mathematics, University of Bologna, Italy'] },
      { name: 'John Smith', affiliations: ['Google Research, Mountain View, CA, USA'] },
    ]);
  });

  it('(varied) a note that is a sentence ("Work done while at Google Research, Zurich") or a contribution note gives no affiliation', () => {
    const html = `<div class="ltx_authors">
${creator('Bo Chen', 'Dipartimento di Informatica, Università di Pisa, Italy')}
<span class="ltx_author_before">  </span>${creator('Ana Ruiz', 'Work done while at Google Research, Zurich, Switzerland')}
</div>`;
    const got = byName(html);
    expect(got.get('Ana Ruiz')).toEqual([]);
    expect(got.get('Bo Chen')).toEqual(['Dipartimento di Informatica, Università di Pisa, Italy']);
  });
});
