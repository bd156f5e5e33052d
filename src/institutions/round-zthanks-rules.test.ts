import { describe, expect, it } from 'vitest';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { footnotemarkAddresses, thanksPieces } from './html-thanks.ts';

// Round zthanks's rules (branch zthanks): `\thanks` notes read as affiliations. Made-up names and organisations. The arXiv markup is
// the real pages' structure (round zarxivhtml's 2609.04056: `ltx_note ltx_note_frontmatter ltx_thanks_note ltx_role_thanks` after the
// personname, a mark, `ltx_note_outer` / `ltx_note_content`, the mark again, "thanks: "); the LaTeXML 0.8.7 markup is what round
// zthanks's design pages show (plain `ltx_author_notes`, several `\thanks` run together).

const note = (text: string, kind = 'ltx_thanks_note') =>
  `<span id="id9" class="ltx_note ltx_note_frontmatter ${kind} ltx_role_thanks"><sup class="ltx_note_mark">†</sup><span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">†</sup><span class="ltx_note_type">thanks: </span>${text}</span></span></span>`;
const arxiv = (creators: [string, string[]][]) => `<article class="ltx_document ltx_authors_1line"><h1 class="ltx_title ltx_title_document">A Title</h1>
<div class="ltx_authors">${creators.map(([name, notes]) => `<span class="ltx_creator ltx_role_author">
<span class="ltx_personname">${name}
</span>${notes.join('')}</span>`).join('\n<span class="ltx_author_before">  </span>')}</div>
<div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">Text.</p></div></article>`;
const old = (creators: [string, string][], before = '  ') => `<article class="ltx_document ltx_authors_1line"><h1 class="ltx_title ltx_title_document">A Title</h1>
<div class="ltx_authors">${creators.map(([name, notes]) => `<span class="ltx_creator ltx_role_author">
<span class="ltx_personname">${name}
</span><span class="ltx_author_notes">${notes}</span></span>`).join(`\n<span class="ltx_author_before">${before}</span>`)}</div>
<div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">Text.</p></div></article>`;
const read = (html: string) => htmlFrontMatter(html).map((a) => [a.name, a.affiliations]);

describe("arXiv's `\\thanks` notes (ltx_note_frontmatter ltx_thanks_note ltx_role_thanks) are the marked author's affiliations", () => {
  it('one address note per author', () => {
    expect(read(arxiv([['Odile Varnier', [note('Laboratoire Quenneville, Univ Varnholt, CNRS, F-12345 Varnholt, France')]],
      ['Piet Zandvoort', [note('DMI, École supérieure de Brelac, Université Tolvane, 75099 Brelac, France')]]]))).toEqual([
      ['Odile Varnier', ['Laboratoire Quenneville, Univ Varnholt, CNRS, F-12345 Varnholt, France']],
      ['Piet Zandvoort', ['DMI, École supérieure de Brelac, Université Tolvane, 75099 Brelac, France']]]);
  });
  it("an address note beside an equal-contribution note, and two addresses in one note set apart by ';'", () => {
    expect(read(arxiv([['Odile Varnier', [note('These authors contributed equally.'), note('Institute of Quarrying, Varnholt University, Varnholt, Norway')]],
      ['Piet Zandvoort', [note('Brelac Institute of Optics; Tolvane University (pz@tolvane.example)')]]]))).toEqual([
      ['Odile Varnier', ['Institute of Quarrying, Varnholt University, Varnholt, Norway']],
      ['Piet Zandvoort', ['Brelac Institute of Optics', 'Tolvane University']]]);
  });
  it('guard: funding, equal-contribution, corresponding-author and e-mail notes give no institution (nor a note oxide classes so)', () => {
    const out = read(arxiv([['Odile Varnier', [note('Supported by the Varnholt Science Foundation under grant 12-345.')]],
      ['Piet Zandvoort', [note('Equal contribution.'), note('Corresponding author.')]], ['Rhea Coldbrook', [note('rhea@varnholt.example')]],
      ['Sam Ilvers', [note('Varnholt University', 'ltx_thanks_funding')]]]));
    expect(out.every(([, affs]) => (affs as string[]).length === 0)).toBe(true);
  });
  it('"X is with Y" notes give each named author their organisation', () => {
    expect(read(arxiv([['Odile Varnier', []], ['Piet Zandvoort', [note('O. Varnier is with the Department of Geology, Varnholt University, Varnholt, Norway. P. Zandvoort is with Tolvane Institute of Technology, Brelac, Chile.')]]]))).toEqual([
      ['Odile Varnier', ['Department of Geology, Varnholt University, Varnholt, Norway']],
      ['Piet Zandvoort', ['Tolvane Institute of Technology, Brelac, Chile']]]);
  });
});

describe("LaTeXML 0.8.7's `\\thanks` author notes", () => {
  it('notes run together with an address ("Corresponding author.Department of …"): the address alone', () => {
    expect(read(old([['Odile Varnier', 'Department of Quarrying, Varnholt University, Norway'],
      ['Piet Zandvoort', 'Corresponding author.Brelac Institute of Optics, Brelac, Chile; Tolvane University, Chile']]))).toEqual([
      ['Odile Varnier', ['Department of Quarrying, Varnholt University, Norway']],
      ['Piet Zandvoort', ['Brelac Institute of Optics, Brelac, Chile', 'Tolvane University, Chile']]]);
  });
  it('an address without commas ("Varnholt University") and an author of the same address after ("and" before the last creator)', () => {
    expect(read(old([['Odile Varnier', 'Varnholt University'], ['Piet Zandvoort', 'Brelac Institute of Optics'], ['Rhea Coldbrook', 'Varnholt University']], ' and ')))
      .toEqual([['Odile Varnier', ['Varnholt University']], ['Piet Zandvoort', ['Brelac Institute of Optics']], ['Rhea Coldbrook', ['Varnholt University']]]);
  });
  it('guard: a funding or thanks sentence glued to an address is no part of it; a sentence alone gives nothing', () => {
    expect(thanksPieces('This work was supported by the Varnholt Foundation.Department of Quarrying, Varnholt University, Norway'))
      .toEqual(['Department of Quarrying, Varnholt University, Norway']);
    expect(thanksPieces('We thank the Varnholt University staff for their help with the experiments.')).toBeNull();
    expect(thanksPieces('Equal contribution.')).toBeNull();
  });
});

describe("LaTeXML 0.8.7's `\\footnotemark[n]` after a name: the n-th `\\thanks` note", () => {
  const mark = (n: number) => `<span id="footnotex${n}" class="ltx_note ltx_role_footnotemark"><sup class="ltx_note_mark">${n}</sup><span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">${n}</sup><span class="ltx_note_type">footnotemark: </span></span></span></span>`;
  const page = (second: string) => `<article class="ltx_document"><h1 class="ltx_title ltx_title_document">A Title</h1><div class="ltx_authors">
<span class="ltx_creator ltx_role_author"><span class="ltx_personname">Odile Varnier
</span><span class="ltx_author_notes">${second}Department of Quarrying, Varnholt University, Norway</span></span>
<span class="ltx_author_before">  </span><span class="ltx_creator ltx_role_author"><span class="ltx_personname">Piet Zandvoort
</span><span class="ltx_author_notes">Brelac Institute of Optics, Brelac, Chile</span></span>
<span class="ltx_author_before">  </span><span class="ltx_creator ltx_role_author"><span class="ltx_personname">Rhea Coldbrook${mark(2)}
</span></span></div><div class="ltx_abstract"><p class="ltx_p">Text.</p></div></article>`;
  it('the mark names the first author\'s address (the second note, after a funding note), not the next author\'s', () => {
    expect(read(page('Funded by the Varnholt Science Fund.'))).toEqual([['Odile Varnier', ['Department of Quarrying, Varnholt University, Norway']],
      ['Piet Zandvoort', ['Brelac Institute of Optics, Brelac, Chile']], ['Rhea Coldbrook', ['Department of Quarrying, Varnholt University, Norway']]]);
  });
  it('guard: a mark that names a note, not an address, gives that author nothing from it', () => {
    expect(read(page('Equal contribution.Funded by the Varnholt Science Fund.'))[2]).toEqual(['Rhea Coldbrook', []]);
  });
});

describe('timing', () => {
  it('the thanks pieces of 4,000-character adversarial notes are read in bounded CPU time (faster of two runs)', () => {
    const junk = ['a.B'.repeat(1333), 'a@'.repeat(2000), '(a@'.repeat(1333), 'Varnholt University; '.repeat(190), `${'x'.repeat(4000)}`];
    const run = () => {
      const t = cpuNow();
      for (const j of junk) thanksPieces(j);
      htmlFrontMatter(arxiv([['Odile Varnier', [note(junk[0]), note(junk[3])]]]));
      footnotemarkAddresses([`<span class="ltx_author_notes">${junk[0]}</span>`, '<span class="ltx_note ltx_role_footnotemark"><sup class="ltx_note_mark">1</sup>']);
      return cpuNow() - t;
    };
    expect(Math.min(run(), run())).toBeLessThan(500);
  });
});
