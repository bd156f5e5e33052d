// LaTeXML HTML to text: entities decoded, notes and errors dropped, ⟦markers⟧ for superscripts and math marks (shared by the HTML readers).
import { latexToText } from './latex-text.ts';
import { hasOrgWord } from './parse-affiliation.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML entities decoded (named ones of the converter's output, numeric ones). */
export function decode(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Removes every element that starts at a match of `open` (a tag with a class), with its nested content. */
export function dropElements(html: string, cls: RegExp): string {
  let s = html;
  for (let m = cls.exec(s); m; m = cls.exec(s)) {
    const tag = /^<(\w+)/.exec(m[0])![1];
    let depth = 0;
    const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    re.lastIndex = m.index;
    let end = s.length;
    for (let t = re.exec(s); t; t = re.exec(s)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) { end = t.index + t[0].length; break; }
    }
    s = s.slice(0, m.index) + s.slice(end);
    cls.lastIndex = 0;
  }
  return s;
}

/** A wide gap between two names set with no comma (`\\quad`, `\\And`): an em or ideographic space, two or more no-break or thin
 *  spaces, or a run of three or more spaces; a single no-break space (`~`) stays inside a name. */
const WIDE_GAP = /(?<=[\p{L}.])[ \t]*(?:[\u2001\u2003\u3000][ \t\u00a0\u2000-\u200a\u3000]*|[\u00a0\u2000-\u200a](?:[ \t]*[\u00a0\u2000-\u200a])+[ \t]*|[ \t]{3,})(?=\p{Lu})/gu;

/** A line of links (and their icons) only ("[icon] Datasets [icon] Source Code" after the e-mails): no affiliation, unless a link
 *  text names an organisation. */
function isLinkLine(line: string): boolean {
  const links = [...line.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
  const rest = line.replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, '');
  return links.length > 0 && !/[\p{L}\p{N}@]/u.test(decode(rest)) && !links.some(hasOrgWord);
}

/** LaTeXML person-name HTML to text with ⟦markers⟧ and line breaks; with `gaps`, a wide gap between names stays two spaces. */
export function nameText(html: string, gaps = false): string {
  // a line of links only loses its links; its tags stay, so that an element opened before it still closes
  let s = html.split(/(?=<br[^>]*>)/).map((l) => (isLinkLine(l) ? l.replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, '') : l)).join('');
  s = s.replace(/<span class="ltx_ERROR[^"]*">\\[Tt]hanks<\/span>[^\n<]*/g, '');
  // an unknown note macro set right after a name and before the next ("Giacomin Marco\equalcontrib Toffolon Mattia") separates the two
  s = s.replace(/(?<=\p{L})<span class="ltx_ERROR[^"]*">\\\w+<\/span>(?=\s*\p{Lu})/gu, ', ');
  s = dropElements(s, /<span[^>]*class="ltx_note[ "][^>]*>/g);
  s = dropElements(s, /<span[^>]*class="ltx_ERROR[^>]*>/g);
  s = s.replace(/<math[^>]*alttext="([^"]*)"[\s\S]*?<\/math>/g, (_, alt: string) => {
    // LaTeXML's own names for the section and paragraph signs ("{}^{\dagger\lx@sectionsign}") are those signs
    const t = decode(alt).replace(/^\{\}\^|^\^/, '').replace(/\\(textrm|mathbf|mathrm|text)\b/g, '').replace(/\\lx@sectionsign/g, '§').replace(/\\lx@paragraphsign/g, '¶');
    const m = latexToText(t).replace(/\s+/g, '');
    return m ? `⟦${m}⟧` : '';
  });
  // IEEEtran's ordinal before a name ("1\\textsuperscript{st} Assiya Sarinova") is the template's numbering, no mark and no part of the name
  // (written plainly, "1st Kacper Kenji Lesniak", the same at the start of a line)
  s = s.replace(/(?<![\p{L}\d])\d{1,2}\s*<sup[^>]*>\s*(?:st|nd|rd|th)\s*<\/sup>\s*(?=\p{Lu})/gu, '');
  s = s.replace(/(^|[\n>])(\s*)\d{1,2}(?:st|nd|rd|th)\s+(?=\p{Lu}\p{Ll})/gu, '$1$2');
  // a superscript that holds a math mark ("<sup><math alttext='\dagger'>", already ⟦†⟧) is one mark, not one inside another
  s = s.replace(/<sup[^>]*>([\s\S]*?)<\/sup>/g, (_, x: string) => `⟦${x.replace(/<[^>]+>/g, '').replace(/[⟦⟧]/g, '').trim()}⟧`);
  s = s.replace(/<br[^>]*>/g, '\u2029').replace(/<[^>]+>/g, '');
  // a source line holding one word and no marker ("Juho" of "Juho\nKannala") is the first half of a name broken over two lines, not
  // a name of its own; a line break written as <br>, and whole names on source lines of their own, stay breaks
  s = s.replace(/(^|[\n\u2029])([ \t]*\p{Lu}[\p{Ll}'’-]+)[ \t]*\n(?=[ \t]*\p{Lu}\p{Ll})/gu, '$1$2 ');
  const text = decode(s.replace(/\u2029/g, '\n'));
  return (gaps ? text.replace(WIDE_GAP, '\u2003') : text).replace(/[ \t]+/g, ' ').replace(/\u2003/g, '  ');
}

/** An element's text on one line: line breaks and acmart's sibling pieces as commas, tags dropped. */
export function plain(html: string): string {
  // acmart's \institution, \department, \city… are sibling spans with nothing between them: each is a piece of its own
  const parts = html.replace(/<\/span>\s*(?=<span class="ltx_text ltx_affiliation_)/g, '</span>, ');
  return decode(parts.replace(/<br[^>]*>/g, ', ').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
}
