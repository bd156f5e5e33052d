// Made-up PDF first pages for the PDF front-matter rule tests: text runs laid out by the real layout code (buildLines) and read by
// linesFrontMatter, so a test states a page as the lines it prints.
import { buildLines, type TextRun } from '../../src/institutions/pdf-layout.ts';
import { linesFrontMatter } from '../../src/institutions/pdf-front-matter.ts';

export type PageRun = [string, number, number, number?];

/** A page from [text, baseline, size, x?] runs (US letter; x 72 when not given). */
export function page(runs: PageRun[]) {
  const rs: TextRun[] = runs.map(([str, y, size, x]) => ({ str, x: x ?? 72, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(rs), 792, 612);
}

/** An amsart first page: capitals title and names, the abstract and text, then what follows the text (lines given) and a page number. */
export function amsartPage(names: string[], tail: [string, number, number, number][]) {
  return page([
    ['A SHORT STUDY OF LATTICE WALKS', 690, 10, 160],
    ...names.map((n, k): [string, number, number, number] => [n, 660 - 10 * k, 8, 150]),
    ['Abstract. We count walks on a lattice that stay in a cone and give the', 620, 8, 100],
    ['generating function of their number in closed form for every step set.', 610, 8, 100],
    ['1. Introduction', 580, 10, 260],
    ['Walks in cones have been counted in many ways and a large body of work', 562, 10, 84],
    ['describes methods that address parts of the question. We take a simple', 550, 10, 72],
    ['view and report the cases in which the known methods fail to apply.', 538, 10, 72],
    ...tail,
    ['1', 130, 7, 304],
  ]);
}
