import type { VenueDef } from './catalogue-types.ts';
import { readCatalogue } from './catalogue-file.ts';
import { aliasMatcher } from './alias-match.ts';

export type { VenueDef, VenueKind } from './catalogue-types.ts';

/** A compiled alias: which venue it names and how strictly it must be confirmed. */
export interface AliasMatcher {
  venue: VenueDef;
  /** The alias as written in the catalogue. */
  alias: string;
  re: RegExp;
  /** 'weak' aliases count only next to a year, a status cue, or right after the venue's full name. */
  strength: 'full' | 'acr' | 'cs' | 'weak';
  /** Characters between the alias start and its first letter token (1 for "3DV"): where to anchor the sticky regex. */
  offset: number;
  /** How the scanner confirms it where its key token was found (see plainKind): 1 or 2 without the regex, 0 with it. */
  plain: 0 | 1 | 2;
  /** The regex's match from a position without running the regex (alias-match.ts), where the alias's shape allows. */
  match: ((text: string, at: number) => number) | null;
}

/**
 * Every venue of the catalogue: the hand-kept facts (conferences first) merged with the list venues, as
 * scripts/build-venue-catalogue.ts writes them to data/venues/catalogue.json (merged at build time, not at start).
 */
export let VENUES: readonly VenueDef[] = readCatalogue();

// First wins: a hand-kept venue before a list venue of the same name.
function byName(venues: readonly VenueDef[]): Map<string, VenueDef> {
  const m = new Map<string, VenueDef>();
  for (const v of venues) if (!m.has(v.name.toLowerCase())) m.set(v.name.toLowerCase(), v);
  return m;
}
let BY_NAME = byName(VENUES);

/** The catalogue entry for a canonical name (case-insensitive), if any. */
export function findVenue(name: string): VenueDef | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/** Word tokens as the detector sees them: letters, optionally joined by "&" (A&A). */
export const TOKEN_RE = /[A-Za-z]+(?:&[A-Za-z]+)?/g;

/** `s` as a literal in a regular expression. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * True when a name of several words ends in a plural noun ("Nature Communications", "Physical Review Letters"): its
 * singular ("Nature Communication"), a common slip, names it too. Words whose final s is no plural ending are left
 * alone ("… Physics", "… Analysis", "… Bus").
 */
export function pluralTail(alias: string): boolean {
  const tokens = alias.split(/\s+/).filter(Boolean);
  const last = tokens[tokens.length - 1] ?? '';
  return tokens.length > 1 && /^[A-Za-z]{3,}[^siu]s$/.test(last) && !/ics$/i.test(last);
}

/**
 * Whether an alias's last word may come in the singular: a full name's plural tail, and a short name written with
 * "Letters" ("accepted for publication in ApJ Letter", set 133 part A).
 */
export function aliasPlural(alias: string, strength: AliasMatcher['strength']): boolean {
  return (strength === 'full' || (strength === 'acr' && /\sLetters$/.test(alias))) && pluralTail(alias);
}

/**
 * Turns alias text into a regex source: spaces match spaces/hyphens, dots are optional, "and" matches "&"; with
 * `plural`, the last word's final s is optional (see pluralTail).
 */
export function aliasSource(alias: string, plural = false): string {
  const tokens = alias.split(/\s+/).filter(Boolean);
  let out = '';
  tokens.forEach((tok, i) => {
    if (i > 0) out += tokens[i - 1].endsWith('.') ? '\\s*' : '[\\s\\-]+';
    if (tok.toLowerCase() === 'and') { out += '(?:and|&)'; return; }
    if (tok === '&') { out += '(?:&|and)'; return; }
    if (plural && i === tokens.length - 1) { out += `${tok.slice(0, -1)}s?`; return; }
    out += escapeRegExp(tok).replace(/\\\./g, '\\.?').replace(/-/g, '[\\s\\-]?').replace(/,/g, ',?').replace(/\//g, '\\s*/\\s*');
  });
  // Never the start of a longer token: "AI" is not in "AI4Law", "ICML" not in "ICMLA".
  return `(?<![A-Za-z])${out}(?![A-Za-z]|\\d(?:\\d\\d)?[A-Za-z])`;
}

function firstToken(alias: string): string {
  const m = alias.match(/[A-Za-z]+(?:&[A-Za-z]+)?/);
  return m ? m[0].toLowerCase() : '';
}

const PLAIN_WORD = /^[A-Za-z]+$/;
const PLAIN_AFTER = '(?![A-Za-z]|\\d(?:\\d\\d)?[A-Za-z])';

/**
 * How an alias is confirmed where its key token was found (scan.ts aliasEnd): 1, its regex is exactly the plain
 * single-word form aliasSource gives a word of ASCII letters (case-insensitive), 2 the same, case-sensitive; 0 anything
 * else (run the regex). Read off the regex itself, so an alias compiled any other way keeps its regex.
 */
function plainKind(alias: string, offset: number, re: RegExp): 0 | 1 | 2 {
  const plain = PLAIN_WORD.test(alias) && offset === 0 && re.source === `(?<![A-Za-z])${alias}${PLAIN_AFTER}`;
  return !plain ? 0 : re.flags === 'iy' ? 1 : re.flags === 'y' ? 2 : 0;
}

/** A full name that opens with "Journal of / on …" (the tail of a society's journal title, "ISPRS Journal of …"). */
const OPENS_WITH_JOURNAL = /^Journal\s+(?:of|on)\s/i;
/**
 * "ISPRS Open Journal of Photogrammetry and Remote Sensing": "Open" right before such a name makes it another journal's
 * (the open-access sister title), not the listed one's tail (round v311, set 311 part A); the name is then read as
 * written by the generic readers, as any journal no list knows.
 */
const OPEN_BEFORE = String.raw`(?<!(?<![A-Za-z])Open[\s\-]{1,4})`;

function buildIndex(venues: readonly VenueDef[]): Map<string, AliasMatcher[]> {
  const index = new Map<string, AliasMatcher[]>();
  const add = (venue: VenueDef, alias: string, strength: AliasMatcher['strength'], short = false, after = '') => {
    // A full name followed by "and …" / "in …" / "/CVF" names something longer (ICMLA, "Proceedings of the IEEE/CVF …");
    // a following capitalised word is checked in mentions.ts (the regex is case-insensitive). "for (possible) publication /
    // review / consideration" says what the paper was sent for, not more of the name ("IEEE Internet of Things Journal for
    // possible publication").
    const tailGuard = strength === 'full' || alias.includes(' ')
      ? String.raw`(?![\s\-]+(?:and|in|with|&)\s|[\s\-]+for\s(?!\s*(?:possible\s+)?(?:publication|review|consideration)(?![A-Za-z]))|\s*/\s*[A-Za-z])` : after;
    // A short list name inside a longer one: "Mexican Conference on Pattern Recognition", "Quantum Information & Computation".
    // The publisher before it is no longer name: "IEEE Transactions on Communications" is CCF's "Transactions on
    // Communications" (TCOM), not Transactions on C… by its initials (TC, another journal).
    // A full name that ends a longer "of"/"on" title after "and": "Annals of Mathematics and Artificial Intelligence
    // journal" is no "Artificial Intelligence Journal" (AIJ), "Transactions on Pattern Analysis and Machine Intelligence"
    // no journal named by its tail (set 242 part A). One to three words between "of" and "and"; ICML and ICLR never.
    // Every run in the lookbehind is bounded (a line break and its indent at most between words): no scan back over a
    // long run of spaces.
    const headGuard = short ? String.raw`(?<!(?:\b(?:on|of|for|and|in)|(?<![A-Za-z])(?!(?:IEEE|ACM)[\s\-])[A-Z][A-Za-z]*|(?<=[a-z])[A-Z][A-Za-z]*|&)[\s\-]+)`
      : strength === 'full' ? String.raw`(?<!\b(?:of|on)(?:[\s\-]{1,4}[A-Za-z]{1,30}){1,3}[\s\-]{1,4}(?:and|&)[\s\-]{1,4})` + (OPENS_WITH_JOURNAL.test(alias) ? OPEN_BEFORE : '') : '';
    // Sticky: tried only where the alias's first token occurs in the text, never scanned across it.
    const plural = aliasPlural(alias, strength);
    const flags = strength === 'weak' || strength === 'cs' ? 'y' : 'yi';
    const re = new RegExp(headGuard + aliasSource(alias, plural) + tailGuard, flags);
    const key = firstToken(alias);
    if (!index.has(key)) index.set(key, []);
    const offset = alias.search(/[A-Za-z]/);
    const plain = plainKind(alias, offset, re);
    const match = plain === 0 ? aliasMatcher(alias, plural, flags, headGuard, PLAIN_AFTER + tailGuard) : null;
    index.get(key)!.push({ venue, alias, re, strength, offset, plain, match });
  };
  for (const v of venues) {
    for (const a of v.full ?? []) {
      add(v, a, 'full');
      const other = otherSpelling(a);
      if (other) add(v, other, 'full');
    }
    for (const a of v.acr ?? []) add(v, a, 'acr');
    for (const a of v.cs ?? []) add(v, a, 'cs');
    for (const a of v.weak ?? []) {
      add(v, a, 'weak');
      if (v.kind === 'conference') for (const f of caseVariants(a)) add(v, f, 'weak');
      if (v.kind === 'conference' && TITLE_FOLDABLE.test(a)) add(v, a[0] + a.slice(1).toLowerCase(), 'weak', false, EVENT_YEAR_AFTER);
    }
    for (const a of v.weakFull ?? []) add(v, a, 'weak', true);
  }
  return index;
}

/**
 * "Accepted at Conference on Language Modelling 2026": a full name written in the other of the two English spellings
 * names the venue as the catalogue's spelling does (round vpool5, set 323 part A: read as a venue of its own, a false
 * main by name). Only word endings that are nothing but the spelling: "-eling" / "-elling" of model, label, signal,
 * travel, tunnel, level; "-ization" / "-isation"; "Behavior" / "Behaviour"; "Color" / "Colour". Every such word is
 * switched at once; a name with none of them has no other spelling (null).
 */
const SPELLING_PAIRS: readonly [RegExp, (w: string) => string][] = [
  [/(?<![A-Za-z])((?:[Mm]od|[Ll]ab|[Ss]ign|[Tt]rav|[Tt]unn|[Ll]ev)el)(l?)(ing|ed)(?![A-Za-z])/g, (w) => w.replace(/^([A-Za-z]+el)(l?)(ing|ed)$/, (_, stem: string, l: string, end: string) => `${stem}${l ? '' : 'l'}${end}`)],
  [/(?<![A-Za-z])[A-Za-z]{2,30}i[sz]ations?(?![A-Za-z])/g, (w) => w.replace(/i([sz])ation/, (_, c: string) => `i${c === 's' ? 'z' : 's'}ation`)],
  [/(?<![A-Za-z])[Bb]ehaviou?rs?(?:al)?(?![A-Za-z])/g, (w) => (w.includes('ou') ? w.replace('ou', 'o') : w.replace(/or/, 'our'))],
  [/(?<![A-Za-z])[Cc]olou?rs?(?![A-Za-z])/g, (w) => (w.includes('ou') ? w.replace('ou', 'o') : w.replace(/or/, 'our'))],
];
export function otherSpelling(name: string): string | null {
  let out = name;
  for (const [re, swap] of SPELLING_PAIRS) out = out.replace(re, swap);
  return out === name ? null : out;
}

/**
 * "Gecco 2025 Conference": a list conference's weak acronym of five capitals or more written in title case, followed by
 * its year and the event's word ("Conference", "Symposium", "Workshop"), is that conference — the year and the word
 * make the folded acronym no English word (round v271, set 272 part A; "GECCO 2025 Conference" was read, the title-cased
 * one not). Only with both after it: a title-cased acronym alone or with a year alone stays unread.
 */
const TITLE_FOLDABLE = /^[A-Z]{5,}$/;
const EVENT_YEAR_AFTER = String.raw`(?=[\s\-]{0,3}(?:(?:19|20)\d{2}|['’]\d{2})[ \t]{1,3}(?:[Cc]onference|[Ss]ymposium|[Ww]orkshop)(?![A-Za-z]))`;

/**
 * "Published in Mobisys 2022", "MOBISYS 2022": a list conference's weak acronym in camel case (a capital, two or more
 * lower-case letters, then an inner capital: MobiSys, SenSys, EuroSys, UbiComp) also counts written in title case or in
 * capitals, as authors often write it; still case as printed otherwise, and still weak (next to a year or a status cue).
 * Shorter heads (MoDELS, CoNEXT, LoG) and journals (MedIA) are left out: folded, they are English words.
 * "IEEE VIS" / "ACM XYZ" also counts as "IEEE Vis" / "ACM Xyz".
 */
function caseVariants(alias: string): string[] {
  // "IEEE Vis 2025": a publisher's capitals before an acronym of three letters or more written in title case; the
  // publisher makes it no English word ("IEEE VIS", set 132 part A).
  const pub = /^((?:IEEE|ACM) )([A-Z])([A-Z]{2,})$/.exec(alias);
  if (pub) return [`${pub[1]}${pub[2]}${pub[3].toLowerCase()}`];
  if (!/^[A-Z][a-z]{2,}[A-Z][A-Za-z]*$/.test(alias)) return [];
  return [alias[0] + alias.slice(1).toLowerCase(), alias.toUpperCase()];
}

/** Alias matchers keyed by the lower-cased first token of the alias: only tokens present in a text are tried. */
export let ALIAS_INDEX: ReadonlyMap<string, AliasMatcher[]> = buildIndex(VENUES);

const rebuilds: (() => void)[] = [];

/**
 * Registers how a module rebuilds what it derives from the catalogue at load (scan.ts's key table, fuzzy.ts's targets,
 * the lazy name tables of generic-venue.ts and dotted-journal.ts), for useCatalogue. Every such module must register.
 */
export function onCatalogueChange(rebuild: () => void): void {
  rebuilds.push(rebuild);
}

/**
 * Makes the detector run on `venues` instead of the shipped catalogue, in this process, until called again (with
 * readCatalogue() to restore it): VENUES, the name table and ALIAS_INDEX are rebuilt from the list and every
 * registered module rebuilds its own tables. The seam of scripts/eval-venues-unseen.ts, which scores the detector with
 * venues left out of the catalogue (the product never calls it); the same detector code runs either way.
 */
export function useCatalogue(venues: readonly VenueDef[]): void {
  VENUES = venues;
  BY_NAME = byName(venues);
  ALIAS_INDEX = buildIndex(venues);
  for (const rebuild of rebuilds) rebuild();
}

/**
 * The catalogue without the venues named `names` (case-insensitive, every entry of that name, an ambiguous acronym's
 * entry included): a venue another ambiguous entry may mean is dropped from its list, and an ambiguous entry left with
 * one meaning or none is dropped too (its acronym then names nothing it did not name before).
 */
export function catalogueWithout(venues: readonly VenueDef[], names: Iterable<string>): VenueDef[] {
  const gone = new Set([...names].map((n) => n.toLowerCase()));
  const kept = venues.filter((v) => !gone.has(v.name.toLowerCase()));
  return kept.flatMap((v) => {
    if (!v.ambiguous) return [v];
    const left = v.ambiguous.filter((x) => !gone.has(x.name.toLowerCase()));
    if (left.length === v.ambiguous.length) return [v];
    return left.length > 1 ? [{ ...v, ambiguous: left }] : [];
  });
}

/** Months since year 0 of the venue's acceptance notification for the edition of `year`. */
function notification(v: VenueDef, year: number): number {
  return year * 12 + (v.month ?? 6) - 1 - (v.lag ?? 3);
}

function heldIn(v: VenueDef, year: number): boolean {
  if (!v.every) return true;
  return v.every === 'odd' ? year % 2 === 1 : year % 2 === 0;
}

/**
 * The edition a paper posted in `posted` (year, month) most plausibly refers to when no year is written:
 * 'decided' statuses (accepted, published, rejected, unclear) take the latest edition already decided,
 * 'pending' ones (submitted, under review) the next edition still in review.
 */
export function inferEditionYear(v: VenueDef, posted: { year: number; month: number }, mode: 'decided' | 'pending'): number | null {
  if (v.kind === 'journal') return null;
  const now = posted.year * 12 + posted.month - 1;
  if (mode === 'decided') {
    for (let y = posted.year + 1; y >= posted.year - 2; y--) if (heldIn(v, y) && notification(v, y) <= now) return y;
    return null;
  }
  // In the month of the notification itself a paper still "submitted" or "under review" awaits that edition's decision
  // (notifications mostly come in the month's second half: "submitted to Interspeech" posted May 2025 is Interspeech
  // 2025, set 205 part A); the decided statuses above take that edition too.
  for (let y = posted.year - 1; y <= posted.year + 2; y++) if (heldIn(v, y) && notification(v, y) >= now) return y;
  return null;
}

/** The year of the venue's Nth edition, when the catalogue knows its base year (two years an edition when held every other year). */
export function ordinalYear(v: VenueDef, n: number): number | null {
  return v.base === undefined ? null : v.base + (v.every ? 2 * n : n);
}
