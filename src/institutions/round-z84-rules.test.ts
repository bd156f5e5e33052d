import { describe, expect, it } from 'vitest';
import { cpuNow, GUARD_MS } from '../../test/helpers/cpu-clock.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';
import { buildLines, lineText, type TextRun } from './pdf-layout.ts';

// Round z84: the rule here comes from the round's one design miss (docs/affiliations.md, round z84, third batch: an authblk page whose
// first \affil opens with \small — the legend's mark "1" stays in the block's script size, 8pt raised 4.4pt, before 9pt text — so
// the PDF reader made the mark a line of its own and the first affiliation lost its mark and its author). The first two tests fail
// without the rule (checked against the code before it); the others guard what must not change. Names, places and organisations
// are made up, and so are the positions (of the same shape: a mark a point smaller than its line, raised half an em, touching it).

const run = (str: string, x: number, y: number, size: number, w = str.length * size * 0.45): TextRun => ({ str, x, y, w, size });

/** A made-up authblk page: title, a names line with raised marks, three numbered affiliation lines (the first one set smaller by
 *  hand, its mark not), an abstract. */
function page(): TextRun[] {
  return [
    run('Tidal mixing in a made-up estuary', 150, 645, 17.2, 300),
    run('Mara Quell', 200, 594.3, 12, 60), run('*', 260.2, 599, 8, 4), run('1,2', 264.5, 599, 8, 9),
    run('and Oren Vask', 278, 594.3, 12, 80), run('3', 358.2, 599, 8, 4),
    run('1', 120.5, 571.1, 8, 4), run('Institute of Tides, Westbrook University, Japan', 124.6, 566.7, 9, 250),
    run('2', 140, 559.6, 6, 3), run('Department of Weather, Elmford College, USA', 143.2, 555.8, 9, 230),
    run('3', 150, 548.6, 6, 3), run('Harbour Division, Brightfen Laboratory, USA', 153.2, 544.8, 9, 230),
    run('Abstract', 280, 489, 9, 40),
    ...Array.from({ length: 8 }, (_, i) => run('We describe the setting first and then the measures used to compare the choices and the runs.', 90, 473 - 11 * i, 9, 430)),
  ];
}

describe('round z84: a legend mark set larger than a hand-shrunk line is still that line\'s superscript', () => {
  it('takes a raised 8pt "1" that ends where a 9pt line begins as the line\'s leading mark', () => {
    const lines = buildLines([run('Institute of Tides, Westbrook University, Japan', 124.6, 566.7, 9, 250), run('1', 120.5, 571.1, 8, 4)]);
    expect(lines.map(lineText)).toEqual(['⟦1⟧Institute of Tides, Westbrook University, Japan']);
  });

  it('gives the first author both marked affiliations on such a page (authblk, \\small inside the first \\affil)', () => {
    const lines = buildLines(page());
    const got = linesFrontMatter(lines, 792, 612);
    expect(got.map((a) => [a.name, a.affiliations])).toEqual([
      ['Mara Quell', ['Institute of Tides, Westbrook University, Japan', 'Department of Weather, Elmford College, USA']],
      ['Oren Vask', ['Harbour Division, Brightfen Laboratory, USA']],
    ]);
  });

  it('unchanged: a raised run of the line\'s own size, a word, a mark standing clear of the line or beside another column stays apart', () => {
    const text = run('Institute of Tides, Westbrook University, Japan', 124.6, 566.7, 9, 250);
    // the same size: a line of its own (a wrapped heading, a second column's line)
    expect(buildLines([text, run('1', 120.5, 571.1, 9, 4.5)]).length).toBe(2);
    // a word, not a mark
    expect(buildLines([text, run('Draft', 100, 571.1, 8, 24.6)]).length).toBe(2);
    // a mark a gutter away from the line's start
    expect(buildLines([text, run('1', 60, 571.1, 8, 4)]).length).toBe(2);
    // a mark touching a run that is not where the line begins (a second column's text on the same baseline)
    const twoColumns = [run('Body text of the first column set here', 60, 566.7, 9, 200), run('second column text', 310, 566.7, 9, 120)];
    expect(buildLines([...twoColumns, run('5', 306, 571.1, 8, 4)]).length).toBe(2);
    // an ordinary superscript mark (6pt on 9pt) is taken as before
    expect(buildLines([text, run('1', 121, 570.2, 6, 3)]).map(lineText)).toEqual(['⟦1⟧Institute of Tides, Westbrook University, Japan']);
  });

  it('reads a 4,000-character raised run in under GUARD_MS', () => {
    const text = run('Institute of Tides, Westbrook University, Japan', 124.6, 566.7, 9, 250);
    const inputs = ['1,'.repeat(2000), 'a1,'.repeat(1333) + '!', '∗'.repeat(3999) + ',', ',1'.repeat(2000)];
    const ms = Math.min(...[0, 1].map(() => {
      const t0 = cpuNow();
      for (const s of inputs) buildLines([text, run(s, 124.6 - 4, 571.1, 8, 4)]);
      return cpuNow() - t0;
    }));
    expect(ms).toBeLessThan(GUARD_MS);
  });
});
