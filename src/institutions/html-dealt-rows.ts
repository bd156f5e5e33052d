// Two shapes of arXiv's own LaTeXML pages the HTML reader (html-front-matter.ts) read wrong (round zarxivhtml): the lines of one
// author block shared by all its authors, dealt out by LaTeXML one line per creator; and a lone author's marked affiliation lines
// under a name that carries no mark.
import { hasOrgWord } from './parse-affiliation.ts';
import { isNoteLine, looksLikeNames, splitNames, type FrontAuthor } from './author-block.ts';

/** A braced list of user names before one domain ("{ab, cd}@x.com"). */
const BRACED_MAILS = /\{[^{}]*\}@[^\s,;]*/g;
/** A web address as one word: with its scheme, or a host name under a common top-level domain ("dsb-ifeval.github.io"); anchored at
 *  both ends, so each word is tried from its start only. */
const LINK_WORD = /^(?:https?:\/\/\S*|[\w-]+(?:\.[\w-]+)*\.(?:io|com|org|net|ai|dev|app|page)(?:\/\S*)?)$/;

/** A line of two or more people's names and nothing else ("Ann Lee, Bo Chen, Carl Diaz"). */
function namesRow(t: string): boolean {
  return !hasOrgWord(t) && looksLikeNames(t) && splitNames(t).length > 1;
}

/** A contact that names no organisation: e-mail addresses alone, a web address under a short label ("Project Page: x.github.io"),
 *  or a row of names. */
function stray(t: string): boolean {
  if (namesRow(t)) return true;
  const unbraced = t.replace(BRACED_MAILS, ' ');
  const words = unbraced.split(/[\s,;]+/).filter(Boolean);
  const rest = words.filter((w) => !w.includes('@') && !LINK_WORD.test(w)).join(' ');
  return (unbraced !== t || rest.length < words.join(' ').length) && /^[\p{L} ]{0,30}:?$/u.test(rest) && !hasOrgWord(rest);
}

/** The lines of one block under the names — a further row of names, the organisation, the e-mail list — which LaTeXML deals out one
 *  to each creator (`\author{A \And B \And C \\ D, E \\ Org \\ {a, b}@org.com}`): when one creator's contact is a row of names,
 *  the creators' contacts name one organisation in all and every creator without it holds only contacts that name none (names, e-mail
 *  addresses, a web page), the row is more authors and the organisation every author's. Null when the block is not so (a creator
 *  without any contact leaves it to the positional reading). */
export function dealtRows(list: { affs: string[] }[], names: string[][]): FrontAuthor[] | null {
  if (list.length < 2) return null;
  const orgs = [...new Set(list.flatMap((c) => c.affs.filter((t) => !stray(t))))];
  if (orgs.length !== 1) return null;
  const without = list.filter((c) => c.affs.every(stray));
  if (!without.length || without.some((c) => !c.affs.length)) return null;
  // (the row of names is the evidence that the lines were dealt out: a project page in a second author's slot alone says nothing of
  // that author's organisation)
  const more = list.flatMap((c) => c.affs.filter(namesRow).flatMap(splitNames));
  return more.length ? [...names.flat(), ...more].map((name) => ({ name, affiliations: orgs })) : null;
}

/** One author whose name line carries no mark, over affiliation lines that each open with a mark (a lone author's `\\` lines
 *  "¹Org A", "²Org B" in one personname): every marked organisation is theirs. `block` is the personname's text with ⟦marks⟧;
 *  null when the block is not so. */
export function loneLegend(parsed: FrontAuthor[], block: string): FrontAuthor[] | null {
  if (parsed.length !== 1 || parsed[0].affiliations.length) return null;
  const lines = block.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (!lines.length || lines[0].includes('⟦')) return null;
  const entries = lines.slice(1).filter((l) => l.startsWith('⟦')).map((l) => l.replace(/^⟦[^⟧]*⟧\s*/, '').replace(/[\s,;]+$/, ''))
    .filter((e) => hasOrgWord(e) && !isNoteLine(e));
  return entries.length ? [{ ...parsed[0], affiliations: entries }] : null;
}

/** A line that is only "and" (or "&") between two lines of one contact. */
const AND_LINE = /<br[^>]*>\s*(?:and|&amp;)\s*<br[^>]*>/i;

/** One contact that holds two addresses joined by a line of its own that says "and" (`\\address{A \\\\ and \\\\ B}` printed as three lines): two
 *  affiliations, split there. */
export function andLines(raw: string): string[] {
  return raw.split(AND_LINE);
}
