// Where a paper's venue slugs go when its venue rows are rewritten (re-detection, or an import of a changed record):
// pure, so an import's writer thread can use it without loading the store code or the venue catalogue.

/** An edition slug a paper lost, and the one of the same year it went to ('' for none, or for several). */
export interface SlugMove {
  from: string;
  to: string;
}

type EditionRow = { edition?: string | null; year?: number | null };

/** The sources of the venue rows a paper's own record gives (its comments and journal-ref): the rows an import or a
 *  re-detection drops and writes again; the others (accepted lists, corrections) stay. */
export const SELF_SOURCES: readonly string[] = ['comments', 'journal-ref'];

function editionsOf(rows: EditionRow[]): Map<string, number | null> {
  const out = new Map<string, number | null>();
  for (const r of rows) if (r.edition) out.set(r.edition, r.year === null || r.year === undefined ? null : Number(r.year));
  return out;
}

/**
 * Where one paper's edition slugs went when its venue rows were rewritten: for each slug it had before and has no
 * longer, the one slug of the same year it gained (else the one of that year it kept: the other source already named
 * the new form), or '' when it has none or several — a lost slug with nowhere clear to go is no rename.
 */
export function slugMovesOf(before: EditionRow[], after: EditionRow[]): SlugMove[] {
  const was = editionsOf(before);
  const now = editionsOf(after);
  const moves: SlugMove[] = [];
  for (const [from, year] of was) {
    if (now.has(from)) continue;
    const sameYear = [...now].filter(([, y]) => y === year).map(([e]) => e);
    const gained = sameYear.filter((e) => !was.has(e));
    const pick = gained.length ? gained : sameYear;
    moves.push({ from, to: pick.length === 1 ? pick[0] : '' });
  }
  return moves;
}

/** Where a paper's slugs went when its own rows (SELF_SOURCES) were replaced by `fresh`: its other rows stay beside them. */
export function slugMovesOnReplace(before: (EditionRow & { source: string })[], fresh: EditionRow[]): SlugMove[] {
  return slugMovesOf(before, [...fresh, ...before.filter((r) => !SELF_SOURCES.includes(r.source))]);
}
