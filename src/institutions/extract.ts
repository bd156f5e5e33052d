import fs from 'node:fs';
import path from 'node:path';
import { contactDomains, type FrontAuthor } from './author-block.ts';
import { parseAffiliation, UNIT_START } from './parse-affiliation.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { htmlFrontMatter } from './html-front-matter.ts';
import { linesFrontMatter, pdfFirstPageLines } from './pdf-front-matter.ts';
import { lineText } from './pdf-layout.ts';
import { pageZhPairs, withPageZhNames, type PagePair } from './page-zh-names.ts';
import { frontMatterSource } from './latex-preprocess.ts';
import { markSuperscripts } from './latex-front-matter.ts';
import { latexToText } from './latex-text.ts';
import { decodeTex, eprintMainTex } from './eprint.ts';
import { carriesParent, matchAffiliation, spells, type ResolvedInstitution } from './match.ts';
import { domainOwner, loadRegistry, type Institution, type Registry } from './registry.ts';
import { splitAlsoWith } from './with-sentences.ts';
import { htmlDeclared, latexDeclared, pdfDeclared, withDeclared } from './declared-affiliations.ts';
import { countryCode } from './countries.ts';
import { isLegalForm, normalizeName, withoutLegalForm } from './normalize.ts';

/** Where a paper's affiliations were read from. */
export type FrontMatterSource = 'html' | 'latex' | 'pdf' | 'llm' | 'openalex' | 'none';

/** One affiliation of one author: the text as printed and the institutions it resolves to. */
export interface AuthorAffiliation {
  text: string;
  institutions: ResolvedInstitution[];
  /** Where this affiliation came from when not the paper's source (an author's OpenAlex version a moderator accepted). */
  source?: string;
}

/** A paper's authors in order, each with affiliations, and the source they came from. */
export interface PaperAffiliations {
  source: FrontMatterSource;
  authors: { name: string; affiliations: AuthorAffiliation[] }[];
}

/** Resolves every affiliation text to institutions (each distinct text matched once); an organisation the registry names in no
 *  Chinese takes the name the page prints for its affiliation in a Chinese affiliation list (`pagePairs`, see page-zh-names.ts). */
export function resolveAuthors(source: FrontMatterSource, authors: FrontAuthor[], pagePairs: PagePair[] = []): PaperAffiliations {
  return withPageZhNames(resolved(source, authors), pagePairs);
}

function resolved(source: FrontMatterSource, authors: FrontAuthor[]): PaperAffiliations {
  const reg = loadRegistry();
  const defined = acronymsDefined(authors.flatMap((a) => a.affiliations));
  // an acronym written alone reads as a registry record only where the paper supports it (match.ts, MatchHints.paperCountries): read
  // every affiliation without that support, then those with a bare acronym again, supported by the countries the others name
  const strict = new Map<string, ResolvedInstitution[]>();
  const memoKey = (t: string, declared: boolean) => `${declared ? 'D' : ''}\u0000${t}`;
  // (a text the structure declares an affiliation is read with MatchHints.declared, and remembered apart from the same text read without)
  const first = (t: string, declared: boolean) => {
    const k = memoKey(t, declared);
    if (!strict.has(k)) strict.set(k, matchAffiliation(t, { paperCountries: new Set(), declared }, reg));
    return strict.get(k)!;
  };
  const isDeclared = (a: FrontAuthor, raw: string) => !!a.declared?.includes(raw);
  const texts = authors.flatMap((a) => a.affiliations.flatMap((raw) => splitAlsoWith(raw).map((t) => [t, isDeclared(a, raw)] as const)))
    .map(([raw, declared]) => [withAcronymsSpelt(tidyText(raw), defined), declared] as const);
  const countries = new Set(texts.flatMap(([t, declared]) => first(t, declared).map((r) => r.country).filter((c): c is string => !!c)));
  const memo = new Map<string, ResolvedInstitution[]>();
  const resolve = (t: string, declared: boolean) => {
    const k = memoKey(t, declared);
    if (!memo.has(k)) memo.set(k, BARE_ACRONYM.test(t) ? matchAffiliation(t, countries.size ? { paperCountries: countries, declared } : { declared }, reg) : first(t, declared));
    return memo.get(k)!;
  };
  // a name kept by the matcher that spells one of the paper's authors ("Ada Ruud, Reno NV" under an \affil) is a person, no organisation
  const people = new Set(authors.map((a) => personKey(a.name)).filter((k) => k.length > 3));
  const noPerson = (found: ResolvedInstitution[]) => found.filter((r) => r.id || !people.has(personKey(r.name_en)));
  return {
    source,
    authors: authors.map((a) => {
      const owner = soleOwner(reg, a.domains ?? []);
      const mailOwner = soleOwner(reg, [...(a.domains ?? []), ...(a.mailDomains ?? [])]);
      return {
        name: a.name,
        affiliations: withoutParentsInChildNames(reg, a.affiliations.flatMap((whole) => splitAlsoWith(whole).map((raw) => [raw, isDeclared(a, whole)] as const)).map(([raw, declared]) => {
          // a web address printed with the affiliation itself names its owner for that affiliation alone
          const t = tidyText(raw);
          const own = t === raw ? null : soleOwner(reg, contactDomains(raw));
          const read = withAcronymsSpelt(t, defined);
          const found = noPerson(resolve(read, declared));
          return { text: t, institutions: own ? byDomain(found, own, read, true) : byDomain(byMail(found, mailOwner, read), owner, read) };
        })),
      };
    }),
  };
}

/** An affiliation's text as kept and read: web addresses out, spaces folded, no space before a comma or semicolon (a key-value
 *  organisation ending in a line break, `organization={…\n}, city=…`, sets "(GIST) , 123 …" on the page), one comma where an empty
 *  piece left two ("Aalto University, , Correspondence …"), no trailing separator. */
function tidyText(raw: string): string {
  return raw.replace(WEB_LINK, ' ').replace(/\s+/g, ' ').replace(/ (?=[,;])/g, '').replace(/,(?:,)+/g, ',').replace(/[\s,;]+$/, '').trim();
}

/** A person's name as compared: letters only, accents folded, lower case. */
function personKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}]/gu, '');
}

/** An author's organisation given on one line beside a record the registry files under it on another, whose name carries the
 *  organisation's acronym (a NeurIPS card's "PSL University" over "ENS, DMA": the registry's "École Normale Supérieure - PSL"): part of
 *  that record's name, no second employer (as within one affiliation: match.ts, dropParentInChildName). */
function withoutParentsInChildNames<T extends { institutions: ResolvedInstitution[] }>(reg: Registry, affiliations: T[]): T[] {
  const ids = affiliations.flatMap((f) => f.institutions.filter((i) => i.id && !i.unit_en).map((i) => i.id!));
  return affiliations.map((f) => ({ ...f, institutions: f.institutions.filter((i) => !i.id || i.unit_en || !ids.some((c) => c !== i.id && carriesParent(reg, c, i.id!))) }));
}

/** Acronyms a paper's affiliations define ("Xiamen University (XMU)"): the name before the parenthesis, capitalised words and the
 *  words that join them. */
function acronymsDefined(texts: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of texts) {
    for (const m of t.matchAll(/(\p{Lu}[\p{L}'’.&-]*(?:\s+(?:of|and|for|de|the|\p{Lu}[\p{L}'’.&-]*))*)\s*\(([A-Z][A-Za-z&-]{1,9})\)/gu)) {
      // an acronym (two capitals at least, its letters in the name's order from its first: "XMU" of "Xiamen University"), not a
      // place in parentheses ("City University of Hong Kong (Dongguan)")
      if (/\s/.test(m[1]) && !out.has(m[2]) && /[A-Z].*[A-Z]/.test(m[2]) && spells(m[2], m[1])) out.set(m[2], m[1]);
    }
  }
  return out;
}

/** An affiliation that writes a part as an acronym the paper spells out elsewhere ("…, XMU, China") is read with the name. */
function withAcronymsSpelt(text: string, defined: Map<string, string>): string {
  if (!defined.size) return text;
  return text.split(/\s*,\s*/).map((p) => defined.get(p) ?? p).join(', ');
}

/** An affiliation with a piece that is an acronym alone ("HKUST", "…, VAST"). */
const BARE_ACRONYM = /(?:^|,)\s*(?=[A-Z][A-Za-z0-9&-]*[A-Z])[A-Z][A-Za-z0-9&-]{1,9}\s*(?:,|$)/;

/** A web address in an affiliation's text. */
const WEB_LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** An alumni mail host (alum.mit.edu, alumni.stanford.edu): a university the author left, not where the author works. */
const ALUMNI_MAIL = /^(?:[\w-]+\.)*(?:alum|alumni|alumnae)\./i;

/** The one registry institution owning the author's printed domains (longest registered suffix each), or null when none or several do. */
function soleOwner(reg: Registry, domains: string[]): Institution | null {
  const owners = new Set(domains.filter((d) => !ALUMNI_MAIL.test(d)).map((d) => domainOwner(reg, d)).filter((x): x is Institution => x !== null));
  return owners.size === 1 ? [...owners][0] : null;
}

/**
 * "AI Center @ CTU FEE" with the author's e-mail at fel.cvut.cz: an affiliation that resolved to one organisation the registry lacks
 * (an acronym or a unit, no institution) is that unit of the author's e-mail / web domain owner, when the countries do not disagree.
 * A name the registry matched is never overridden.
 */
function byDomain(found: ResolvedInstitution[], owner: Institution | null, text: string, ownAddress = false): ResolvedInstitution[] {
  // an affiliation of units and an address alone ("Institute of Mathematics and Statistics, Rua do Matão 1010, São Paulo SP, BRA")
  // under its own web address is that unit of the address's owner
  if (owner && ownAddress && !found.length && UNIT_START.test(text)) {
    return [{ id: owner.id, ror: owner.ror, name_en: owner.name_en, name_zh: owner.name_zh, country: owner.country, unit_en: text.split(/\s*,\s*/)[0], unit_zh: null }];
  }
  if (!owner || found.length !== 1) return found;
  const u = found[0];
  // "Eastern Institute of Technology" is the name of two records (Napier, NZ; Ningbo, CN): with the author's e-mail at the
  // Ningbo one's domain, it is that one — when the owner's name is the matched name with a place added (or the other way),
  // and the text names no country of its own.
  if (u.id !== null) {
    if (u.id === owner.id || baseName(u.name_en) !== baseName(owner.name_en) || namesCountry(text)) return found;
    return [{ id: owner.id, ror: owner.ror, name_en: owner.name_en, name_zh: owner.name_zh, country: owner.country, unit_en: u.unit_en, unit_zh: u.unit_zh }];
  }
  // a company ("Tilda Consulting, Inc.") is an organisation of its own, never a unit of the e-mail domain's owner
  if (u.country && owner.country && u.country !== owner.country || namedAsCompany(text, u.name_en)) return found;
  return [{ id: owner.id, ror: owner.ror, name_en: owner.name_en, name_zh: owner.name_zh, country: owner.country, unit_en: [u.name_en, u.unit_en].filter(Boolean).join(', '), unit_zh: null }];
}

/** True when the text writes the organisation with a legal form ("Tilda Consulting, Inc.", "Acme Analytics LLC"): a company. */
function namedAsCompany(text: string, name: string): boolean {
  const parts = text.split(/\s*,\s*/);
  const i = parts.findIndex((p) => p.includes(name));
  return i >= 0 && (withoutLegalForm(parts[i]) !== parts[i] || (i + 1 < parts.length && isLegalForm(parts[i + 1])));
}

/** A registered name without the place a record of the same name adds ("Eastern Institute of Technology, Ningbo"). */
function baseName(name: string): string {
  return normalizeName(name.replace(/\s*(?:,[^,]*|\([^()]*\))$/, ''));
}

/**
 * Where the text leaves the organisation open, the one registry owner of the author's e-mail domains (a mail host or an alumni
 * address owns nothing: soleOwner) settles it: a unit line naming no host ("National Key Laboratory of Data Space Technology and
 * System", read as nothing) is a unit of that owner — the graders' convention labels such a laboratory by its host (rounds z33,
 * z66) — unless the line names another country. An organisation the text names is never overridden.
 */
function byMail(found: ResolvedInstitution[], owner: Institution | null, text: string): ResolvedInstitution[] {
  if (!owner) return found;
  const whole = { id: owner.id, ror: owner.ror, name_en: owner.name_en, name_zh: owner.name_zh, country: owner.country };
  if (!found.length) return UNIT_START.test(text) && !otherCountry(text, owner) ? [{ ...whole, unit_en: text.split(/\s*,\s*/)[0], unit_zh: null }] : found;
  // a one-word name the registry keeps no key of, because other organisations' names open with it too ("VIVO": vivo, Vivo Energy),
  // is the owner of the author's e-mail domain when the owner's name opens with that word
  const u = found[0];
  if (found.length === 1 && u.id === null && !u.unit_en && /^\S+$/.test(normalizeName(u.name_en)) && normalizeName(owner.name_en).split(' ')[0] === normalizeName(u.name_en) && !otherCountry(text, owner)) {
    return [{ ...whole, unit_en: null, unit_zh: null }];
  }
  return found;
}

/** True when the affiliation names a country other than the owner's. */
function otherCountry(text: string, owner: Institution): boolean {
  return parseAffiliation(text).parts.some((p) => p.kind === 'country' && countryCode(p.text) !== owner.country);
}

/** True when the affiliation names a country of its own ("…, New Zealand"), as the affiliation parser reads its parts. */
function namesCountry(text: string): boolean {
  return parseAffiliation(text).parts.some((p) => p.kind === 'country');
}

/** Reads front matter from bytes of a known kind (LaTeX, e-print tarball, LaTeXML HTML or PDF), with the affiliations the page
 *  prints in both English and Chinese (`pagePairs`, PDF and LaTeX). */
export async function extractFrontMatter(kind: 'latex' | 'eprint' | 'html' | 'pdf', bytes: Uint8Array): Promise<{ source: FrontMatterSource; authors: FrontAuthor[]; pagePairs: PagePair[] }> {
  // each author's affiliations that the source's structure says are affiliations are marked `declared` (declared-affiliations.ts)
  if (kind === 'html') { const html = new TextDecoder().decode(bytes); return { source: 'html', authors: withDeclared(htmlFrontMatter(html), htmlDeclared(html)), pagePairs: [] }; }
  if (kind === 'pdf') {
    const { lines, height, width } = await pdfFirstPageLines(bytes);
    return { source: 'pdf', authors: withDeclared(linesFrontMatter(lines, height, width), pdfDeclared(lines)), pagePairs: pageZhPairs(lines.slice(0, 80).map(lineText).join('\n')) };
  }
  const tex = kind === 'eprint' ? await eprintMainTex(bytes) : decodeTex(bytes);
  return { source: 'latex', authors: withDeclared(latexFrontMatter(tex), latexDeclared(tex)), pagePairs: latexPagePairs(tex) };
}

/** The bilingual affiliation lists of a LaTeX source's front matter (from \begin{document} to the first section), as text. */
function latexPagePairs(tex: string): PagePair[] {
  if (!/\p{Script=Han}/u.test(tex)) return [];
  const { full } = frontMatterSource(tex);
  const from = Math.max(0, full.indexOf('\\begin{document}'));
  const end = full.slice(from).search(/\\section\*?\{/);
  return pageZhPairs(latexToText(markSuperscripts(full.slice(from, end > 0 ? from + end : undefined))));
}

/** The kind of a front-matter file, from its extension (.tex, .html, .pdf, .tar.gz / .gz / .tar). */
export function kindOfFile(file: string): 'latex' | 'eprint' | 'html' | 'pdf' {
  const ext = path.basename(file).toLowerCase();
  if (/\.(tex|ltx)$/.test(ext)) return 'latex';
  if (/\.(html?|xhtml)$/.test(ext)) return 'html';
  if (/\.pdf$/.test(ext)) return 'pdf';
  if (/\.(tar\.gz|tgz|tar|gz)$/.test(ext)) return 'eprint';
  throw Object.assign(new Error(`${file}: unknown front-matter file type (want .tex, .html, .pdf or .tar.gz)`), { code: 'FRONT_MATTER_TYPE' });
}

/** Extracts and resolves the authors and affiliations of one file. */
export async function extractFile(file: string): Promise<PaperAffiliations> {
  const kind = kindOfFile(file);
  const fm = await extractFrontMatter(kind, fs.readFileSync(file));
  return resolveAuthors(fm.source, fm.authors, fm.pagePairs);
}
