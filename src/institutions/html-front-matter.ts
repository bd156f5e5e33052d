import { latexToText } from './latex-text.ts';
import { parseAuthorBlock, type FrontAuthor } from './author-block.ts';
import { lastName, withAffiliations, withSentences } from './with-sentences.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Removes every element that starts at a match of `open` (a tag with a class), with its nested content. */
function dropElements(html: string, cls: RegExp): string {
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

/** LaTeXML person-name HTML to text with ⟦markers⟧ and line breaks. */
function nameText(html: string): string {
  let s = html.replace(/<span class="ltx_ERROR[^"]*">\\[Tt]hanks<\/span>[^\n<]*/g, '');
  s = dropElements(s, /<span[^>]*class="ltx_note[ "][^>]*>/g);
  s = dropElements(s, /<span[^>]*class="ltx_ERROR[^>]*>/g);
  s = s.replace(/<math[^>]*alttext="([^"]*)"[\s\S]*?<\/math>/g, (_, alt: string) => {
    const t = decode(alt).replace(/^\{\}\^|^\^/, '').replace(/\\(textrm|mathbf|mathrm|text)\b/g, '');
    const m = latexToText(t).replace(/\s+/g, '');
    return m ? `⟦${m}⟧` : '';
  });
  s = s.replace(/<sup[^>]*>([\s\S]*?)<\/sup>/g, (_, x: string) => `⟦${x.replace(/<[^>]+>/g, '').trim()}⟧`);
  s = s.replace(/<br[^>]*>/g, '\n').replace(/<[^>]+>/g, '');
  return decode(s).replace(/[ \t]+/g, ' ');
}

function plain(html: string): string {
  return decode(html.replace(/<br[^>]*>/g, ', ').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
}

/** Footnote texts (`ltx_role_footnotetext`) before the abstract, split so each ⟦marker⟧ starts a line. */
function footnoteLines(html: string): string {
  const abs = html.search(/class="ltx_abstract|<h6 class="ltx_title ltx_title_abstract/);
  const front = abs > 0 ? html.slice(0, abs) : html.slice(0, 200_000);
  const out: string[] = [];
  for (const m of front.matchAll(/<span[^>]*class="ltx_note ltx_role_footnotetext"[^>]*>[\s\S]*?<span class="ltx_note_content">([\s\S]*?)<\/span><\/span><\/span>/g)) {
    const body = m[1].replace(/<sup class="ltx_note_mark">[^<]*<\/sup>/g, '').replace(/<span class="ltx_note_type">[^<]*<\/span>/g, '');
    const t = nameText(body).replace(/\n/g, ' ');
    const at = t.indexOf('⟦');
    // the ICML footnote ends with "Correspondence to: …" and the conference notice after the last affiliation
    if (at >= 0) out.push(t.slice(at).replace(/\.?\s*(Correspondence to|Preliminary work|Proceedings of the)\b[\s\S]*$/i, '').replace(/⟦/g, '\n⟦').trim());
  }
  return out.join('\n');
}

interface Creator { person: string; affs: string[]; notes: string }

function readCreator(c: string): Creator {
  const person = /<span class="ltx_personname">([\s\S]*?)<\/span>\s*(?:<span class="ltx_author_notes">|<\/span>\s*$|<\/span>\s*<span class="ltx_author)/.exec(c)?.[1]
    ?? /<span class="ltx_personname">([\s\S]*)/.exec(c)?.[1] ?? '';
  const affs = [...c.matchAll(/<span class="ltx_contact ltx_role_(?:affiliation|address)">([\s\S]*?)<\/span>\s*(?=<span class="ltx_contact|<\/span>)/g)]
    .map((m) => plain(m[1])).filter(Boolean);
  const at = c.indexOf('<span class="ltx_author_notes">');
  const notes = at >= 0 ? plain(c.slice(at).replace(/<span class="ltx_contact[\s\S]*?<\/span>/g, '')) : '';
  return { person, affs, notes };
}

/** Authors each with their own contact affiliations; one address list on the last author of as many authors is read positionally. */
function fromContacts(list: Creator[]): FrontAuthor[] {
  const names = list.map((c) => nameText(c.person).replace(/⟦[^⟧]*⟧/g, '').trim());
  const last = list[list.length - 1];
  if (list.length > 1 && last.affs.length === list.length && list.slice(0, -1).every((c) => !c.affs.length)) {
    return names.map((name, i) => ({ name, affiliations: [last.affs[i]] }));
  }
  return names.map((name, i) => ({ name, affiliations: list[i].affs.length ? list[i].affs : list.slice(i + 1).find((c) => c.affs.length)?.affs ?? [] }));
}

/** Authors named in one personname ("A, B and C") get affiliations from "X is with Y" author notes. */
function applyWithNotes(authors: FrontAuthor[], notes: string): FrontAuthor[] {
  if (!notes || authors.some((a) => a.affiliations.length)) return authors;
  const by = withSentences(notes);
  if (!by.size) return authors;
  return authors.map((a) => ({ ...a, affiliations: withAffiliations(by, a.name) ?? [] }));
}

/** LaTeXML's rendering of a style it has no binding for (the ICML style interpreted as written): no ltx_authors block, but
 *  paragraphs before the abstract with bold names followed by superscript markers, and the affiliations in a generated footnote. */
function bylineParagraphs(html: string): FrontAuthor[] {
  const abs = html.search(/class="ltx_abstract|<h6 class="ltx_title ltx_title_abstract|class="ltx_section/);
  const front = abs > 0 ? html.slice(0, abs) : html.slice(0, 200_000);
  const paras = [...front.matchAll(/<p class="ltx_p[^"]*">([\s\S]*?)<\/p>/g)].map((m) => m[1]).filter((p) => /<sup/.test(p) && /ltx_font_bold/.test(p));
  if (!paras.length) return [];
  const names = paras.map((p) => nameText(p.replace(/<span class="ltx_text ltx_font_bold">/g, '\n<span>'))).join('\n');
  return parseAuthorBlock(`${names}\n${footnoteLines(html)}`);
}

/** Reads authors and affiliations from LaTeXML HTML (arXiv's HTML rendering): ltx_personname, ltx_role_affiliation, markers, footnotes. */
export function htmlFrontMatter(html: string): FrontAuthor[] {
  const start = html.indexOf('class="ltx_authors"');
  if (start < 0) return bylineParagraphs(html);
  const stop = html.indexOf('</div>', start);
  const region = html.slice(start, stop < 0 ? undefined : stop);
  const list = region.split(/<span class="ltx_creator ltx_role_author">/).slice(1).map(readCreator);
  if (list.some((c) => c.affs.length)) return fromContacts(list);
  const blocks = list.map((c) => nameText(c.person));
  const notes = list.map((c) => c.notes).join(' ');
  let all = blocks.join('\n');
  if (all.includes('⟦')) {
    const parsed = parseAuthorBlock(all);
    if (parsed.some((a) => a.affiliations.length)) return parsed;
    all = `${all}\n${footnoteLines(html)}`;
    return parseAuthorBlock(all);
  }
  return applyWithNotes(blocks.flatMap((b) => parseAuthorBlock(b)), notes);
}
