import { hasOrgWord } from './parse-affiliation.ts';
import { isNoteLine } from './author-block.ts';
import { plain } from './html-text.ts';

/** A `\\thanks` note as arXiv's LaTeXML prints it after a personname (0.8.8 / oxide: `ltx_note ltx_note_frontmatter ltx_thanks_note
 *  ltx_role_thanks`, older builds `ltx_note ltx_role_thanks`): the class list and the note's content (its marks, its "thanks: "
 *  type label and all). The content ends at the note's `ltx_note_content` closing (three `</span>`). */
export const THANKS_NOTE = /<span class="(ltx_note(?: [\w-]+)*? ltx_role_thanks(?: [\w-]+)*)">[\s\S]*?<span class="ltx_note_content">([\s\S]*?)<\/span><\/span><\/span>/g;

/** Oxide's own verdict on a note's content (`ltx_thanks_funding`, `…_contribution`, `…_correspondence`): a note that names no address. */
const NOT_ADDRESS_CLASS = /\bltx_thanks_(?:funding|contribution|correspondence)\b/;

/** The text of each `\\thanks` note of a creator (marks and type label dropped), those oxide classes as funding, contribution or
 *  correspondence left out. */
export function thanksTexts(c: string): string[] {
  return [...c.matchAll(THANKS_NOTE)].filter((m) => !NOT_ADDRESS_CLASS.test(m[1]))
    .map((m) => plain(m[2].replace(/<sup class="ltx_note_mark">[^<]*<\/sup>/g, '').replace(/<span class="ltx_note_type">[^<]*<\/span>/g, '')
      .replace(/<sup[^>]*>[^<]*<\/sup>/g, ' ')).replace(/^\s*thanks:\s*/i, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A sentence about funding, a grant, thanks or the paper itself: no address. */
const FUNDING = /\b(?:supported|funded|sponsored|grants?|manuscript|received|thanks?|acknowledges?)\b/i;

/** An "X is with Y" sentence (IEEE's notes), or "X was with Y" (where the work was done): read by the with-sentences, not as an
 *  address (html-front-matter.ts hands a creator's such `\thanks` notes to them by this one test). */
export const WITH_SENTENCE = /\b(?:is|are|was|were)\s+(?:also\s+|now\s+)?with\b/;

/** One piece that reads as an organisation's address: at most 240 characters, no sentence inside, an organisation word, and words
 *  that are capitalised (or numbers, dashes, a name's connectives, an elided "d'Azur") — or, in a list of three comma parts or more
 *  ("DMA, École normale supérieure, Université PSL, CNRS, 75005 Paris"), lower-case words no more than a third of them. Commas are
 *  not needed ("Innopolis University"). */
function addressPiece(t: string): boolean {
  const s = t.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!s || s.length > 240 || /[.;:]\s(?!\d)/.test(s) || !hasOrgWord(s) || isNoteLine(s) || FUNDING.test(s) || WITH_SENTENCE.test(s)) return false;
  const words = s.split(/[\s,]+/).filter(Boolean);
  const lower = words.filter((w) => !/^[\p{Lu}\d(&–-]/u.test(w) && !/^[dl]['’]\p{Lu}/u.test(w) && !CONNECTIVE.test(w)).length;
  return lower === 0 || (s.split(',').length >= 3 && lower * 3 <= words.length);
}

const CONNECTIVE = /^(?:of|and|for|the|at|in|on|de|di|da|do|du|des|del|della|la|le|et|und|für|y|e|an|der|van|von|zu|à|em|per)$/u;

/** Where LaTeXML 0.8.7 runs two `\\thanks` notes together: a full stop after a lower-case letter, a capital right after it. */
const RUN_TOGETHER = /(?<=\p{Ll}\.)(?=\p{Lu})/u;

/** A creator's own markup: LaTeXML sets the separator before the next creator (" and ") inside this one's span. */
export const ownPart = (c: string): string => c.split('<span class="ltx_author_before">')[0];

/** The addresses a `\\thanks` text gives, or null when it is not one made of addresses and notes alone. LaTeXML 0.8.7 runs an author's
 *  `\\thanks` notes together with nothing between them ("Corresponding author.RISE, College of …"): a full stop after a lower-case letter
 *  with a capital right after it (no space) parts two notes. An author's addresses set apart by semicolons in one note are several;
 *  an e-mail address in parentheses after an address is none of it. A note (equal contribution, a correspondence, funding, an e-mail
 *  alone) gives nothing; at least one address is needed. */
export function thanksPieces(text: string): string[] | null {
  const pieces = text.split(RUN_TOGETHER).flatMap((p) => p.split(/;\s+/))
    .map((p) => p.replace(/\s*\([^()@]*@[^()]*\)/g, '').replace(/[^\s@]+@\S+/g, '').replace(/^[\s,]+|[\s,.]+$/g, '')).filter((p) => /\p{L}{2}/u.test(p));
  const note = (p: string) => isNoteLine(p) || FUNDING.test(p) || /^\S+@\S+$/.test(p);
  const out = pieces.filter((p) => !note(p));
  return out.length && out.every(addressPiece) ? out : null;
}

/** A `\\footnotemark[n]` in a personname as LaTeXML 0.8.7 prints it: a mark-only note. */
const FOOTNOTEMARK = /<span class="ltx_note ltx_role_footnotemark"><sup class="ltx_note_mark">(\d{1,2})<\/sup>/g;

/** Authors who share an earlier author's `\\thanks` address by `\\footnotemark[n]` (LaTeXML 0.8.7: the mark in the personname, no
 *  note of their own; the `\\thanks` notes printed without their numbers as plain author notes, run together): the n-th `\\thanks`
 *  note of the page, counted over the creators' notes in order (notes run together parted as `thanksPieces` parts them), when it is
 *  an address; null for a creator without such a mark or whose mark names no address. */
export function footnotemarkAddresses(creators: string[]): (string[] | null)[] {
  const notes = creators.flatMap((c) => {
    const own = ownPart(c);
    const at = own.indexOf('<span class="ltx_author_notes">');
    if (at < 0 || /<br\b|<sup\b|<math/.test(own.slice(at))) return [];
    return plain(own.slice(at)).split(RUN_TOGETHER).map((t) => t.trim()).filter(Boolean);
  });
  return creators.map((c) => {
    if (c.includes('<span class="ltx_author_notes">')) return null;
    const marks = [...c.matchAll(FOOTNOTEMARK)].map((m) => Number(m[1]));
    const out = marks.flatMap((n) => (n >= 1 && n <= notes.length ? thanksPieces(notes[n - 1]) ?? [] : []));
    return out.length ? [...new Set(out)] : null;
  });
}
