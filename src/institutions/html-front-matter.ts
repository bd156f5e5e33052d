import { latexToText } from './latex-text.ts';
import { parseAuthorBlock, type FrontAuthor } from './author-block.ts';

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

/** Reads authors and affiliations from LaTeXML HTML (arXiv's HTML rendering): ltx_personname, ltx_role_affiliation, markers. */
export function htmlFrontMatter(html: string): FrontAuthor[] {
  const start = html.indexOf('class="ltx_authors"');
  if (start < 0) return [];
  const stop = html.indexOf('</div>', start);
  const region = html.slice(start, stop < 0 ? undefined : stop);
  const creators = region.split(/<span class="ltx_creator ltx_role_author">/).slice(1);
  const out: FrontAuthor[] = [];
  const blocks: string[] = [];
  for (const c of creators) {
    const person = /<span class="ltx_personname">([\s\S]*?)<\/span>\s*(?:<span class="ltx_author_notes">|<\/span>\s*$|<\/span>\s*<span class="ltx_author)/.exec(c)?.[1]
      ?? /<span class="ltx_personname">([\s\S]*)/.exec(c)?.[1] ?? '';
    const affs = [...c.matchAll(/<span class="ltx_contact ltx_role_(?:affiliation|address)">([\s\S]*?)<\/span>\s*(?=<span class="ltx_contact|<\/span>)/g)]
      .map((m) => decode(m[1].replace(/<br[^>]*>/g, ', ').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()).filter(Boolean);
    if (affs.length) out.push({ name: nameText(person).replace(/⟦[^⟧]*⟧/g, '').trim(), affiliations: affs });
    else blocks.push(nameText(person));
  }
  if (out.length) return out;
  const all = blocks.join('\n');
  if (all.includes('⟦')) return parseAuthorBlock(all);
  return blocks.flatMap((b) => parseAuthorBlock(b));
}
