import { parse as parseBib } from '@retorquere/bibtex-parser';
import { parse as parseYaml } from 'yaml';
import { presentationOf, trackOf } from '../venues/lists/parse-list.ts';
import { OfficialFetchError } from './http.ts';
import type { OfficialEntry } from './source.ts';

/** The parts of a PMLR volume's `_config.yml` that matter here. */
export interface PmlrConfig { shortname: string; year: number; volume: number; booktitle: string; bibfile: string | null; published: string | null }

/** Reads a volume's `_config.yml`; a body that is not the expected YAML → OFFICIAL_BAD_BODY naming the URL. */
export function parsePmlrConfig(text: string, url: string): PmlrConfig {
  let doc: Record<string, unknown>;
  try {
    doc = parseYaml(text) as Record<string, unknown>;
  } catch (err) {
    throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: not valid YAML (${(err as Error).message.split('\n')[0]})`, url, { cause: err });
  }
  if (!doc || typeof doc !== 'object' || !doc.shortname || !doc.year) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: no shortname / year (is this a PMLR _config.yml?)`, url);
  const bib = typeof doc.orig_bibfile === 'string' ? doc.orig_bibfile.split('/').pop()! : null;
  return {
    shortname: String(doc.shortname), year: Number(doc.year), volume: Number(doc.volume), booktitle: String(doc.booktitle ?? ''),
    bibfile: bib || null, published: doc.published ? String(doc.published instanceof Date ? doc.published.toISOString().slice(0, 10) : doc.published) : null,
  };
}

/** Front matter and preface items are not papers: `section: Preface`, or pages numbered in roman (i, xi). */
function notAPaper(section: string, pages: string): boolean {
  return /^preface$/i.test(section.trim()) || /^[ivxlc]+(?:\s*[-–]+\s*[ivxlc]+)?$/i.test(pages.trim());
}

/** Track and presentation from a PMLR `section:` (CoRL's Oral / Poster are presentations; COLT's Open Problems a track). */
export function sectionToTrack(section: string): { track: string; presentation: OfficialEntry['presentation'] } {
  const s = section.trim();
  const presentation = presentationOf(s);
  if (!s || presentation || /^(?:(?:original|accepted|regular|main|conference|full|research)\s+)?(?:papers?|track|proceedings)$/i.test(s)) return { track: 'main', presentation };
  if (/position/i.test(s)) return { track: 'position', presentation: null };
  if (/open\s+problems?/i.test(s)) return { track: 'open_problems', presentation: null };
  return { track: trackOf(s), presentation: null };
}

/** A PMLR paper page URL when the id has PMLR's `lastnameYYx` form (bib keys of some volumes lack the letter). */
function pageUrl(site: string, volume: number, id: string): string | null {
  return /^[a-z0-9-]+\d\d[a-z]$/.test(id) ? `${site}/v${volume}/${id}.html` : null;
}

/**
 * The BibTeX text without the named fields (brace-delimited values at entry level): the parser spends ~90% of its time
 * on abstracts (10 ms an entry with them, 1.4 ms without), and they are not used here.
 */
export function dropBibFields(text: string, names: string[]): string {
  const field = new RegExp(`^(?:${names.join('|')})\\s*=\\s*\\{`, 'i');
  let out = '';
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (depth === 1 && /[\s,]/.test(text[i - 1] ?? '') && field.test(text.slice(i, i + 40))) {
      let j = text.indexOf('{', i) + 1;
      for (let d = 1; j < text.length && d > 0; j++) d += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      while (j < text.length && /[\s,]/.test(text[j])) j++;
      out += text.slice(from, i);
      from = i = j;
      i--;
    }
  }
  return out + text.slice(from);
}

/** The volume's papers from its source BibTeX (`@InProceedings` entries; the `@Proceedings` entry and the preface are skipped). */
export function entriesFromBib(text: string, volume: number, site: string): OfficialEntry[] {
  const bib = parseBib(dropBibFields(text, ['abstract']), { sentenceCase: false, english: false, verbatimFields: ['url', 'pdf', 'software', 'openreview', 'video'] });
  const out: OfficialEntry[] = [];
  for (const e of bib.entries) {
    if (e.type !== 'inproceedings') continue;
    const f = e.fields as Record<string, unknown>;
    const title = typeof f.title === 'string' ? f.title.replace(/\s+/g, ' ').trim() : '';
    if (!title || notAPaper(String(f.section ?? ''), String(f.pages ?? ''))) continue;
    const authors = ((f.author ?? []) as { firstName?: string; lastName?: string; name?: string }[])
      .map((a) => a.name ?? [a.firstName, a.lastName].filter(Boolean).join(' ')).filter(Boolean);
    out.push({
      title, authors, ...sectionToTrack(String(f.section ?? '')), externalId: `v${volume}/${e.key}`,
      openreviewId: typeof f.openreview === 'string' ? f.openreview.trim() : null, url: pageUrl(site, volume, e.key),
    });
  }
  return out;
}

/** One paper from its `_posts/<date>-<id>.md` YAML front matter; null for the preface or a file that is not a paper post. */
export function entryFromPost(text: string, volume: number, site: string, url: string): OfficialEntry | null {
  const m = /^---\s*\n([\s\S]*?)\n---\s*(?:\n|$)/.exec(text);
  if (!m) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: no YAML front matter`, url);
  let doc: Record<string, any>;
  try {
    doc = parseYaml(m[1]) as Record<string, any>;
  } catch (err) {
    throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: front matter is not valid YAML (${(err as Error).message.split('\n')[0]})`, url, { cause: err });
  }
  const title = typeof doc?.title === 'string' ? doc.title.replace(/\s+/g, ' ').trim() : '';
  if (!title || notAPaper(String(doc.section ?? ''), String(doc.firstpage ?? doc.page ?? ''))) return null;
  const authors = ((doc.author ?? []) as { given?: string; family?: string }[]).map((a) => [a.given, a.family].filter(Boolean).join(' ')).filter(Boolean);
  const id = String(doc.id ?? '');
  return {
    title, authors, ...sectionToTrack(String(doc.section ?? '')), externalId: `v${volume}/${id}`,
    openreviewId: doc.openreview ? String(doc.openreview) : null, url: pageUrl(site, volume, id),
  };
}
