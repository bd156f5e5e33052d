import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases, personKey } from '../../test/helpers/affiliation-fixtures.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { extractFile } from './extract.ts';

// Round z20: LaTeXML 0.8.7 HTML generated from real LaTeX front matter no earlier round used (test/fixtures/affiliations/round-z20,
// PROVENANCE.md). The held-out pages (round-z20/heldout) are scored by `npm run eval:affiliations` alone.

/** Known gaps, each still failing (`it.fails` turns red once fixed, so the entry must then go). */
const KNOWN_GAPS: Record<string, string> = {
};

describeAffiliationCases('round z20: LaTeXML HTML from real LaTeX front matter (design): authors and author -> institution pairs', ['round-z20/design'], KNOWN_GAPS);

const page = (dir: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, dir, 'index.html'), 'utf8');
const byName = (dir: string) => new Map(htmlFrontMatter(page(dir)).map((a) => [personKey(a.name), a.affiliations]));

describe('LaTeXML HTML readers (round z20 design pages)', () => {
  it('IEEEtran authors\' \\linebreakand, printed as "{@IEEEauthorhalign}" inside one personname, starts the next author; its contacts go one each, in order; the ordinal before a name is no part of it', () => {
    const got = htmlFrontMatter(page('round-z20/design/ieee-astanait-terrain-html'));
    expect(got.map((a) => a.name)).toEqual(['Assiya Sarinova', 'Leila Rzayeva', 'Noyan Tendikov', 'Ibraheem Shayea']);
    expect(got[1].affiliations[0]).toMatch(/Assistant Professor, Astana It University/);
    expect(got[2].affiliations[0]).toMatch(/Bachelor Student, Astana IT University/);
  });

  it('a line of organisations each followed by its mark ("Lamarr Institute¹, Fraunhofer IAIS², University of Bonn³") is the legend, also with a piece that carries no organisation\'s word', () => {
    const got = byName('round-z20/design/acl-lamarr-iais-bonn-dualpath-html');
    expect([...got.keys()]).toEqual(['markusfrey', 'behzadshomali', 'joachimkoehler', 'mehdiali']);
    expect(got.get('markusfrey')).toEqual(['Lamarr Institute', 'Fraunhofer IAIS', 'University of Bonn']);
    expect(got.get('behzadshomali')).toEqual(['Lamarr Institute', 'University of Bonn']);
  });

  it('a school district is an organisation, and an ACL column that opens with a name is no organisation folded into the column before', () => {
    const got = htmlFrontMatter(page('round-z20/design/acl-canterbury-cantnlp-html'));
    expect(got.map((a) => a.name)).toEqual(['Sidney Wong', 'Andrew Li']);
    expect(got[0].affiliations).toEqual(['Geospatial Research Institute', 'University of Canterbury']);
    expect(got[1].affiliations).toEqual(['Lake Washington School District']);
  });

  it('a title page set in a `center` environment (no \\author): the centred name paragraph and its organisation below (round z19 design)', () => {
    expect(htmlFrontMatter(page('generated-design-2/center-berkeley-0704-html'))).toEqual([{ name: 'Karel Pravda-Starov', affiliations: ['University of California, Berkeley'] }]);
  });

  it('"Fraunhofer IAIS": a family\'s name and a member institute\'s acronym is the member whose record carries the acronym and whose name opens with the family\'s', () => {
    expect(matchAffiliation('Fraunhofer IAIS').map((i) => i.ror)).toEqual(['04nc32781']);
    expect(matchAffiliation('Max Planck MPI').map((i) => i.ror)).toEqual([null]);
  });

  it('IEEEtran\'s \\IEEEauthorrefmark printed as plain digits after each name ("Heet Gujarati1, Yash Jagani2, Brahmesh Italiya3"): three names (generated design page)', () => {
    expect(htmlFrontMatter(page('generated-design-3/ieee-iiitv-lora-html')).map((a) => a.name)).toEqual(['Heet Gujarati', 'Yash Jagani', 'Brahmesh Italiya']);
  });

  it('LaTeXML\'s \\lx@sectionsign in a math mark is §: the name keeps its mark and the legend its organisation (Miniml.AI)', () => {
    const got = byName('generated-design-3/acl-sapienza-l2norm-html');
    expect(got.get('pasqualeminervini')).toEqual(['The University of Edinburgh', 'Miniml.AI']);
  });

  it('a line of names after an e-mail line that closes an affiliation opens the next author (two NeurIPS authors stacked in one \\author)', () => {
    const got = htmlFrontMatter(page('generated-design-3/neurips-cornell-hmm-equity-html'));
    expect(got.map((a) => a.name)).toEqual(['Abdulrahman Alswaidan', 'Jeffrey D. Varner']);
    expect(got[1].affiliations).toEqual(['Robert Frederick Smith School of Chemical and Biomolecular Engineering, Cornell University, Ithaca, NY 14850']);
  });

  it('sn-jnl\'s template ordinal left in \\fnm ("\\fnm{Second} \\sur{Qitian YIN}") is no given name', () => {
    // (the first author, printed as a paragraph before the title, is read since round z22)
    expect(htmlFrontMatter(page('generated-design-3/snjnl-tju-wrefm-html')).map((a) => a.name)).toEqual(['Zihang MA', 'Qitian YIN']);
  });

  it('an e-mail line printed under its name, before the organisation (TMLR), opens no author with the organisation after it (round z18 design PDF)', async () => {
    const got = await extractFile(path.join(AFFILIATION_FIXTURES, 'round-z18/design/tmlr-utah-irsurvey-pdf/paper.pdf'));
    expect(got.authors.find((a) => a.name === 'Zhiqi Huang')?.affiliations.map((f) => f.text)).toEqual(['Capital One']);
    expect(got.authors.map((a) => a.name)).not.toContain('Capital One');
  });

  it('AAAI\'s \\affiliations printed as an unknown macro and its marked content as a paragraph before the title: the legend of the marked names (a label left without its link dropped)', () => {
    const got = byName('generated-design-3/aaai-sustech-synapo-html');
    expect(got.get('jintianshao')).toEqual(['Southern University of Science and Technology']);
    expect(got.get('youshan')).toEqual(['SenseTime Research']);
  });

  it('EPTCS\'s \\institute as plain author notes in address blocks: each creator\'s own blocks, without the block the next creator carries too; names set apart by a wide gap are two', () => {
    const got = htmlFrontMatter(page('generated-design-3/eptcs-upenn-species-html'));
    expect(got.map((a) => a.name)).toEqual(['Brent A. Yorgey', 'Stephanie Weirich', 'Jacques Carette']);
    expect(got[0].affiliations).toEqual(['Dept. of Computer and Information Science, The University of Pennsylvania, Philadelphia, Pennsylvania, USA']);
    expect(got[2].affiliations).toEqual(['Dept. of Computing and Software, McMaster University, Hamilton, Ontario, Canada']);
  });

  it('"… named after <person>" (universities of the former Soviet Union) is no part of the name ROR records: the record of the name without it', () => {
    expect(matchAffiliation('National University of Uzbekistan named after Mirzo Ulugbek, Tashkent, Uzbekistan').map((i) => i.ror)).toEqual(['011647w73']);
  });

  it('IEEEtran\'s "Email: …" line closing an affiliation block (a grouped "{a, b}@x" too) is no piece of the affiliation (Petrobras, Tecgraf/PUC-Rio)', () => {
    const got = byName('generated-design-4/ieee-pucrio-seismic-html');
    expect(got.get('paulosouza')).toEqual(['Petrobras, Rio de Janeiro']);
    expect(got.get('leonardomartins')).toEqual(['Tecgraf/PUC-Rio, Rio de Janeiro']);
  });

  it('an ORCID line set as an address (iopart) is no affiliation', () => {
    expect(byName('generated-design-4/iopart-ustc-eegbci-html').get('yaoxie')).toEqual(['School of Information Science and Technology, University of Science and Technology of China, Hefei 230026, People’s Republic of China']);
  });
});
