import { describe, expect, it } from 'vitest';
import { htmlFrontMatter } from './html-front-matter.ts';
import { cellAffiliations, linesFrontMatter } from './pdf-front-matter.ts';
import type { PageLine } from './pdf-layout.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zleft4's rules (branch zleft4), from layouts earlier rounds left on their design pages (docs/affiliations.md, round zleft4):
// OUP's run-in address list whose addresses open with the article ("⟦4⟧the Department of …", round ztemplates7's design page), an
// acmart card alone on its row that runs past the reader's 30-line cap (rounds ztemplates6–8), the lines of one acmart \affiliation
// inside such a card (a laboratory over its university), and a creator's `\thanks` note "X was with Y" that neither the HTML reader's
// address test nor its sentence test took. Made-up names, places and organisations (the one registry pair — a national laboratory
// with a record of its own and its university — is the registry's, not a fixture's).

/** A line of pieces laid end to end from x0 (each piece [text, superscript?]), stretched to end at x1; on baseline y in `size` points. */
function line(y: number, size: number, x0: number, x1: number, pieces: [string, boolean?][]): PageLine {
  const len = pieces.reduce((n, [t]) => n + t.length, 0);
  const k = (x1 - x0) / len;
  let x = x0;
  return {
    y, size,
    runs: pieces.map(([str, sup]) => {
      const r = { str, x, y, w: str.length * k, size: sup ? 0.7 * size : size, sup: !!sup };
      x += r.w;
      return r;
    }),
  };
}
const plainLine = (y: number, size: number, x0: number, x1: number, text: string) => line(y, size, x0, x1, [[text]]);
/** A line centred on x = c, half a point per character each side per point of size. */
const centred = (y: number, size: number, c: number, text: string) => plainLine(y, size, c - 0.25 * size * text.length, c + 0.25 * size * text.length, text);
const prose = 'we study a family of methods for the problem described in the title and report how they behave across a range of settings';
const read = (page: PageLine[]) => linesFrontMatter(page, 792, 612).map((a) => [a.name, a.affiliations]);

describe('OUP: a run-in list of marked addresses that open with the article ("⟦4⟧the Department of …") is one list, wrapped', () => {
  const page: PageLine[] = [
    plainLine(620, 18, 54, 420, 'A Study of Tidal Quokkas and Their Reefs'),
    line(555, 13, 54, 330, [['Ana Quokka,'], ['1', true], [' Bo Wallaby,'], ['1,2', true], [' and Cy Numbat'], ['3,4', true]]),
    line(536, 6.5, 54, 558, [['1', true], ['the Department of Tidal Studies, Quokka University, Tidaltown 12345, Wombatland,'], ['2', true], ['the Wombat Key Laboratory of Reef']]),
    line(526.5, 6.5, 54, 556, [['Ecology and Shoreline Engineering, Tidaltown 12345, Wombatland,'], ['3', true], ['the School of Marine Science, Numbat Institute of']]),
    line(517, 6.5, 54, 557, [['Technology, Reefport 54321, Wombatland,'], ['4', true], ['the Department of Reef Physics, Bilby University, Bilbytown 67890, Wombatland']]),
    plainLine(465, 11.5, 54, 100, 'Abstract'),
    plainLine(449, 9, 54, 558, `We ${prose}.`),
    plainLine(438, 9, 54, 558, `And ${prose}.`),
  ];
  it('every address goes to its marks; no address line is read as names', () => {
    expect(read(page)).toEqual([
      ['Ana Quokka', ['the Department of Tidal Studies, Quokka University, Tidaltown 12345, Wombatland']],
      ['Bo Wallaby', ['the Department of Tidal Studies, Quokka University, Tidaltown 12345, Wombatland',
        'the Wombat Key Laboratory of Reef Ecology and Shoreline Engineering, Tidaltown 12345, Wombatland']],
      ['Cy Numbat', ['the School of Marine Science, Numbat Institute of Technology, Reefport 54321, Wombatland',
        'the Department of Reef Physics, Bilby University, Bilbytown 67890, Wombatland']],
    ]);
  });
  it('guard: a second line whose marked piece opens with a lower-case word other than the article is not run on', () => {
    const other = page.map((l, i) => (i === 3 ? line(526.5, 6.5, 54, 556, [['Ecology and Shoreline Engineering, Tidaltown 12345, Wombatland,'], ['3', true], ['with thanks to the Numbat Institute of']]) : l));
    const cy = read(other).find(([n]) => n === 'Cy Numbat');
    expect(JSON.stringify(cy ?? null)).not.toContain('with thanks to the Numbat Institute of Technology');
  });
});

describe('acmart: a card alone on its row goes on past the 30-line cap while its lines stay centred under its name', () => {
  // five rows of three cards (a name over three lines: 20 lines), then one card alone with four affiliations of three lines each (its
  // last three lines are the block's 31st to 33rd)
  const cols = [150, 306, 462];
  const rowCard = (i: number) => [`School of Tidal Studies ${i}`, 'Quokka University', 'Tidaltown, China'];
  const lone = ['School of Reef Ecology', 'Quokka University', 'Tidaltown, China', 'Department of Shoreline Physics', 'Wombat University',
    'Reefport, China', 'Marine Optics Group', 'Numbat University', 'Numbatville, China', 'Bilby Institute of Oceanography', 'Bilby University', 'Bilbytown, China'];
  const build = (shift: number) => {
    const page: PageLine[] = [centred(700, 17, 306, 'A Study of Tidal Quokkas and Their Reefs')];
    let y = 676;
    const names = [['Ana Quokka', 'Bo Wallaby', 'Cy Numbat'], ['Di Bilby', 'Ed Possum', 'Fay Dingo'], ['Gus Emu', 'Hal Kiwi', 'Ida Koala'], ['Jo Tern', 'Kim Ibis', 'Lu Skink'], ['Mia Gecko', 'Ned Quoll', 'Oli Dugong']];
    names.forEach((row, r) => {
      page.push({ y, size: 12, runs: row.flatMap((n, i) => centred(y, 12, cols[i], n).runs) });
      for (let j = 0; j < 3; j++) { y -= 12; page.push({ y, size: 10, runs: cols.flatMap((c, i) => centred(y, 10, c, rowCard(3 * r + i)[j]).runs) }); }
      y -= 24;
    });
    page.push(centred(y, 12, 306, 'Mo Wallaroo'));
    lone.forEach((t, j) => { y -= 12; page.push(centred(y, 10, j >= 9 ? 306 + shift : 306, t)); });
    page.push(plainLine(y - 24, 11, 54, 110, 'ABSTRACT'), plainLine(y - 36, 9, 54, 558, `We ${prose}.`));
    return page;
  };
  it('the lone card keeps its last affiliation, past line 30', () => {
    const mo = read(build(0)).find(([n]) => n === 'Mo Wallaroo');
    expect(mo?.[1]).toEqual(['School of Reef Ecology, Quokka University, Tidaltown, China', 'Department of Shoreline Physics, Wombat University, Reefport, China',
      'Marine Optics Group, Numbat University, Numbatville, China', 'Bilby Institute of Oceanography, Bilby University, Bilbytown, China']);
  });
  it('guard: lines past the cap set off the card\'s centre are no part of it (the cap holds)', () => {
    const mo = read(build(120)).find(([n]) => n === 'Mo Wallaroo');
    expect(JSON.stringify(mo ?? null)).not.toContain('Bilby University');
  });
});

describe('acmart: once a place line closes one affiliation of a card, the lines up to the next place line are one affiliation', () => {
  it('a laboratory with a record of its own over its university is the university\'s laboratory, not a second employer', () => {
    expect(cellAffiliations(['School of Tidal Studies', 'Quokka University', 'Tidaltown, China', 'Beijing National Laboratory for Molecular Sciences',
      'Peking University', 'Beijing, China'])).toEqual(['School of Tidal Studies, Quokka University, Tidaltown, China',
      'Beijing National Laboratory for Molecular Sciences, Peking University, Beijing, China']);
  });
  it('guard: a name and its kind under an organisation the registry holds is still a second employer (acmart\'s second \\institution)', () => {
    expect(cellAffiliations(['Quokka University', 'Tidaltown, China', 'Peking University', 'Wombat Laboratory', 'Beijing, China']))
      .toEqual(['Quokka University, Tidaltown, China', 'Peking University, Beijing, China', 'Wombat Laboratory, Beijing, China']);
  });
  it('guard: the card\'s first affiliation, before any place line, splits as before', () => {
    expect(cellAffiliations(['Beijing National Laboratory for Molecular Sciences', 'Peking University', 'Beijing, China']))
      .toEqual(['Beijing National Laboratory for Molecular Sciences, Beijing, China', 'Peking University, Beijing, China']);
  });
});

describe('a creator\'s `\\thanks` note "X was with Y" goes to the with-sentences, as "X is with Y" does', () => {
  const note = (text: string) =>
    `<span id="id9" class="ltx_note ltx_note_frontmatter ltx_thanks_note ltx_role_thanks"><sup class="ltx_note_mark">†</sup><span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">†</sup><span class="ltx_note_type">thanks: </span>${text}</span></span></span>`;
  const arxiv = (creators: [string, string[]][]) => `<article class="ltx_document ltx_authors_1line"><h1 class="ltx_title ltx_title_document">A Title</h1>
<div class="ltx_authors">${creators.map(([name, notes]) => `<span class="ltx_creator ltx_role_author">
<span class="ltx_personname">${name}
</span>${notes.join('')}</span>`).join('\n<span class="ltx_author_before">  </span>')}</div>
<div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">Text.</p></div></article>`;
  const html = (h: string) => htmlFrontMatter(h).map((a) => [a.name, a.affiliations]);
  it('"A. Quokka was with …" gives the author where the work was done', () => {
    expect(html(arxiv([['Ana Quokka', [note('A. Quokka was with the Reef Institute, Tidaltown, Wombatland.')]],
      ['Bo Wallaby', [note('B. Wallaby is with the Numbat Laboratory, Quokka University, Reefport, Wombatland.')]]]))).toEqual([
      ['Ana Quokka', ['Reef Institute, Tidaltown, Wombatland']], ['Bo Wallaby', ['Numbat Laboratory, Quokka University, Reefport, Wombatland']]]);
  });
  it('"A and B were with …" in one creator\'s note gives both', () => {
    expect(html(arxiv([['Ana Quokka', [note('A. Quokka and B. Wallaby were with the Reef Institute, Tidaltown, Wombatland.')]], ['Bo Wallaby', []]])))
      .toEqual([['Ana Quokka', ['Reef Institute, Tidaltown, Wombatland']], ['Bo Wallaby', ['Reef Institute, Tidaltown, Wombatland']]]);
  });
  it('guard: "was with …, now with …" reads as before (where the work was done: the "now with" sentence names no author, the settled with-sentence convention)', () => {
    expect(html(arxiv([['Ana Quokka', [note('A. Quokka was with the Reef Institute, Tidaltown, Wombatland. She is now with the Numbat Laboratory, Quokka University, Reefport, Wombatland.')]]])))
      .toEqual([['Ana Quokka', ['Reef Institute, Tidaltown, Wombatland']]]);
  });
});

describe('timing: long inputs through the rules', () => {
  // (cellAffiliations matches each line and each group it builds, about 15 ms a line on the base too: the inputs are some 4,000
  // characters, not more lines; the rules add a per-line test over the lines kept since the card's name, and one flag)
  it('a 150-line lone card past the cap, a 4,000-character run-in list and a 150-line card read under the guard', () => {
    // warm-ups on other inputs (the registry loads once and the matcher memoises)
    read([plainLine(700, 17, 54, 400, 'A Title of Warming Up'), centred(676, 12, 306, 'Ana Quokka'), centred(664, 10, 306, 'Quokka University')]);
    cellAffiliations(['Reef Institute', 'Tidaltown, China']);
    const unit = (j: number) => (j % 3 === 2 ? `Town${j}, China` : `Quokka Tidal Reef Unit ${j} Institute`);
    const card: PageLine[] = [centred(780, 17, 306, 'A Study of Tidal Quokkas'), centred(770, 12, 306, 'Mo Wallaroo')];
    for (let j = 0; j < 150; j++) card.push(centred(760 - 4.5 * j, 4, 306, unit(j)));
    const longLine = (y: number) => line(y, 6.5, 54, 558, Array.from({ length: 45 }, (_, i) => [[`${i}`, true], [`the Department of Reef ${i}, Tidaltown, `]] as [string, boolean?][]).flat());
    const runIn: PageLine[] = [plainLine(620, 18, 54, 420, 'A Study of Tidal Quokkas'), line(555, 13, 54, 330, [['Ana Quokka,'], ['1', true]]), longLine(536), longLine(526.5), longLine(517)];
    expect(card.reduce((n, l) => n + l.runs[0].str.length, 0)).toBeGreaterThan(4000);
    const t = cpuNow();
    read(card);
    read(runIn);
    cellAffiliations(Array.from({ length: 150 }, (_, j) => unit(j)));
    expect(cpuNow() - t).toBeLessThan(8000);
  });
});
