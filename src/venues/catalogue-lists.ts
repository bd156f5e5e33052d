/** A venue read from the shipped reference lists (CCF 2026, ccf-deadlines, Hugging Face AI deadlines). */
export interface ListVenue {
  /** Acronym as the list prints it, or the full name when the list gives none. */
  name: string;
  kind: 'conference' | 'journal';
  /** Acronyms as printed (case kept). */
  acr: string[];
  /** Full names, leading "The" and ordinals removed. */
  full: string[];
  /** CCF 2026 tier. */
  ccf?: 'A' | 'B' | 'C';
  /** CORE tier as carried by ccf-deadlines (A*, A, B, C). */
  core?: 'A*' | 'A' | 'B' | 'C';
  /** CCF area, English and Chinese (ccf-deadlines). */
  area?: { en: string; zh: string };
  /** DBLP streams, e.g. "conf/kdd". */
  dblp: string[];
  /** Usual month of the meeting, from the latest edition's dates (Hugging Face AI deadlines). */
  month?: number;
  /** Which lists named it. */
  src: string[];
}

/** A row of ccf_2026_ccfrank4dblp.csv. */
export interface CcfRow { rank: string; abbr: string; full_name: string; dblp_db: string }
/** A row of ccfddl_conferences.csv. */
export interface CcfddlRow { title: string; description: string; sub_name_zh: string; sub_name_en: string; rank_ccf: string; rank_core: string; dblp: string }
/** A row of hf_ai_deadlines_editions.csv. */
export interface HfRow { title: string; year: string; full_name: string; date: string }

/** Key that equates spellings of one name: case, "&"/"and", punctuation and spacing ignored. */
export function nameKey(s: string): string {
  const low = s.toLowerCase();
  return (low.includes('&') ? low.replace(/&/g, ' and ') : low).replace(/[^a-z0-9]+/g, '');
}

const ORDINAL_WORD = /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|(?:twenty|thirty|forty|fifty|sixty)(?:[\s-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?|twentieth|thirtieth|fortieth|fiftieth)$/i;

/** A full name as a catalogue alias: trimmed; leading "The", ordinal, "Annual" and publisher dropped ("The 48th Annual IEEE Conference on X" -> "Conference on X"). */
export function cleanFullName(s: string): string {
  const words = s.trim().replace(/\s+/g, ' ').split(' ');
  // A leading publisher ("IEEE/CVF", "ACM") is often left out when the name is cited: match the rest.
  const lead = (w: string) => /^the$/i.test(w) || ORDINAL_WORD.test(w) || /^annual$/i.test(w) || (words.length > 3 && /^(?:IEEE|ACM)(?:[/\\][A-Za-z]+)?$/.test(w));
  while (words.length && lead(words[0])) words.shift();
  return words.join(' ').replace(/\\/g, '/');
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month (1-12) a date range such as "December 6-12, 2026" starts in, or undefined. */
export function startMonth(date: string): number | undefined {
  const m = /[A-Za-z]{3}/.exec(date);
  const i = m ? MONTHS.indexOf(m[0].toLowerCase()) : -1;
  return i >= 0 ? i + 1 : undefined;
}

const TIER = new Set(['A', 'B', 'C']);
const CORE_TIER = new Set(['A*', 'A', 'B', 'C']);

function dblpStream(s: string): string {
  return s.trim().replace(/^\/+/, '').split('/').slice(0, 2).join('/');
}

function addUnique(list: string[], value: string): void {
  const v = value.trim();
  if (v && !list.some((x) => x === v)) list.push(v);
}

/**
 * Venues of the CCF 2026 list, one per distinct full name (several DBLP streams of one venue merge: NeurIPS, VLDB),
 * joined with ccf-deadlines by DBLP stream (area, CORE tier) and with the Hugging Face deadlines by acronym and
 * full name (month, name variants). Rows without a full name are skipped.
 */
export function venuesFromLists(ccf: CcfRow[], ccfddl: CcfddlRow[], hf: HfRow[]): ListVenue[] {
  const byFull = new Map<string, ListVenue>();
  const byDblp = new Map<string, ListVenue>();
  // A stream two CCF venues are filed under ("/conf/uss/": USENIX Security and its HotSec workshop) joins neither.
  const sharedDblp = new Set<string>();
  for (const r of ccf) {
    const full = cleanFullName(r.full_name);
    if (!full || /\/journals\//.test(full)) continue; // one row in the source lost its tabs (see PROVENANCE)
    const dblp = dblpStream(r.dblp_db);
    const kind = dblp.startsWith('conf/') ? 'conference' : 'journal';
    // A journal and a conference CCF files under one full name but under two acronyms are two venues (CVMJ, the
    // journal Computational Visual Media, CCF B; CVM, the conference, CCF C); under one acronym (VLDB and PVLDB's
    // stream, ISMB and Bioinformatics') they are one venue and its proceedings. The name alone is the journal's ("Accepted
    // by Computational Visual Media"); the conference keeps its acronym and the names other lists give it.
    const other = byFull.get(nameKey(full));
    const twoVenues = other && other.kind !== kind && r.abbr.trim() && other.acr.length && !other.acr.includes(r.abbr.trim());
    const k = twoVenues ? `${nameKey(full)}\u0000${kind}` : nameKey(full);
    if (twoVenues && kind === 'journal') other.full = other.full.filter((f) => f !== full);
    let v = byFull.get(k);
    if (!v) {
      v = { name: r.abbr.trim() || full, kind, acr: [], full: twoVenues && kind === 'conference' ? [] : [full], dblp: [], src: ['ccf'] };
      byFull.set(k, v);
    }
    if (kind === 'conference') v.kind = 'conference';
    if (r.abbr.trim()) addUnique(v.acr, r.abbr);
    const rank = r.rank.trim();
    if (TIER.has(rank)) v.ccf = rank as ListVenue['ccf'];
    if (dblp) {
      addUnique(v.dblp, dblp);
      if (byDblp.has(dblp) && byDblp.get(dblp) !== v) sharedDblp.add(dblp);
      byDblp.set(dblp, v);
    }
  }
  // ccf-deadlines titles a conference by its CCF acronym: one CCF conference of that acronym and tier is the same venue
  // even when the two lists file it under other DBLP streams and names (SIGSPATIAL: conf/gis and conf/sigspatial).
  const ccfByAcr = new Map<string, ListVenue[]>();
  for (const v of byFull.values()) for (const a of v.acr) if (v.kind === 'conference') ccfByAcr.set(nameKey(a), [...(ccfByAcr.get(nameKey(a)) ?? []), v]);
  const sameCcfAcronym = (r: CcfddlRow): ListVenue | undefined => {
    const same = (ccfByAcr.get(nameKey(r.title)) ?? []).filter((v) => v.ccf === r.rank_ccf.trim());
    return same.length === 1 ? same[0] : undefined;
  };
  for (const r of ccfddl) {
    const dblp = `conf/${r.dblp.trim()}`;
    let v = (sharedDblp.has(dblp) ? undefined : byDblp.get(dblp)) ?? byFull.get(nameKey(cleanFullName(r.description))) ?? sameCcfAcronym(r);
    if (!v) {
      v = { name: r.title.trim(), kind: 'conference', acr: [r.title.trim()], full: [cleanFullName(r.description)], dblp: r.dblp.trim() ? [dblp] : [], src: [] };
      byFull.set(nameKey(v.full[0]), v);
      if (TIER.has(r.rank_ccf.trim())) v.ccf = r.rank_ccf.trim() as ListVenue['ccf'];
    }
    addUnique(v.src, 'ccfddl');
    addUnique(v.full, cleanFullName(r.description));
    if (CORE_TIER.has(r.rank_core.trim())) v.core = r.rank_core.trim() as ListVenue['core'];
    if (r.sub_name_en.trim()) v.area = { en: r.sub_name_en.trim(), zh: r.sub_name_zh.trim() };
  }
  const byAcr = new Map<string, ListVenue[]>();
  const acrKey = (a: string) => nameKey(a.replace(/^(?:IEEE|ACM)[\s-]+/, ''));
  for (const v of byFull.values()) for (const a of v.acr) byAcr.set(acrKey(a), [...(byAcr.get(acrKey(a)) ?? []), v]);
  const latest = new Map<ListVenue, number>();
  for (const r of hf) {
    const full = cleanFullName(r.full_name);
    const sameAcr = (byAcr.get(acrKey(r.title)) ?? []).filter((v) => v.kind === 'conference');
    let v = byFull.get(nameKey(full)) ?? (sameAcr.length === 1 ? sameAcr[0] : undefined);
    if (!v) {
      v = { name: r.title.trim(), kind: 'conference', acr: [r.title.trim()], full: [], dblp: [], src: [] };
      byFull.set(nameKey(full || r.title), v);
      byAcr.set(acrKey(r.title), [v]);
    }
    addUnique(v.src, 'hf');
    if (full && full.split(' ').length >= 3) addUnique(v.full, full);
    const month = startMonth(r.date);
    const year = Number(r.year) || 0;
    if (month && year >= (latest.get(v) ?? 0)) { v.month = month; latest.set(v, year); }
  }
  return [...byFull.values()].sort((a, b) => a.name.localeCompare(b.name) || a.full[0]?.localeCompare(b.full[0] ?? '') || 0);
}
