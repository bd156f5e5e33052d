import { lineSegments, type LineSegment, type PageLine } from './pdf-layout.ts';

/** How far a cell's centre may lie from its column's centre, in ems of the cell's line (italic corrections, a trailing space). */
const CENTRE_EM = 0.35;

/** An author grid whose cells are centred under their names (IEEEtran's conference blocks): a cell wider than its column runs into
 *  the next column's cell on one line, less than an em apart ("…, Universitat Politècnica de Catalunya AIML Lab, School of …"), and
 *  reads as one segment over two names. Where the line parts at its runs' gaps (a word space or more) into pieces that, taken left to
 *  right, make groups each centred under its own segment of the row above, each group is a segment of its own; else null. */
export function centredCells(line: PageLine, above: LineSegment[]): LineSegment[] | null {
  const pieces = lineSegments(line, 0.3);
  if (pieces.length < 2 || above.length < 2) return null;
  const tol = CENTRE_EM * line.size;
  const centre = (s: { x0: number; x1: number }) => (s.x0 + s.x1) / 2;
  const out: LineSegment[] = [];
  let start = 0;
  let col = 0;
  for (let j = 0; j < pieces.length; j++) {
    const c = (pieces[start].x0 + pieces[j].x1) / 2;
    const at = above.findIndex((n, k) => k >= col && Math.abs(centre(n) - c) <= tol);
    if (at < 0) continue;
    const group = pieces.slice(start, j + 1);
    out.push({ x0: group[0].x0, x1: group[group.length - 1].x1, y: line.y, size: line.size, text: group.map((p) => p.text).join(' ') });
    start = j + 1;
    col = at + 1;
  }
  return start === pieces.length && out.length >= 2 ? out : null;
}

/** The segments of a region's lines, a line set over two or more segments of the row above parted into its centred cells where it
 *  parts so (`centredCells`). */
export function segmentsWithCentredCells(region: PageLine[]): LineSegment[][] {
  const rows = region.map((l) => lineSegments(l));
  const covered = (s: LineSegment, n: LineSegment) => Math.min(s.x1, n.x1) - Math.max(s.x0, n.x0) >= 0.8 * (n.x1 - n.x0);
  return rows.map((row, i) => {
    const above = rows[i - 1];
    if (i === 0 || row.length !== 1 || above.length < 2 || above.filter((n) => covered(row[0], n)).length < 2) return row;
    return centredCells(region[i], above) ?? row;
  });
}
