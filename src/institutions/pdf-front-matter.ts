import { parseAuthorBlock, type FrontAuthor } from './author-block.ts';

const MARK_CHARS = '*∗†‡§¶⋆⋄□♠♣♦♥♯♭αβγδετωηλμπσθ';

/** Rewrites the first page's text lines so markers read as ⟦m⟧: trailing on names, leading on affiliation lines. */
function markLines(lines: string[]): string[] {
  const lead = new RegExp(`^([${MARK_CHARS}]|\\d{1,2}(?=\\s*\\p{Lu}))\\s*`, 'u');
  return lines.map((l) => {
    let s = l.replace(lead, (_, m) => `⟦${m}⟧`);
    s = s.replace(new RegExp(`(\\p{Ll})((?:[${MARK_CHARS}]|\\d{1,2}(?:,\\d{1,2})*)+)(?=[\\s,]|$)`, 'gu'), (_, a, m) => `${a}⟦${m}⟧`);
    return s;
  });
}

/** Reads authors and affiliations from a PDF first page's text: the lines between the title and "Abstract". */
export function pageTextFrontMatter(text: string): FrontAuthor[] {
  const all = text.split(/\r?\n/).map((l) => l.trim());
  const abs = all.findIndex((l) => /^(abstract|a b s t r a c t)\b/i.test(l));
  const lines = (abs > 0 ? all.slice(0, abs) : all.slice(0, 30)).filter((l) => l && !/^arxiv:/i.test(l));
  const firstBlank = all.findIndex((l, i) => i > 0 && !l);
  const titleEnd = firstBlank > 0 && firstBlank < 5 ? all.slice(0, firstBlank).filter(Boolean).length : 1;
  return parseAuthorBlock(markLines(lines.slice(titleEnd)).join('\n'));
}

/** Text of a PDF's first page (unpdf), one line per text line. */
export async function pdfFirstPageText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  const { text } = await extractText(pdf, { mergePages: false });
  return Array.isArray(text) ? text[0] ?? '' : String(text);
}

/** Reads authors and affiliations from a PDF's first page. */
export async function pdfFrontMatter(bytes: Uint8Array): Promise<FrontAuthor[]> {
  return pageTextFrontMatter(await pdfFirstPageText(bytes));
}
