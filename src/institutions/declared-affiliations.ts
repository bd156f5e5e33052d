import type { FrontAuthor } from './author-block.ts';
import { cleanAffiliation, splitTopLevel } from './parse-affiliation.ts';
import { findCommands, frontMatterSource } from './latex-preprocess.ts';
import { latexToText } from './latex-text.ts';
import { lineText, type PageLine } from './pdf-layout.ts';

/**
 * Texts a source's structure says are affiliations, whatever reader took the authors from it (round zkeep, issue 14 item 3): the
 * arguments of LaTeX's affiliation commands (`\affiliation`, authblk's `\affil[..]`, llncs / svjour `\institute`, `\address`,
 * `\IEEEauthorblockA`, acmart's `\institution`, AAAI's `\affiliations`, revtex's `\altaffiliation` …; elsarticle's `organization=`
 * key stands inside its `\affiliation`), a PDF page's lines opened by a superscript mark (an affiliation legend or footnote), and
 * LaTeXML's `ltx_role_affiliation` elements (and `ltx_role_address` / `ltx_role_institutetext`, its renderings of `\address` and
 * llncs `\institute`, as on the LaTeX side). An author's affiliation whose first piece is written in one of them is `declared`: the
 * matcher may then read an unknown first piece followed only by places as the organisation (match.ts, MatchHints.declared).
 */
const LATEX_COMMANDS = ['affiliation', 'affil', 'institute', 'address', 'altaffiliation', 'alsoaffiliation', 'additionalaffiliation', 'IEEEauthorblockA', 'institution', 'affiliations'];

/** The texts of a LaTeX source's affiliation commands (front matter and the whole source: late addresses count too). */
export function latexDeclared(tex: string): string[] {
  const { full } = frontMatterSource(tex);
  return LATEX_COMMANDS.flatMap((n) => findCommands(full, n, 1)).map((c) => latexToText(c.args[0].replace(/\\\\/g, ', ')));
}

/** The texts of a PDF page's lines opened by a superscript mark ("⟦2⟧10x Genomics, Pleasanton CA"), the mark cut. */
export function pdfDeclared(lines: PageLine[]): string[] {
  return lines.filter((l) => l.runs[0]?.sup && l.runs.length > 1).map((l) => lineText(l).replace(/^⟦[^⟧]*⟧\s*/, ''));
}

/** The texts of a LaTeXML page's `ltx_role_affiliation` / `ltx_role_address` / `ltx_role_institutetext` elements (nested elements
 *  included, tags dropped). */
export function htmlDeclared(html: string): string[] {
  const out: string[] = [];
  // (every opening tag read once, its attributes tested apart: no pattern looks past one tag)
  const open = /<(\w+)([^<>]*)>/g;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (!/\bclass="[^"]*\bltx_role_(?:affiliation|address|institutetext)\b/.test(m[2])) continue;
    const tag = m[1];
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = m.index + m[0].length;
    let depth = 1, end = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (!depth) { end = t.index; break; }
    }
    out.push(html.slice(m.index + m[0].length, end).replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&[a-z]+;|&#\d+;/g, ' '));
  }
  return out;
}

/** Lower-case letters and digits, every other run one space, with a space at both ends (so a containment test is one of words). */
function words(t: string): string {
  return ` ${t.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** Each author with `declared`: those of its affiliations whose first piece (three letters or more) a structural text writes. */
export function withDeclared(authors: FrontAuthor[], texts: string[]): FrontAuthor[] {
  if (!texts.length) return authors;
  const all = texts.map(words);
  const declared = (aff: string) => {
    const first = words(splitTopLevel(cleanAffiliation(aff))[0] ?? '');
    return (first.match(/\p{L}/gu) ?? []).length >= 3 && all.some((t) => t.includes(first));
  };
  return authors.map((a) => {
    const d = a.affiliations.filter(declared);
    return d.length ? { ...a, declared: d } : a;
  });
}
