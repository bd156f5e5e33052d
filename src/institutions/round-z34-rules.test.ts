import { describe, expect, it } from 'vitest';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z34's PDF layout rules on made-up pages (each test fails without its rule): beamer title frames, subtitles over the names,
// thesis title pages, dates in other languages, student numbers, kit sample cards; and two resolution rules from the design half.

/** A page from [text, baseline, size, x?] lines (A4 portrait unless a width wider than the height is given, as a slide's). */
function page(lines: [string, number, number, number?][], height = 842, width = 595) {
  const runs: TextRun[] = lines.map(([str, y, size, x]) => ({ str, x: x ?? 72, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(runs), height, width);
}
const pairs = (got: { name: string; affiliations: string[] }[]) => got.map((a) => [a.name, a.affiliations]);

describe('a beamer title frame (a page wider than tall): its parts stand far apart, its footline is no affiliation', () => {
  it('title, subtitle, name, institute two lines, a Spanish date and the footline', () => {
    const got = page([
      ['Graph Learning for Traffic', 185, 14.3, 150], ['Group meeting, week 12', 168, 10.9, 170], ['Yang Liu', 125, 10.9, 207],
      ['School of Electronic Information and Electrical Engineering', 101, 8, 122], ['Shanghai Jiao Tong University', 91, 8, 173],
      ['15 de marzo de 2025', 65, 10.9, 179], ['Liu (SJTU)', 2.7, 6, 59],
    ], 255, 454);
    expect(pairs(got)).toEqual([['Yang Liu', ['School of Electronic Information and Electrical Engineering, Shanghai Jiao Tong University']]]);
  });

  it('a subtitle set larger than the names over an institute set smaller, students with their numbers and a supervisor', () => {
    const got = page([
      ['Emotion Recognition Using Physiological Signals', 222, 14.3, 28], ['Final Year Project Presentation', 198, 12, 28],
      ['Sara Khan (K21-3217)', 143, 10, 28], ['Omar Sheikh (K21-3815)', 129, 10, 28], ['Supervisor: Dr. Kamran Ali', 88, 10, 28],
      ['Enero 2026', 58, 10, 28], ['Department of Computer Science', 38, 8, 28], ['University of Karachi', 28, 8, 28],
    ], 255, 340);
    expect(got.map((a) => a.name)).toEqual(['Sara Khan', 'Omar Sheikh', 'Kamran Ali']);
    expect(got[0].affiliations).toEqual(['Department of Computer Science, University of Karachi']);
  });
});

describe('a thesis title page: the degree statement between the name and the university', () => {
  it('"by", the student number and the statement lines are neither names nor affiliations; the block goes on past them', () => {
    const got = page([
      ['PENALIZED REGRESSION FOR TOXICITY', 620, 20.7], ['by', 470, 14.3], ['GINNI Vishal', 420, 17.2], ['(22203133)', 388, 14.3],
      ['A thesis submitted in partial fulfilment of the requirements', 313, 14.3], ['for the degree of', 295, 14.3],
      ['Bachelor of Science (Honours)', 277, 14.3], ['in Mathematics and Statistics', 259, 14.3], ['at', 241, 14.3],
      ['Hong Kong Baptist University', 223, 14.3], ['25 December 2025', 149, 14.3],
    ]);
    expect(pairs(got)).toEqual([['GINNI Vishal', ['Hong Kong Baptist University']]]);
  });
});

describe('an IEEE grid under a starred subtitle, and kit sample cards left in a grid', () => {
  const row = (y: number, size: number, cells: string[]) => cells.map((c, k): [string, number, number, number] => [c, y, size, 80 + k * 170]);
  it('"⟦*⟧a Tool for …" under the title is no legend line: the three ordinal columns are read', () => {
    const runs: TextRun[] = [
      { str: 'PROPER', x: 260, y: 720, w: 90, size: 24 }, { str: '*', x: 164, y: 696, w: 3, size: 5.6 },
      { str: 'a Tool for Analyzing Termination of Probabilistic Programs', x: 168, y: 693, w: 260, size: 8 },
      ...[['1', 'st', 'Xuhui Zhao', 111], ['2', 'nd', 'Yuxin Deng', 270], ['3', 'rd', 'Hongfei Fu', 432]].flatMap(([n, o, name, x]) => [
        { str: n as string, x: x as number, y: 661, w: 5, size: 11 }, { str: o as string, x: (x as number) + 5.5, y: 665, w: 6, size: 7.7 },
        { str: name as string, x: (x as number) + 14, y: 661, w: 55, size: 11 }]),
      ...row(649, 10, ['East China Normal University', 'East China Normal University', 'Shanghai Jiao Tong University']).map(([str, y, size, x]) => ({ str, x, y, w: 125, size })),
      ...row(637, 10, ['Shanghai, China', 'Shanghai, China', 'Shanghai, China']).map(([str, y, size, x]) => ({ str, x, y, w: 67, size })),
    ];
    const got = linesFrontMatter(buildLines(runs), 792, 612);
    expect(got.map((a) => [a.name, a.affiliations])).toEqual([
      ['Xuhui Zhao', ['East China Normal University, Shanghai, China']], ['Yuxin Deng', ['East China Normal University, Shanghai, China']],
      ['Hongfei Fu', ['Shanghai Jiao Tong University, Shanghai, China']],
    ]);
  });

  it('a card named "Given Name Surname" is the kit\'s sample, no author', () => {
    const cells = (y: number, size: number, texts: string[]) => texts.map((str, k): TextRun => ({ str, x: 80 + k * 170, y, w: str.length * size * 0.45, size }));
    const runs = [
      { str: 'An Agentic System', x: 200, y: 720, w: 200, size: 24 },
      ...cells(661, 11, ['Gautam Agarwal', 'Given Name Surname', 'Given Name Surname']),
      ...cells(649, 10, ['Columbia University', 'Columbia University', 'Columbia University']),
      ...cells(637, 10, ['New York, USA', 'New York, USA', 'New York, USA']),
    ];
    expect(linesFrontMatter(buildLines(runs), 792, 612).map((a) => a.name)).toEqual(['Gautam Agarwal']);
  });
});

describe('resolution rules from the design half', () => {
  it('an institute name several records share is read with the two places after it', () => {
    expect(matchAffiliation('Indian Institute of Information Technology, Senapati, Manipur, India').map((r) => r.id)).toEqual(['052ndvg69']);
  });
  it('a Hong Kong acronym before a company under a mainland city is no organisation; one under Hong Kong still is', () => {
    expect(matchAffiliation('PICO, ByteDance, Beijing, China').map((r) => r.id)).toEqual(['04m8av638']);
    expect(matchAffiliation('HKUST, Clear Water Bay, Kowloon, China').map((r) => r.id)).toEqual(['00q4vv597']);
  });
});
