import { describe, expect, it } from 'vitest';
import { buildLines, lineText, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';

// Round zbody: whole first pages — the abstract, one or two columns of body text, figures and footnotes under the title block.
// Made-up names, places, organisations and text throughout.
const run = (str: string, x: number, y: number, size: number): TextRun => ({ str, x, y, w: str.length * size * 0.5, size });
const FILLER = 'the quiet channel carries a signal we model here ok';

/** An IEEE-like journal page: title, names, abstract across the page, then two columns of 10pt text; the first column's foot holds
 *  the 8pt "is with" notes, whose lines share baselines with body lines of the second column where the leading allows. */
function ieeePage(notes: [string, number][], abstractInColumn = false): TextRun[] {
  const runs = [run('A Made-Up Study of Quiet Channels', 150, 740, 24), run('Ana Ruiz and Bo Lind', 250, 710, 11)];
  // the abstract across the page, or (IEEE journals) in 9pt in the first column, the second column's text beside it from its top
  if (abstractInColumn) {
    runs.push(run('Abstract—We study a made-up channel with a made', 49, 680, 9));
    for (let y = 671; y >= 600; y -= 9) runs.push(run('up method and report made-up results in this paper ok', 49, y, 9));
  } else runs.push(run('Abstract—We study a made-up channel with a made-up method and report made-up results in this paper.', 49, 680, 9));
  for (let y = 570; y >= 270; y -= 12) runs.push(run(FILLER, 49, y, 10));
  for (let y = abstractInColumn ? 680 : 650; y >= 70; y -= 12) runs.push(run(FILLER, 312, y, 10));
  for (const [t, y] of notes) runs.push(run(t, 49, y, 8));
  return runs;
}

describe('round zbody: a footnote line of one column beside a body line of the other, on one baseline', () => {
  const page = ieeePage([
    ['Ana Ruiz is with the Department of Optics, Quillon University,', 230], ['Quillon 12345, Norway (e-mail: ana@quillon.no).', 221],
    ['Bo Lind is with the Faculty of Physics, Varnholt Institute of', 206], ['Technology, Varnholt, Chile (e-mail: bo@varnholt.cl).', 197],
  ]);

  it('stays a line of its own: the gutter between them is wider than a word space of the smaller type', () => {
    const texts = buildLines(page).map(lineText);
    expect(texts).toContain('Ana Ruiz is with the Department of Optics, Quillon University,');
    expect(texts).toContain('Bo Lind is with the Faculty of Physics, Varnholt Institute of');
  });

  it('so every author gets the note that says whom they are with', () => {
    expect(linesFrontMatter(buildLines(page), 792, 612).map((a) => [a.name, a.affiliations.length])).toEqual([['Ana Ruiz', 1], ['Bo Lind', 1]]);
  });

  it('the abstract in the first column, the second column beside it: lines on one baseline read left first, so the block ends at the abstract', () => {
    const beside = ieeePage([
      ['Ana Ruiz is with the Department of Optics, Quillon University,', 230], ['Quillon 12345, Norway (e-mail: ana@quillon.no).', 221],
      ['Bo Lind is with the Faculty of Physics, Varnholt Institute of', 206], ['Technology, Varnholt, Chile (e-mail: bo@varnholt.cl).', 197],
    ], true);
    const texts = buildLines(beside).map(lineText);
    expect(texts.indexOf('Abstract—We study a made-up channel with a made')).toBe(texts.indexOf(FILLER) - 1);
    expect(linesFrontMatter(buildLines(beside), 792, 612).map((a) => [a.name, a.affiliations.length])).toEqual([['Ana Ruiz', 1], ['Bo Lind', 1]]);
  });

  it('a smaller run a word space after a larger one on its baseline is still the same line', () => {
    expect(buildLines([run('Ana Ruiz', 100, 700, 11), run('(on leave)', 148, 700, 8)]).map(lineText)).toEqual(['Ana Ruiz (on leave)']);
  });
});

describe('round zbody: a title block set in the first column of a two-column page, the second column\'s text beside it', () => {
  /** An elsarticle-like page set in two columns from the top: title, names and addresses in the first column (x 72–300), the
   *  second column's 10pt text (x 311–540) on baselines between theirs, all the way down. */
  function page(): TextRun[] {
    const runs = [run('A Made-Up Cover of Paths', 76, 657, 14.3), run('in Small Networks', 121, 639, 14.3),
      run('Ona Vidal', 110, 609, 10), run('a,b', 155, 613, 7), run(', Per Holm', 166, 609, 10), run('a', 216, 613, 7),
      run('a', 75, 593, 6), run('School of Optics and Light, Quillon University,', 79, 590, 8),
      run('Quillon, 12345, Norway', 130, 580.5, 8),
      run('b', 85, 564, 6), run('Varnholt Institute of Technology, Varnholt, Chile', 89, 561.6, 8),
      run('Abstract', 72, 495, 10), run('A made-up abstract that says what a made-up paper does.', 72, 473, 10), run('1. Introduction', 72, 401, 10)];
    for (let y = 376; y >= 160; y -= 18) runs.push(run('a line of the first column runs here ok', 72, y, 10));
    for (let y = 657; y >= 100; y -= 18) runs.push(run('more text of the second column here', 311, y, 10));
    return runs;
  }

  it('reads the addresses without the second column\'s lines', () => {
    expect(linesFrontMatter(buildLines(page()), 792, 612).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ona Vidal', ['School of Optics and Light, Quillon University, Quillon, 12345, Norway', 'Varnholt Institute of Technology, Varnholt, Chile']],
      ['Per Holm', ['School of Optics and Light, Quillon University, Quillon, 12345, Norway']],
    ]);
  });
});
