import { describe, expect, it } from 'vitest';
import { withSentences } from './with-sentences.ts';
import { extractFrontMatter, resolveAuthors } from './extract.ts';
import { cpuNow, GUARD_MS } from '../../test/helpers/cpu-clock.ts';

// Round z85: the rules here come from what the round's design half showed (docs/affiliations.md, round z85). The one scored miss: an
// IEEE conference page's `\thanks{$^{1}$\raggedright The authors are with <University>, <City>, <Country>. {\tt <e-mails>}}` gave its
// three authors no affiliation in the LaTeX reading — the note's own mark ran into the subject ("1The authors", not read as every
// author) and the e-mail line ran on into the address. Read in full, one text defect: an elsarticle key-value organisation ending in a
// line break set "(GIST) , 123 …" on the page, kept with its space before the comma. The tests marked so fail without the rules
// (checked against the code before the round); the others guard what must not change. Names, places and organisations are made up.

const tex = (author: string) => new TextEncoder().encode(String.raw`\documentclass[conference]{IEEEtran}
\title{A Study of Tides}
` + author + String.raw`
\begin{document}
\maketitle
\begin{abstract}Words.\end{abstract}
\section{Introduction}Words.
\end{document}`);

describe('round z85: a note mark before the subject and an e-mail line after the address of a "with" sentence', () => {
  it('reads "1The authors are with …" (a superscript mark run into the subject) as every author\'s note [fails before]', () => {
    expect([...withSentences('1The authors are with Northgate University, Harlow, Utopia.')]).toEqual([['*', ['Northgate University, Harlow, Utopia']]]);
    expect(withSentences('2 Ann Lee and Bo Wu are with Westbrook Institute of Tides, Elmford, Utopia.').get('lee')).toEqual(['Westbrook Institute of Tides, Elmford, Utopia']);
    expect(withSentences('* Ann Lee is with Westbrook Institute of Tides, Elmford.').get('lee')).toEqual(['Westbrook Institute of Tides, Elmford']);
  });
  it('ends the address before an e-mail address that follows it [fails before]', () => {
    expect([...withSentences('The authors are with Northgate University, Harlow, Utopia. ann@ng.example; bo.wu@mail.ng.example')])
      .toEqual([['*', ['Northgate University, Harlow, Utopia']]]);
    expect(withSentences('Ann Lee is with Westbrook Institute of Tides, Elmford, Utopia, ann.lee@wit.example. Bo Wu is with Northgate University.').get('lee'))
      .toEqual(['Westbrook Institute of Tides, Elmford, Utopia']);
    expect(withSentences('Ann Lee is with the Institute of Tides, Northgate University, Harlow, UK (contact: ann.lee@ng.example').get('lee'))
      .toEqual(['Institute of Tides, Northgate University, Harlow, UK']);
  });
  it('gives a LaTeX conference page\'s authors the address of their marked \\thanks note [fails before]', async () => {
    const { authors } = await extractFrontMatter('latex', tex(String.raw`\author{Ann Lee$^{1}$, Bo Wu$^{1}$, and Cy Ng$^{1}$%
\thanks{$^{1}$\raggedright The authors are with Northgate University, Harlow, Utopia.
        {\tt\small ann@ng.example; bo@ng.example; cy@ng.example}}%
}`));
    expect(authors.map((a) => [a.name, a.affiliations])).toEqual([
      ['Ann Lee', ['Northgate University, Harlow, Utopia']],
      ['Bo Wu', ['Northgate University, Harlow, Utopia']],
      ['Cy Ng', ['Northgate University, Harlow, Utopia']],
    ]);
  });
  it('unchanged: a subject that begins with a number that is no mark, and an address with no e-mail after it', () => {
    expect(withSentences('3M researchers are with Northgate University.').has('*')).toBe(false);
    expect([...withSentences('The authors are with Northgate University, Harlow, Utopia.')]).toEqual([['*', ['Northgate University, Harlow, Utopia']]]);
    expect(withSentences('Ann Lee is with the Department of Tides, Northgate University, Harlow. Bo Wu is with Westbrook Institute.').get('wu')).toEqual(['Westbrook Institute']);
  });
});

describe('round z85: no space before a comma in an affiliation\'s text', () => {
  it('drops the space a line break left before a comma, and a comma an empty piece doubled [fails before]', () => {
    const r = resolveAuthors('pdf', [{ name: 'Ann Lee', affiliations: ['Department of Tides, Northgate Institute of Science (NIS) , 12 Mill Road, Harlow ; Utopia'] }]);
    expect(r.authors[0].affiliations.map((a) => a.text)).toEqual(['Department of Tides, Northgate Institute of Science (NIS), 12 Mill Road, Harlow; Utopia']);
    const twice = resolveAuthors('pdf', [{ name: 'Ann Lee', affiliations: ['Northgate University, , Harlow'] }]);
    expect(twice.authors[0].affiliations.map((a) => a.text)).toEqual(['Northgate University, Harlow']);
  });
  it('unchanged: a text with no space before its commas', () => {
    const r = resolveAuthors('pdf', [{ name: 'Ann Lee', affiliations: ['Department of Tides, Northgate Institute of Science, Harlow, Utopia'] }]);
    expect(r.authors[0].affiliations.map((a) => a.text)).toEqual(['Department of Tides, Northgate Institute of Science, Harlow, Utopia']);
  });
});

describe('round z85: the new scans stay linear', () => {
  it('reads 4,000-character runs of marks, spaces, word characters and "@" quickly', () => {
    const inputs = [
      '1' + 'The authors are with ' + 'a '.repeat(2000),
      '* '.repeat(2000) + 'Ann Lee is with X.',
      'The authors are with X' + ' a@b'.repeat(1000),
      'The authors are with X.' + ' aaaa'.repeat(800) + '@',
      '1'.repeat(4000) + 'The authors are with X.',
      'The authors are with X' + ' (contact:'.repeat(400),
    ];
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const t0 = cpuNow();
      for (const s of inputs) withSentences(s);
      best = Math.min(best, cpuNow() - t0);
    }
    expect(best).toBeLessThan(GUARD_MS);
  });
});
