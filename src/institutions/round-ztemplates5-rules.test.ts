import { describe, expect, it } from 'vitest';
import { joinWrapped, looksLikeNames, parseAuthorBlock } from './author-block.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { cellAffiliations, linesFrontMatter, unraisedLegendMarks } from './pdf-front-matter.ts';
import { splitAlsoWith, withSentences } from './with-sentences.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';
import { amsartPage } from '../../test/helpers/pdf-pages.ts';

// Round ztemplates5's rules (branch ztemplates5), from its design misses and from what round ztemplates4 left on its design half:
// IEEE notes whose address ends in a one-letter word ("… Robotics Q. B. Lin and C. Wu are with …"), an address wrapped by TeX inside a
// unit's field ("… of Coastal Cultural" / "Heritage of …"), achemso's later symbol marks set unraised at the legend ("∥", "⊥"), and its
// "@" mark on a name read as an e-mail address. Made-up names, organisations and places.

const byKey = (text: string, keys: string[]) => { const m = withSentences(text); return keys.map((k) => m.get(k)); };

describe('an IEEE note whose address ends in a one-letter word ends there', () => {
  const notes = 'R. Holm is with the Falcon Lab, Tromso, and also with the Quokka Robotics Q. B. Lin, C. Wu, and D. Ek are with the Lynx Lab, '
    + 'Bergen. E. Moe is with the Quokka Robotics Q. Manuscript received May 2, 2024; revised June 1, 2024.';
  it('the next note\'s subject (initialled names up to "are with") starts after the letter\'s period', () => {
    expect(byKey(notes, ['r.holm', 'b.lin', 'c.wu', 'd.ek'])).toEqual([['Falcon Lab, Tromso, and also with the Quokka Robotics Q'],
      ['Lynx Lab, Bergen'], ['Lynx Lab, Bergen'], ['Lynx Lab, Bergen']]);
  });
  it('a note about no person ("Manuscript received …") after the letter ends the sentence too', () => {
    expect(byKey(notes, ['e.moe'])).toEqual([['Quokka Robotics Q']]);
  });
  it('guard: initials inside an address (a person\'s name in an organisation\'s) end no sentence', () => {
    expect(byKey('A. Berg is with the M. V. Lomov Institute of Tides, Oslo, Norway. B. Lin is with the Lynx Lab, Bergen, Norway.', ['a.berg', 'b.lin']))
      .toEqual([['M. V. Lomov Institute of Tides, Oslo, Norway'], ['Lynx Lab, Bergen, Norway']]);
    expect(byKey('A. Berg is with the Laboratoire J. A. Morel, Nice, France. B. Lin is with the Lynx Lab, Bergen, Norway.', ['a.berg']))
      .toEqual([['Laboratoire J. A. Morel, Nice, France']]);
  });
});

describe('an address wrapped by TeX inside a unit\'s field goes on', () => {
  it('a line opening "Heritage of …" / "Technology and …" (a capitalised word and a connective, no organisation) continues the field', () => {
    expect(joinWrapped('Key Laboratory of Safe Processing of Coastal Cultural', 'Heritage of Zeeland and Friesland (Quokka University), Ministry of Waterways, Norway'))
      .toBe('Key Laboratory of Safe Processing of Coastal Cultural Heritage of Zeeland and Friesland (Quokka University), Ministry of Waterways, Norway');
    expect(joinWrapped('Quokka University, Norway; Joint Research Center for AI', 'Technology and Elder Care, Norway'))
      .toBe('Quokka University, Norway; Joint Research Center for AI Technology and Elder Care, Norway');
  });
  it('guard: a line that names an organisation, a place or a registry name opens a piece of its own', () => {
    expect(joinWrapped('Laboratory of Coastal Sciences', 'Quokka University and Hospital, Bergen, Norway')).toBe('Laboratory of Coastal Sciences, Quokka University and Hospital, Bergen, Norway');
    expect(joinWrapped('Center for Tidal Studies', 'Beijing and Shanghai')).toBe('Center for Tidal Studies, Beijing and Shanghai');
    expect(joinWrapped('Quokka Robotics', 'Heritage of Zeeland and Friesland')).toBe('Quokka Robotics, Heritage of Zeeland and Friesland');
    // a word that opens organisations' names with "of" in the registry ("Ministry of …") opens one here too
    expect(joinWrapped('Key Laboratory of Tidal Farming Technology', 'Ministry of Waterways and Rural Affairs, Bergen, Norway'))
      .toBe('Key Laboratory of Tidal Farming Technology, Ministry of Waterways and Rural Affairs, Bergen, Norway');
  });
});

describe('amsart\'s capitals names wrapped before the last name\'s "AND"', () => {
  it('"AND YANN LE CUN" alone on its line is a name though its short surname is also an acronym', () => {
    expect(parseAuthorBlock('MARTA OLSEN, KAI SUN, HIRO TANAKA,\nAND YANN LE CUN').map((a) => [a.name, a.affiliations])).toEqual([
      ['Marta Olsen', []], ['Kai Sun', []], ['Hiro Tanaka', []], ['Yann Le Cun', []]]);
  });
  it('guard: an "AND" line opened by an acronym, or holding an organisation\'s word, is no name', () => {
    expect(looksLikeNames('AND MIT CSAIL')).toBe(false);
    expect(looksLikeNames('AND NASA AMES')).toBe(false);
    expect(looksLikeNames('AND CUN LAB')).toBe(false);
  });
});

describe('achemso\'s unraised legend marks and its "@" mark', () => {
  const block = ['Kai Berg,⟦†,∥⟧ Bo Lund,⟦‡⟧ and Eva Moe⟦⊥⟧', '⟦†⟧Quokka University', '⟦‡⟧Lynx Lab', '∥Falcon Institute of Tides', '⊥Heron College'];
  it('a legend line opening with a symbol the names carry is that mark\'s affiliation', () => {
    expect(unraisedLegendMarks(block).slice(3)).toEqual(['⟦∥⟧Falcon Institute of Tides', '⟦⊥⟧Heron College']);
    expect(parseAuthorBlock(unraisedLegendMarks(block).join('\n'), [], false).map((a) => [a.name, a.affiliations])).toEqual([
      ['Kai Berg', ['Quokka University', 'Falcon Institute of Tides']], ['Bo Lund', ['Lynx Lab']], ['Eva Moe', ['Heron College']]]);
  });
  it('guard: a symbol no name carries stays text', () => {
    expect(unraisedLegendMarks(['Kai Berg⟦†⟧', '⟦†⟧Quokka University', '§Falcon Institute'])).toEqual(['Kai Berg⟦†⟧', '⟦†⟧Quokka University', '§Falcon Institute']);
  });
  it('an "@" mark on a name is no e-mail address: the name stays', () => {
    expect(parseAuthorBlock('Kai Berg,⟦@,†⟧ Bo Lund,⟦†⟧ and Eva Moe⟦@⟧\n⟦†⟧Quokka University\n⟦@⟧Falcon Institute of Tides', [], false).map((a) => [a.name, a.affiliations]))
      .toEqual([['Kai Berg', ['Quokka University', 'Falcon Institute of Tides']], ['Bo Lund', ['Quokka University']], ['Eva Moe', ['Falcon Institute of Tides']]]);
  });
  it('guard: an e-mail address after an affiliation still goes', () => {
    expect(parseAuthorBlock('Kai Berg⟦1⟧\n⟦1⟧Quokka University, Bergen, Norway kai.berg@quokka.no', [], false).map((a) => [a.name, a.affiliations]))
      .toEqual([['Kai Berg', ['Quokka University, Bergen, Norway']]]);
  });
});

describe('a US state\'s code after a city closes an address as a country does', () => {
  it('acmart\'s card: "Quokka AI Lab" / "Bellevue, WA" / "Quokka Robotics X" / "China" is two affiliations', () => {
    expect(cellAffiliations(['Quokka AI Lab', 'Bellevue, WA', 'Quokka Robotics X', 'China'])).toEqual(['Quokka AI Lab, Bellevue, WA', 'Quokka Robotics X, China']);
  });
  it('acmsmall\'s run-in line: a bare "and" after the state\'s code opens the second address', () => {
    expect(splitAlsoWith('Quokka AI Lab, Bellevue, WA and Quokka Robotics Lab, Norway')).toEqual(['Quokka AI Lab, Bellevue, WA', 'Quokka Robotics Lab, Norway']);
  });
  it('guard: one address in two places, or a person after it, stays one', () => {
    expect(cellAffiliations(['Department of Physics', 'Quokka University', 'Perth, WA', 'Australia'])).toEqual(['Department of Physics, Quokka University, Perth, WA, Australia']);
    expect(splitAlsoWith('Quokka University, Seattle, WA and Vancouver, BC')).toEqual(['Quokka University, Seattle, WA and Vancouver, BC']);
    expect(splitAlsoWith('Quokka University, Perth, WA and Bo Lund')).toEqual(['Quokka University, Perth, WA and Bo Lund']);
  });
});

describe('a card\'s unit named "… on …" wrapped after its "on"', () => {
  it('"Science and Technology on" / "Tidal Systems Engineering Laboratory" is one unit, of the university under it', () => {
    expect(cellAffiliations(['Science and Technology on', 'Tidal Systems Engineering Laboratory', 'Quokka University of Defense Technology', 'Bergen, Norway']))
      .toEqual(['Science and Technology on Tidal Systems Engineering Laboratory, Quokka University of Defense Technology, Bergen, Norway']);
    expect(joinWrapped('Science and Technology on', 'Tidal Systems Engineering Laboratory, Bergen')).toBe('Science and Technology on Tidal Systems Engineering Laboratory, Bergen');
  });
  it('guard: Ontario\'s "ON" after a city goes on no name', () => {
    expect(cellAffiliations(['Quokka University', 'Toronto, ON', 'Canada'])).toEqual(['Quokka University, Toronto, ON, Canada']);
    expect(joinWrapped('Quokka University, Toronto, ON', 'Canada')).toBe('Quokka University, Toronto, ON, Canada');
  });
});

/** An amsart page (test/helpers/pdf-pages.ts) read as [name, affiliations] pairs. */
const amsartPairs = (names: string, tail: [string, number, number, number][]) => amsartPage([names], tail).map((a) => [a.name, a.affiliations]);

describe('amsart: a company\'s research arm among as many addresses as authors', () => {
  it('"Kuaishou Research, Beijing" (no organisation\'s word, a registry company) is an address', () => {
    expect(amsartPairs('ANA RUIZ AND TOM BERG', [['Kuaishou Research, Beijing, China', 520, 8, 84], ['Department of Mathematics, Northfield University', 503, 8, 84]]))
      .toEqual([['Ana Ruiz', ['Kuaishou Research, Beijing, China']], ['Tom Berg', ['Department of Mathematics, Northfield University']]]);
  });
  it('guard: a paragraph that names no organisation, or a sentence, is still no address', () => {
    expect(amsartPairs('ANA RUIZ AND TOM BERG', [['Quokka Nova, Oslo', 520, 8, 84], ['Department of Mathematics, Northfield University', 503, 8, 84]]))
      .toEqual([['Ana Ruiz', []], ['Tom Berg', []]]);
    expect(amsartPairs('ANA RUIZ AND TOM BERG', [['We thank Kuaishou Research for the data and the referees for their comments.', 520, 8, 84],
      ['Department of Mathematics, Northfield University', 503, 8, 84]])).toEqual([['Ana Ruiz', []], ['Tom Berg', []]]);
  });
});

/** A first page with a title, the block's lines given as runs, an abstract under them. */
function blockPage(block: [string, number, number, number][]) {
  const runs: [string, number, number, number][] = [['On Quiet Channels of Tide and Their Keepers', 700, 14, 72], ...block, ['Abstract', 560, 12, 72],
    ['We study a family of methods for the problem described in the title and report how they', 540, 10, 72]];
  const rs: TextRun[] = runs.map(([str, y, size, x]) => ({ str, x, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(rs), 792, 612).map((a) => [a.name, a.affiliations]);
}
/** One line of text and raised markers ("^1,2") at a baseline. */
function runLine(pieces: string[], y: number, size: number): [string, number, number, number][] {
  let x = 72;
  return pieces.map((p) => {
    const sup = p.startsWith('^');
    const [str, sz] = sup ? [p.slice(1), size * 0.7] : [p, size];
    const run: [string, number, number, number] = [str, sup ? y + size * 0.4 : y, sz, x];
    x += str.length * sz * 0.5;
    return run;
  });
}

describe('OUP\'s run-in addresses wrapped anywhere, on a loose step', () => {
  const names = runLine(['Ann Berg,', '^1,2', ' Ole Lind', '^2,3', ' and Eva Holm', '^4'], 670, 11);
  const legend = (step: number) => [
    ...runLine(['^1', 'Quillon School of Tides and Coastal Engineering, Quillon University of Science and Technology, Bergen 5003, Norway, ', '^2', 'College of'], 650, 6.5),
    ...runLine(['Marine Engineering and Harbour Studies, Varnholt University of Science and Technology, Oslo 0150, Norway, ', '^3', 'Tide'], 650 - step, 6.5),
    ...runLine(['Department Tromso Branch, Lind Coastal Research Institute of the North, Tromso 9008, Norway and ', '^4', 'Dept. of Science, Lind Coastal'], 650 - 2 * step, 6.5),
    ...runLine(['Research Institute, Bergen 5003, Norway'], 650 - 3 * step, 6.5)];
  it('a line that goes on the affiliation left open above (an organisation before its first marker) is no names: 6.5 pt on a 9.46 pt step', () => {
    const got = blockPage([...names, ...legend(9.46)]);
    expect(got.map((a) => a[0])).toEqual(['Ann Berg', 'Ole Lind', 'Eva Holm']);
    expect(got[0][1]).toEqual(['Quillon School of Tides and Coastal Engineering, Quillon University of Science and Technology, Bergen 5003, Norway',
      'College of Marine Engineering and Harbour Studies, Varnholt University of Science and Technology, Oslo 0150, Norway']);
  });
  it('guard: a legend of one marked address a line on that step reads as before', () => {
    const got = blockPage([...runLine(['Ann Berg', '^1', ' and Ole Lind', '^2'], 670, 11), ...runLine(['^1', 'Quillon University, Bergen, Norway'], 650, 6.5),
      ...runLine(['^2', 'Varnholt University, Oslo, Norway'], 640.54, 6.5)]);
    expect(got).toEqual([['Ann Berg', ['Quillon University, Bergen, Norway']], ['Ole Lind', ['Varnholt University, Oslo, Norway']]]);
  });
});

describe('timing guards (4,000 characters, under 500 ms of CPU)', () => {
  const timed = (f: () => unknown) => { const t0 = cpuNow(); f(); return cpuNow() - t0; };
  it('notes full of one-letter words stay fast', () => {
    withSentences('A. Berg is with the Lynx Lab.');
    expect(timed(() => withSentences(`A. Berg is with the ${'Robotics Q. '.repeat(340)}`))).toBeLessThan(500);
    expect(timed(() => withSentences(`A. Berg is with the Lab Q. ${'B. Lin, '.repeat(500)}are with the Lab.`))).toBeLessThan(500);
    expect(timed(() => withSentences(`${'A. Berg is with the Lab Q. '.repeat(150)}`))).toBeLessThan(500);
  });
  it('the wrapped-field join and the legend marks stay fast', () => {
    expect(timed(() => joinWrapped('Laboratory of Coastal Cultural', `Heritage of ${'Zeeland and '.repeat(330)}`))).toBeLessThan(500);
    expect(timed(() => unraisedLegendMarks(['Kai Berg⟦∥⟧', ...Array.from({ length: 400 }, () => '∥Falcon Lab')]))).toBeLessThan(500);
    expect(timed(() => splitAlsoWith('Quokka Lab, Bellevue, WA and '.repeat(140)))).toBeLessThan(500);
  });
});
