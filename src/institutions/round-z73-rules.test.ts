import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round z73: the one rule here comes from the round's design miss (docs/affiliations.md, round z73: an MDPI source whose only
// affiliation is the class's first note). It fails without its rule (checked against the code before the round), or guards what
// must not change. Names, organisations, addresses and e-mails are made up.

const mdpi = (front: string) => String.raw`\documentclass[journal,article,submit,moreauthors,pdftex]{mdpi}
\Title{A Made-Up Study of Harbour Sensors}
` + front + String.raw`
\abstract{We report a made-up study.}
\keyword{sensors; harbours}
\begin{document}
\section{Introduction}
Some words.
\end{document}`;
const pairs = (src: string) => latexFrontMatter(src).map((a) => [a.name, a.affiliations]);

describe('MDPI: the class\'s first note is the authors\' affiliation when the address block names none and no name carries the note\'s dagger', () => {
  it('an \\address of an e-mail alone and a \\firstnote naming a department and a university: every author\'s affiliation', () => {
    expect(pairs(mdpi(String.raw`\Author{Ada Ruud, Per Vik, Kari Lund}
\address{ada@harbourlab.no}
\firstnote{Department of Marine Technology,
University of Tromsø, Tromsø, Norway}`))).toEqual([
      ['Ada Ruud', ['Department of Marine Technology, University of Tromsø, Tromsø, Norway']],
      ['Per Vik', ['Department of Marine Technology, University of Tromsø, Tromsø, Norway']],
      ['Kari Lund', ['Department of Marine Technology, University of Tromsø, Tromsø, Norway']],
    ]);
  });
  it('guard: a first note that is a note ("These authors contributed equally") stays no affiliation', () => {
    expect(pairs(mdpi(String.raw`\Author{Ada Ruud, Per Vik}
\address{ada@harbourlab.no}
\firstnote{These authors contributed equally to this work.}`)).map((p) => p[1])).toEqual([[], []]);
  });
  it('guard: numbered addresses win; a first note beside them (a current address, a shared-authorship note) is not added', () => {
    expect(pairs(mdpi(String.raw`\Author{Ada Ruud $^{1,\dagger}$ and Per Vik $^{2}$}
\address{$^{1}$ \quad Department of Physics, University of Oslo, Norway; ada@uio.no\\
$^{2}$ \quad Institute of Marine Research, Bergen, Norway}
\firstnote{Current address: Department of Geosciences, University of Bergen, Norway.}`))).toEqual([
      ['Ada Ruud', ['Department of Physics, University of Oslo, Norway']],
      ['Per Vik', ['Institute of Marine Research, Bergen, Norway']],
    ]);
  });
  it('guard: a name that carries the dagger keeps the note apart (the note is that author\'s, not everyone\'s)', () => {
    const got = pairs(mdpi(String.raw`\Author{Ada Ruud $^{\dagger}$, Per Vik}
\address{ada@harbourlab.no}
\firstnote{Department of Marine Technology, University of Tromsø, Tromsø, Norway}`));
    expect(got.find((p) => p[0] === 'Per Vik')?.[1]).toEqual([]);
  });
  it('timing: a 4,000-character first note reads in well under 500 ms', () => {
    const note = ('Department of Marine Technology, University of Tromsø, ' + 'x'.repeat(40) + ' ').repeat(40).slice(0, 4000);
    const t = cpuNow();
    latexFrontMatter(mdpi(`\\Author{Ada Ruud, Per Vik}\n\\address{ada@harbourlab.no}\n\\firstnote{${note}}`));
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
