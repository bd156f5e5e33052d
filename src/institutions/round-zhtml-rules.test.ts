import { describe, expect, it } from 'vitest';
import { AMS_AND, htmlFrontMatter } from './html-front-matter.ts';

// Round zhtml's rule (branch zhtml), from its design misses: NeurIPS author columns (`\And`) rendered by LaTeXML 0.8.7 with amsmath
// loaded after the style, where amsmath's math `\And` prints "&" in the text in place of the column break. Made-up names and
// organisations, in the shape LaTeXML writes (one personname, `<br class="ltx_break">` between a column's lines).

const page = (person: string) => '<article class="ltx_document"><h1 class="ltx_title ltx_title_document">A Title</h1>\n'
  + '<div class="ltx_authors">\n<span class="ltx_creator ltx_role_author">\n<span class="ltx_personname">' + person
  + '</span></span>\n</div>\n<div class="ltx_abstract"><p class="ltx_p">Abstract.</p></div></article>';
const read = (person: string) => htmlFrontMatter(page(person)).map((a) => [a.name, a.affiliations]);

describe('an "&" run on to the next column\'s first name is a column break (amsmath\'s \\And under LaTeXML)', () => {
  it('each column is its own author with its own lines', () => {
    expect(read('Mira Olsen \n<br class="ltx_break">Varnholt College\n&amp;Teodor Lisk \n<br class="ltx_break">Varnholt Institute of Technology\n'
      + '&amp;Anya Berg \n<br class="ltx_break">Varnholt Institute of Technology\n')).toEqual([
      ['Mira Olsen', ['Varnholt College']], ['Teodor Lisk', ['Varnholt Institute of Technology']], ['Anya Berg', ['Varnholt Institute of Technology']]]);
  });
  it('columns of several address lines keep their lines', () => {
    const got = read('Mira Olsen \n<br class="ltx_break">School of Optics \n<br class="ltx_break">Varnholt University \n'
      + '<br class="ltx_break">Bergen, Norway\n&amp;Teodor Lisk \n<br class="ltx_break">School of Optics \n'
      + '<br class="ltx_break">Varnholt University \n<br class="ltx_break">Bergen, Norway\n');
    expect(got.map(([n]) => n)).toEqual(['Mira Olsen', 'Teodor Lisk']);
    expect(got[1][1]).toEqual(['School of Optics, Varnholt University, Bergen, Norway']);
  });
  it('guard: "&" with spaces round it inside an address is text ("Science & Technology")', () => {
    expect(read('Mira Olsen \n<br class="ltx_break">School of Science &amp; Technology, Varnholt University\n')).toEqual([
      ['Mira Olsen', ['School of Science & Technology, Varnholt University']]]);
  });
  it('guard: "&" inside a word is text ("R&D")', () => {
    expect(read('Mira Olsen \n<br class="ltx_break">Quillon R&amp;D Centre, Varnholt\n')).toEqual([
      ['Mira Olsen', ['Quillon R&D Centre, Varnholt']]]);
  });
  it('timing: the pattern on 4,000 characters of "&" runs (spaces before, none after; a capital after, none before) is linear', () => {
    const t = Date.now();
    for (const junk of [' &amp;'.repeat(670), 'a&amp;A'.repeat(570), ' &amp;A'.repeat(570)]) junk.replace(AMS_AND, '$1|');
    expect(Date.now() - t).toBeLessThan(500);
  });
});
