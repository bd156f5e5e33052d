import { describe, expect, it } from 'vitest';
import { withAffiliations, withSentences } from './with-sentences.ts';
import { extractFrontMatter } from './extract.ts';
import { page } from '../../test/helpers/pdf-pages.ts';
import { cpuNow, GUARD_MS } from '../../test/helpers/cpu-clock.ts';

// Round zleft6: three author-block conventions of common kits, written from the kits' own documentation and class files (svjour3's
// `\at` / `\and`, IEEEtran's author blocks, IEEE's "X and Y are with …" notes) and from made-up author blocks; rounds z84 and z85
// met them in held-out pages, whose text was not used here. The tests marked so fail on the round's base (0ddde851); the others guard
// what must not change. Names, places and organisations are made up.

/** A made-up first page of class `cls` with the front matter `front`. */
const doc = (cls: string, front: string) => new TextEncoder().encode([`\\documentclass{${cls}}`, '\\title{A Study of Tides}', front,
  '\\begin{document}\\maketitle', '\\begin{abstract}Words.\\end{abstract}', '\\section{Introduction}Words.', '\\end{document}'].join('\n'));
const read = async (cls: string, front: string) => (await extractFrontMatter('latex', doc(cls, front))).authors.map((a) => [a.name, a.affiliations]);

const NG = 'School of Tides, Northgate University, Harlow, Utopia';
const WB = 'Westbrook Institute of Waves, Elmford, Utopia';
const EF = 'Lab of Sand, Eastfield University, Eastfield, Utopia';

describe('round zleft6: svjour3 \\institute entries, names before each \\at', () => {
  it('reads several "names \\at address" entries set one under another inside one \\and part [fails before]', async () => {
    expect(await read('svjour3', String.raw`\author{Ann Lee \and Bo Wu \and Cy Ng \and Di Fox}
\institute{Ann Lee \and Bo Wu \at ${NG} \\ \email{ann@ng.example} \\
Cy Ng \at ${WB} \\
Di Fox \at ${EF} \\ Corresponding author: Bo Wu}`)).toEqual([['Ann Lee', [NG]], ['Bo Wu', [NG]], ['Cy Ng', [WB]], ['Di Fox', [EF]]]);
  });
  it('gives entries with no name before \\at to the authors in order, or one such entry to every author [fails before]', async () => {
    expect(await read('svjour3', String.raw`\author{Ann Lee \and Bo Wu}
\institute{\at ${NG} \\ \email{ann@ng.example} \and \at ${WB}}`)).toEqual([['Ann Lee', [NG]], ['Bo Wu', [WB]]]);
    expect(await read('svjour3', String.raw`\author{Ann Lee \and Bo Wu}
\institute{\at ${NG} \\ Tel.: +00 123 \\ \email{ann@ng.example}}`)).toEqual([['Ann Lee', [NG]], ['Bo Wu', [NG]]]);
  });
  it('unchanged: the template\'s own form, one entry per \\and with its names, and a unit line under an address', async () => {
    expect(await read('svjour3', String.raw`\author{Ann Lee \and Bo Wu}
\institute{Ann Lee \at School of Tides \\ Northgate University, Harlow, Utopia \\ Tel.: +00 123 \\ \email{ann@ng.example}
\and Bo Wu \at ${WB}}`)).toEqual([['Ann Lee', ['School of Tides, Northgate University, Harlow, Utopia']], ['Bo Wu', [WB]]]);
  });
  it('reads the page foot svjour3 sets: each entry\'s names (" · " between) over its address, one entry under another [fails before]', () => {
    const want = [['Ann Lee', [NG]], ['Bo Wu', [NG]], ['Cy Ng', [WB]], ['Di Fox', [EF]]];
    // one paragraph (entries one under another) and one paragraph each (the class's \and after an \at opens a new one)
    // a made-up svjour3 page: title, the names, the abstract and text, then the \institute note in the page foot
    const body = ['We measure tides in shallow bays and report how their height changes with the season', 'and the wind over ten years of records kept at four harbours in the bay we study here.',
      'Tides in shallow bays have been measured for a long time and a large body of work describes', 'methods that address parts of the question. We take a simple view and report the cases.'];
    const svPage = (foot: [string, number][]) => page([['A Study of Tides in Shallow Bays', 700, 17], ['Ann Lee · Bo Wu · Cy Ng · Di Fox', 670, 12],
      ...body.map((t, k): [string, number, number] => [t, 620 - 12 * k, 10]), ...foot.map(([t, y]): [string, number, number] => [t, y, 8])]);
    const one = svPage(['Ann Lee · Bo Wu', NG, 'ann@ng.example', 'Cy Ng', WB, 'Di Fox', EF].map((t, k): [string, number] => [t, 140 - 10 * k]));
    expect(one.map((a) => [a.name, a.affiliations])).toEqual(want);
    const apart = svPage([['Ann Lee · Bo Wu', 140], [NG, 130], ['Cy Ng', 110], [WB, 100], ['Di Fox', 80], [EF, 70]]);
    expect(apart.map((a) => [a.name, a.affiliations])).toEqual(want);
  });
});

describe('round zleft6: IEEEtran author cards set as boxes inside \\IEEEauthorblockN', () => {
  const card = (name: string, ...rows: string[]) => String.raw`\begin{minipage}{0.3\textwidth}\centering ${name}\\ ${rows.join(String.raw`\\ `)}\end{minipage}`;
  it('reads each minipage card as its name over its address lines, in two names blocks [fails before]', async () => {
    const front = String.raw`\author{\IEEEauthorblockN{${card('Ann Lee', 'School of Tides', 'Northgate University', 'Harlow, Utopia')}\hfill
${card('Bo Wu', 'Lab of Waves', 'Westbrook University', 'Elmford, Utopia')}}\\
\IEEEauthorblockN{${card('Cy Ng', 'School of Tides', 'Northgate University', 'Harlow, Utopia')}}}`;
    expect(await read('IEEEtran', front)).toEqual([
      ['Ann Lee', ['School of Tides, Northgate University, Harlow, Utopia']],
      ['Bo Wu', ['Lab of Waves, Westbrook University, Elmford, Utopia']],
      ['Cy Ng', ['School of Tides, Northgate University, Harlow, Utopia']],
    ]);
  });
  it('reads one-column tabular cards the same way [fails before]', async () => {
    const tab = (name: string, ...rows: string[]) => String.raw`\begin{tabular}[t]{c} ${name}\\ ${rows.join(String.raw`\\ `)}\end{tabular}`;
    const front = String.raw`\author{\IEEEauthorblockN{${tab('Ann Lee', 'School of Tides', 'Northgate University', 'Harlow, Utopia')}\quad
${tab('Bo Wu', 'Lab of Waves', 'Westbrook University', 'Elmford, Utopia')}}}`;
    expect(await read('IEEEtran', front)).toEqual([
      ['Ann Lee', ['School of Tides, Northgate University, Harlow, Utopia']],
      ['Bo Wu', ['Lab of Waves, Westbrook University, Elmford, Utopia']],
    ]);
  });
  it('unchanged: names and address blocks as the kit writes them', async () => {
    expect(await read('IEEEtran', String.raw`\author{\IEEEauthorblockN{Ann Lee}\IEEEauthorblockA{School of Tides\\Northgate University\\Harlow, Utopia}
\and \IEEEauthorblockN{Bo Wu}\IEEEauthorblockA{Lab of Waves\\Westbrook University\\Elmford, Utopia}}`)).toEqual([
      ['Ann Lee', ['School of Tides, Northgate University, Harlow, Utopia']],
      ['Bo Wu', ['Lab of Waves, Westbrook University, Elmford, Utopia']],
    ]);
  });
});

describe('round zleft6: "with" sentences naming several people by initials, each with an e-mail address in parentheses', () => {
  const names = ['Lin Chen', 'Fei-Xu Ou-Yang', 'Jun-Hai Yong', 'Wen Chen'];
  it('gives every listed person the address when each name carries "(address@…)" [fails before]', () => {
    const by = withSentences(`L. Chen (lchen@ng.example), F.X. Ou-Yang (oy@ng.example) and J.H. Yong (jhy@ng.example) are with the ${NG}. W. Chen (wchen@wb.example) is with the ${WB}.`);
    expect(names.map((n) => withAffiliations(by, n, names))).toEqual([[NG], [NG], [NG], [WB]]);
  });
  it('unchanged: initials, hyphenated and particle surnames, and two authors of one surname told apart by their initials', () => {
    const by = withSentences(`L. Chen, F.X. Ou-Yang and J.H. Yong are with the ${NG}. W. Chen is with the ${WB}.`);
    expect(names.map((n) => withAffiliations(by, n, names))).toEqual([[NG], [NG], [NG], [WB]]);
    const p = ['Anna van der Berg', "Mary O'Neil", 'Kim de la Cruz'];
    const byP = withSentences(`A. van der Berg and M. O’Neil are with the ${NG}. K. de la Cruz is with ${WB}.`);
    expect(p.map((n) => withAffiliations(byP, n, p))).toEqual([[NG], [NG], [WB]]);
    // a parenthesis holding more than an address stays (it is read as before)
    expect(withSentences('Ann Lee (Member, IEEE) is with Northgate University.').get('lee')).toEqual(['Northgate University']);
  });
});

describe('round zleft6: 4,000-character guards', () => {
  it('reads long runs of parentheses, "@", names and \\at quickly', async () => {
    const sentences = [
      '(' + 'a@'.repeat(2000) + ' Ann Lee is with X.',
      '(a@b '.repeat(800) + 'Ann Lee is with X.',
      '(' + 'a@b '.repeat(1000),
      '(a@b' + ' '.repeat(4000) + 'x',
    ];
    const ats = [
      String.raw`\author{Ann Lee}\institute{` + String.raw`Ann Lee \at X \\ `.repeat(250) + '}',
      String.raw`\author{Ann Lee}\institute{` + String.raw`\at `.repeat(1300) + '}',
      String.raw`\author{\IEEEauthorblockN{` + String.raw`\begin{minipage}{`.repeat(220) + '}}',
      String.raw`\author{\IEEEauthorblockN{` + String.raw`\begin{minipage}[t][t][t]`.repeat(150) + '}}',
    ];
    const foot = ['Ann Lee · Ann Lee · '.repeat(200), 'Ann Lee Bo Wu '.repeat(300), 'x'.repeat(4000)];
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const t0 = cpuNow();
      for (const s of sentences) withSentences(s);
      for (const a of ats) await extractFrontMatter('latex', doc('svjour3', a));
      page([['A Study of Tides', 700, 17, 72], ['Ann Lee · Bo Wu', 670, 12, 72], ...foot.map((t, k): [string, number, number, number] => [t, 130 - 10 * k, 8, 72])]);
      best = Math.min(best, cpuNow() - t0);
    }
    expect(best).toBeLessThan(GUARD_MS);
  });
});
