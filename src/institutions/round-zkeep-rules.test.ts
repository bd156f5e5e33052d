import { describe, expect, it } from 'vitest';
import { matchAffiliation, numberOpenedName, townRegion } from './match.ts';
import { loadRegistry } from './registry.ts';
import { extractFrontMatter, resolveAuthors } from './extract.ts';
import { htmlDeclared, latexDeclared, pdfDeclared, withDeclared } from './declared-affiliations.ts';
import type { PageLine } from './pdf-layout.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zkeep (docs/affiliations.md): organisations the registry lacks, kept by name where the text's structure says it is an
// affiliation. Each rule's tests fail without it (checked against main's code, 87fa8087); the guards say what must not change.
// Names, organisations, addresses and numbers are made up.

const read = (text: string, declared: boolean) => matchAffiliation(text, { declared }).map((r) => [r.name_en, r.id ? 'registry' : 'kept', r.country, r.unit_en]);

describe('a town and its region code written without a comma ("Reno NV") is a place, not the organisation', () => {
  it('the name before it is the organisation, in the region\'s country, declared or not', () => {
    expect(read('Quellwerk Robotics, Boise ID', false)).toEqual([['Quellwerk Robotics', 'kept', 'US', null]]);
    expect(read('Quellwerk Robotics, Toronto ON', true)).toEqual([['Quellwerk Robotics', 'kept', 'CA', null]]);
  });
  it('a place alone stays nothing', () => {
    expect(read('Boise ID', true)).toEqual([]);
    expect(read('Eugene OR', false)).toEqual([]);
  });
  it('guard: a name whose last word is a legal form sharing a region code ("… SA") is not read as a town', () => {
    expect(read('Quellwerk SA', true)).toEqual([['Quellwerk SA', 'kept', null, null]]);
  });
  it('guard: a registry organisation before such a town is read as before, now with the town\'s country', () => {
    const r = read('Department of Computer Science, Johns Hopkins University, Baltimore MD', false);
    expect(r).toHaveLength(1);
    expect(r[0].slice(1)).toEqual(['registry', 'US', 'Department of Computer Science']);
  });
});

describe('a name opened by a number glued to a letter ("12x Photonics"), in a text the structure declares an affiliation', () => {
  it('is the organisation when only places follow', () => {
    expect(read('12x Photonics, Reno NV', true)).toEqual([['12x Photonics', 'kept', 'US', null]]);
    expect(read('7q Optics, Tromsø, Norway', true)).toEqual([['7q Optics', 'kept', 'NO', null]]);
  });
  it('in free text it stays as cautious as before (nothing)', () => {
    expect(read('12x Photonics, Reno NV', false)).toEqual([]);
  });
  it('guards: a street, a phone number, a unit, an e-mail, a place alone never become an organisation', () => {
    for (const t of ['7a Main Street, Reno NV', '221 Example Road, Reno NV', 'Tel. 775-555-0100, Reno NV', '2b Department of Physics, Reno NV',
      'Department of Physics, Reno NV', 'ada@12xphotonics.com, Reno NV', 'Reno NV', 'Reno, NV, USA']) expect(read(t, true)).toEqual([]);
  });
});

describe('a kept name with no country written takes its city\'s, where the structure declares an affiliation', () => {
  it('a city the registry knows in one country gives that country', () => {
    expect(read('Quellwerk Robotics, Zurich', true)).toEqual([['Quellwerk Robotics', 'kept', 'CH', null]]);
    expect(read('Quellwerk Robotics, Singapore 118999', true)).toEqual([['Quellwerk Robotics', 'kept', 'SG', null]]);
  });
  it('guard: a city in several countries gives none; free text keeps no country, as before', () => {
    expect(read('Quellwerk Robotics, Cambridge', true)).toEqual([['Quellwerk Robotics', 'kept', null, null]]);
    expect(read('Quellwerk Robotics, Zurich', false)).toEqual([['Quellwerk Robotics', 'kept', null, null]]);
  });
});

/** A made-up authblk source: one \author[n] and one \affil[n] per text, or the texts as lines of a free-text \author block. */
async function extracted(affs: string[], structured = true) {
  const names = affs.map((_, i) => `Ada Ruud${'abcdefghij'[i]}`);
  const head = structured
    ? names.map((n, i) => String.raw`\author[${i + 1}]{${n}}`).join('') + affs.map((a, i) => String.raw`\affil[${i + 1}]{${a}}`).join('')
    : String.raw`\author{${names[0]} \\ ${affs[0].split(/,\s*/).join(' \\ ')}}`;
  const tex = String.raw`\documentclass{article}\usepackage{authblk}\title{A made-up paper}` + head + String.raw`\begin{document}\maketitle\end{document}`;
  const fm = await extractFrontMatter('latex', new TextEncoder().encode(tex));
  return resolveAuthors(fm.source, fm.authors).authors.map((a) => a.affiliations.flatMap((f) => f.institutions.map((r) => `${r.name_en}|${r.country}`)));
}

describe('the extractor reads an \\affil the structure declares with the rule, and guards what must stay nothing', () => {
  it('an authblk \\affil of a number-opened name and its town is kept by name', async () => {
    expect(await extracted(['12x Photonics, Reno NV', 'Department of Physics, Stanford University, Stanford, CA'])).toEqual([['12x Photonics|US'], ['Stanford University|US']]);
  });
  it('the same lines in a free-text author block are read as before (no organisation)', async () => {
    expect((await extracted(['12x Photonics, Reno NV'], false)).flat()).not.toContain('12x Photonics|US');
  });
  it('guards: notes, an author\'s own name, an e-mail, a place, a unit, a street, a phone number under \\affil give nothing', async () => {
    const got = await extracted(['Equal contribution', 'Work done at 12x Photonics, Reno NV', 'Ada Ruuda, Reno NV', 'ada@12xphotonics.com, Reno NV',
      'Reno NV', 'Department of Physics, Reno NV', '221 Example Road, Reno NV', 'Tel. 775-555-0100, Reno NV']);
    expect(got.flat()).toEqual([]);
  });
});

describe('which texts the structure declares', () => {
  it('LaTeX: the arguments of affiliation commands, not the author block', () => {
    const d = latexDeclared(String.raw`\documentclass{article}\author{Ada Ruud \\ Free Line Labs}\affil[1]{12x Photonics, Reno NV}\institute{Nord Labs \and Sud Labs}\begin{document}\end{document}`);
    const marked = withDeclared([{ name: 'Ada Ruud', affiliations: ['12x Photonics, Reno NV', 'Sud Labs', 'Free Line Labs'] }], d)[0];
    expect(marked.declared).toEqual(['12x Photonics, Reno NV', 'Sud Labs']);
  });
  it('PDF: lines opened by a superscript mark', () => {
    const run = (str: string, x: number, sup: boolean) => ({ str, x, y: sup ? 103 : 100, w: 8 * str.length, size: sup ? 7 : 10, sup });
    const lines: PageLine[] = [
      { y: 120, size: 10, runs: [run('Ada Ruud', 0, false), run('2', 70, true)] },
      { y: 100, size: 10, runs: [run('2', 0, true), run('12x Photonics, Reno NV', 6, false)] },
      { y: 80, size: 10, runs: [run('Free Line Labs, Reno NV', 0, false)] },
    ];
    const marked = withDeclared([{ name: 'Ada Ruud', affiliations: ['12x Photonics, Reno NV', 'Free Line Labs, Reno NV'] }], pdfDeclared(lines))[0];
    expect(marked.declared).toEqual(['12x Photonics, Reno NV']);
  });
  it('HTML: LaTeXML ltx_role_affiliation elements, nested ones whole', () => {
    const html = '<span class="ltx_contact ltx_role_affiliation"><span class="ltx_text">12x Photonics</span>, Reno NV</span><span class="ltx_personname">Free Line Labs</span>';
    expect(htmlDeclared(html).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(['12x Photonics , Reno NV']);
    const marked = withDeclared([{ name: 'Ada Ruud', affiliations: ['12x Photonics, Reno NV', 'Free Line Labs'] }], htmlDeclared(html))[0];
    expect(marked.declared).toEqual(['12x Photonics, Reno NV']);
    // LaTeXML's renderings of \address and llncs \institute count as the LaTeX commands do; an author's element does not
    expect(htmlDeclared('<span class="ltx_role_address">Nord Labs, Reno NV</span><span class="ltx_note ltx_role_institutetext">Sud Labs</span><span class="ltx_role_author">Ada Ruud</span>')
      .map((t) => t.trim())).toEqual(['Nord Labs, Reno NV', 'Sud Labs']);
  });
});

describe('timing', () => {
  // each input 4,000 characters, shaped for the new patterns: a town-and-code piece of many capitalised words, a number-opened first
  // piece, an unclosed affiliation element full of tags, a tag of many attributes, an unclosed LaTeX group, a long containment test
  const long = 'Aa '.repeat(1333);
  const inputs: [string, () => unknown][] = [
    // (the patterns themselves: the whole matcher on a 4,000-character piece costs what it cost before them)
    ['a town-and-code piece', () => townRegion(loadRegistry(), `${long}NV`)],
    ['a number-opened piece', () => numberOpenedName({ text: `12x ${long}`, kind: 'address' })],
    ['a number-opened piece through the matcher', () => matchAffiliation(`12x ${long}, Reno NV`, { declared: true })],
    ['an unclosed element', () => htmlDeclared(`<span class="ltx_role_affiliation">${'<span a="b">x '.repeat(300)}`)],
    ['a tag of many attributes', () => htmlDeclared(`<span ${'class="x" '.repeat(400)}`)],
    ['an unclosed group', () => latexDeclared(`\\affil{${'{a '.repeat(1300)}}`)],
    ['a long containment test', () => withDeclared([{ name: 'A B', affiliations: [long] }], [long, 'x '.repeat(2000)])],
  ];
  for (const [name, run] of inputs) {
    it(`${name} is read in under 500 ms`, () => {
      const start = cpuNow();
      run();
      expect(cpuNow() - start).toBeLessThan(500);
    });
  }
});
